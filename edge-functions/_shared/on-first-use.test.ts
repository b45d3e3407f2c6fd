import { expect, test } from 'vitest'
import { onFirstUse } from './on-first-use.ts'

test('a value on first use is made only when first asked for, and once', () => {
  let made = 0
  const value = onFirstUse(() => {
    made++
    return { made }
  })
  expect(made).toBe(0)
  const first = value()
  expect(value()).toBe(first)
  expect(made).toBe(1)
})
