import { describe, expect, test } from 'vitest'
import { nameOfFile, shortName, storedBytesOf, summaryText } from './library-queries.ts'

describe('a file is shown by the name the owner knows', () => {
  test('the name it was uploaded with, when Storage keeps it', () => {
    expect(
      nameOfFile({
        name: 'uploads/2026/3f2b6c1e-7a4d-4b8e-9f10-2c3d4e5f6a7b-guia-del-retiro.pdf',
        originalName: 'Guía del retiro.pdf',
      }),
    ).toBe('Guía del retiro.pdf')
  })

  test("without it, the stored name without its folders and the uploader's random prefix", () => {
    expect(shortName('uploads/2026/3f2b6c1e-7a4d-4b8e-9f10-2c3d4e5f6a7b-foto-playa.webp')).toBe(
      'foto-playa.webp',
    )
  })

  test('a name that is only the random id keeps it (nothing else names the file)', () => {
    expect(shortName('2026/11/3f2b6c1e-7a4d-4b8e-9f10-2c3d4e5f6a7b.png')).toBe(
      '3f2b6c1e-7a4d-4b8e-9f10-2c3d4e5f6a7b.png',
    )
  })
})

describe('sizes add up', () => {
  test("a picture's card counts its 800 px copy", () => {
    expect(storedBytesOf({ size: 4000, variantSize: 1000 })).toBe(5000)
    expect(storedBytesOf({ size: 4000, variantSize: null })).toBe(4000)
  })

  test('the pictures summary says the copies are counted; the other kinds have none', () => {
    expect(summaryText({ total: 2, totalBytes: 9 * 1024 }, 'images')).toBe(
      '2 archivos · 9 KB, con sus copias de 800 px',
    )
    expect(summaryText({ total: 1, totalBytes: 2048 }, 'documents')).toBe('1 archivo · 2 KB')
  })
})
