import { describe, expect, it } from 'vitest'
import { fileSizeText } from './file-size.ts'

const MB = 1024 * 1024

describe('size line', () => {
  it('shows KB under 1000 KB', () => {
    expect(fileSizeText(380 * 1024)).toBe('380 KB')
    expect(fileSizeText(999 * 1024)).toBe('999 KB')
    expect(fileSizeText(200)).toBe('1 KB')
  })

  it('shows MB with one decimal from 1000 KB on', () => {
    expect(fileSizeText(1000 * 1024)).toBe('1,0 MB')
    expect(fileSizeText(7.94 * MB)).toBe('7,9 MB')
    expect(fileSizeText(50 * MB)).toBe('50,0 MB')
  })
})
