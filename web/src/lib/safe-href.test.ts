import { describe, expect, test } from 'vitest'
import { safeHref } from './safe-href.ts'

describe('safeHref', () => {
  test.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example',
    '/\\evil.example',
    '',
    null,
    undefined,
  ])('refuses %j', (address) => {
    expect(safeHref(address)).toBeUndefined()
  })

  test.each([
    ['https://example.org/libro', 'https://example.org/libro'],
    [' /contacto ', '/contacto'],
    ['#servicios', '#servicios'],
  ])('draws %j as %j', (address, href) => {
    expect(safeHref(address)).toBe(href)
  })
})
