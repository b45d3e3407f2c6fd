// @vitest-environment jsdom
import { act } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { formatSpanishDate, LastUpdated } from './last-updated.tsx'

afterEach(() => {
  vi.useRealTimers()
})

describe('LastUpdated', () => {
  it('writes the date in Spanish, day, month name and year', () => {
    expect(formatSpanishDate(new Date(2026, 10, 22))).toBe('22 de noviembre de 2026')
  })

  it("shows today's date once the page is live, not the day it was prerendered", async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(2026, 0, 5, 12))
    const container = document.createElement('div')
    container.innerHTML = renderToString(<LastUpdated />)
    expect(container.textContent).toBe('Última actualización: 5 de enero de 2026')

    vi.setSystemTime(new Date(2026, 2, 17, 12))
    const errors = vi.spyOn(console, 'error')
    await act(async () => {
      hydrateRoot(container, <LastUpdated />)
    })
    expect(container.textContent).toBe('Última actualización: 17 de marzo de 2026')
    expect(container.querySelector('time')?.getAttribute('datetime')).toBe('2026-03-17')
    expect(errors).not.toHaveBeenCalled()
  })
})
