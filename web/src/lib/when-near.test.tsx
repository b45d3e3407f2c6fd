// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { WhenNear } from './when-near.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('when near', () => {
  it('shows the placeholder until the spot comes near the viewport, then the content', () => {
    let report: (entries: { isIntersecting: boolean }[]) => void = () => {}
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof report) {
          report = callback
        }
        observe() {}
        disconnect() {}
      },
    )
    render(<WhenNear placeholder={<p>esqueleto</p>}>contenido</WhenNear>)
    expect(screen.getByText('esqueleto')).toBeTruthy()
    act(() => report([{ isIntersecting: false }]))
    expect(screen.queryByText('contenido')).toBeNull()
    act(() => report([{ isIntersecting: true }]))
    expect(screen.getByText('contenido')).toBeTruthy()
  })

  it('shows the content at once where IntersectionObserver does not exist', () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    render(<WhenNear placeholder={<p>esqueleto</p>}>contenido</WhenNear>)
    expect(screen.getByText('contenido')).toBeTruthy()
  })
})
