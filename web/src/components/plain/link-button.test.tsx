// @vitest-environment screen
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { isSiteAddress, LinkButton } from './link-button.tsx'

afterEach(cleanup)

describe('link button', () => {
  it('an address of this site opens in place', () => {
    render(<LinkButton to="/contacto">Contacto</LinkButton>)
    const link = screen.getByRole('link', { name: 'Contacto' })
    expect(link.getAttribute('href')).toBe('/contacto')
    expect(link.getAttribute('target')).toBeNull()
  })

  it('any other address opens a new tab and says so to screen readers', () => {
    render(<LinkButton to="https://example.org/">Reservar</LinkButton>)
    const link = screen.getByRole('link', { name: /^Reservar\s*\(se abre en una pestaña nueva\)$/ })
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it('a protocol-relative address is not of this site', () => {
    expect(isSiteAddress('//example.org/')).toBe(false)
    expect(isSiteAddress('/#musica')).toBe(true)
  })
})
