import { describe, expect, it } from 'vitest'
import { isMediaUrl, isSafeLink, isWebUrl } from './links.ts'

describe('link rule', () => {
  it.each([
    'https://example.com/page',
    'http://example.com',
    '/servicios/nutricion',
    '/',
    '#servicios',
  ])('accepts %s', (link) => {
    expect(isSafeLink(link)).toBe(true)
  })

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    '//evil.example/path',
    '/\\evil.example',
    'mailto:a@b.c',
    'ftp://example.com',
    'https://',
    'example.com',
    ' https://example.com',
    '#a b',
  ])('refuses %s', (link) => {
    expect(isSafeLink(link)).toBe(false)
  })
})

describe('media address rule', () => {
  it('accepts site paths and http(s) URLs but not anchors', () => {
    expect(isMediaUrl('/demo/hero-1.webp')).toBe(true)
    expect(isMediaUrl('https://cdn.example/a.png')).toBe(true)
    expect(isMediaUrl('#top')).toBe(false)
    expect(isMediaUrl('data:image/png;base64,AAAA')).toBe(false)
  })
})

describe('web URL rule', () => {
  it('accepts only http(s) URLs', () => {
    expect(isWebUrl('https://www.youtube.com/watch?v=abc')).toBe(true)
    expect(isWebUrl('/videos/1')).toBe(false)
  })
})
