import { describe, expect, it } from 'vitest'
import { RESOURCE_TABS, tabFromHash } from './tabs.ts'

describe('resources page', () => {
  it('its tabs are acompanamiento (first, selected initially), curso, videos, libros, musica', () => {
    expect(RESOURCE_TABS.map((tab) => tab.value)).toEqual([
      'acompanamiento',
      'curso',
      'videos',
      'libros',
      'musica',
    ])
  })

  it('a URL hash selects its tab', () => {
    expect(tabFromHash('#curso-crisis-cielo')).toBe('curso')
    expect(tabFromHash('#videos')).toBe('videos')
    expect(tabFromHash('#libros')).toBe('libros')
    expect(tabFromHash('#musica')).toBe('musica')
    expect(tabFromHash('#acompanamiento')).toBe('acompanamiento')
    expect(tabFromHash('')).toBeUndefined()
    expect(tabFromHash('#otra-cosa')).toBeUndefined()
  })
})
