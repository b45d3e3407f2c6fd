import { describe, expect, it } from 'vitest'
import { uploadedSrcSet, variant800 } from './image-variants.ts'

const uploaded =
  'https://abc.supabase.co/storage/v1/object/public/images/uploads/2026/0b6f-retiro.webp'

describe('image variants', () => {
  it('names the 800 px copy of an uploaded picture <name>-800.webp beside it', () => {
    expect(variant800(uploaded)).toBe(
      'https://abc.supabase.co/storage/v1/object/public/images/uploads/2026/0b6f-retiro-800.webp',
    )
  })

  it('gives no variant for pictures that were not uploaded as WebP from the admin area', () => {
    expect(variant800('/attached_assets/retiro.jpg')).toBeUndefined()
    expect(variant800('https://example.com/foto.webp')).toBeUndefined()
    expect(
      variant800('http://127.0.0.1:54321/storage/v1/object/public/images/originals/2026/a.gif'),
    ).toBeUndefined()
    expect(variant800(null)).toBeUndefined()
    expect(variant800('')).toBeUndefined()
  })

  it('gives no variant of a variant', () => {
    expect(variant800(variant800(uploaded))).toBeUndefined()
  })

  it('builds srcset with the 800 px copy and the full picture', () => {
    expect(uploadedSrcSet(uploaded)).toBe(`${variant800(uploaded)} 800w, ${uploaded} 1600w`)
    expect(uploadedSrcSet('/attached_assets/retiro.jpg')).toBeUndefined()
  })
})
