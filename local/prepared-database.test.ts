import { describe, expect, it } from 'vitest'
import { fingerprintOf } from './prepared-database.ts'

describe('the prepared database', () => {
  const today = [
    { name: '/supabase/migrations/1_a.sql', text: 'create table a ();' },
    { name: '@electric-sql/pglite', text: '0.5.14' },
  ]

  it('is named after its sources, so the same migrations find the same database', () => {
    expect(fingerprintOf(today)).toBe(fingerprintOf(structuredClone(today)))
  })

  it('a changed migration, a new one or another PGlite is another database', () => {
    const named = fingerprintOf(today)
    expect(fingerprintOf([{ ...today[0], text: 'create table b ();' }, today[1]])).not.toBe(named)
    expect(fingerprintOf([...today, { name: '/supabase/migrations/2_b.sql', text: '' }])).not.toBe(
      named,
    )
    expect(fingerprintOf([today[0], { ...today[1], text: '0.5.15' }])).not.toBe(named)
  })
})
