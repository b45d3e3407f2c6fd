import { expect, test } from 'vitest'
import { chooseEncoding } from './encoding.ts'

test('brotli is preferred whenever it is accepted, and q=0 refuses an encoding', () => {
  expect(chooseEncoding('br;q=0, gzip')).toBe('gzip')
  expect(chooseEncoding('gzip;q=0.5, br;q=0.1')).toBe('br')
  expect(chooseEncoding('*')).toBe('br')
  expect(chooseEncoding('identity')).toBe('identity')
  expect(chooseEncoding(undefined)).toBe('identity')
})
