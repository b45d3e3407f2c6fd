import { describe, expect, it } from 'vitest'
import { uploadDayText } from './media-card.tsx'

describe("a card's upload day", () => {
  it("reads as Intl's es-ES short date writes it, every month", () => {
    const intl = new Intl.DateTimeFormat('es-ES', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    })
    for (let month = 0; month < 12; month++) {
      const day = new Date(2026, month, month + 3)
      expect(uploadDayText(day)).toBe(intl.format(day))
    }
  })
})
