import { describe, expect, it } from 'vitest'
import { headersFor, parseHeadersFile } from './headers-file.ts'

const FILE = `/*
  X-Content-Type-Options: nosniff
  Content-Security-Policy: frame-ancestors 'self'

/admin*
  Content-Security-Policy: frame-ancestors 'none'
  X-Frame-Options: DENY
`

describe('_headers file', () => {
  const rules = parseHeadersFile(FILE)

  it('gives every path the headers of the rules its pattern matches', () => {
    expect(headersFor(rules, '/libros')).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "frame-ancestors 'self'",
    })
  })

  it('lets a later rule replace a header an earlier one set', () => {
    expect(headersFor(rules, '/admin/content-editor')).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "frame-ancestors 'none'",
      'X-Frame-Options': 'DENY',
    })
  })

  it('refuses a header line it cannot read, naming it', () => {
    expect(() => parseHeadersFile('/*\n  sin dos puntos')).toThrow(/sin dos puntos/)
  })
})
