import { describe, expect, it } from 'vitest'
import { isDnsHostName, isMediaUrl, isPlayerAddress, isSafeLink, isWebUrl } from './links.ts'

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

describe('a player address reaches the CSP only as an https DNS host name', () => {
  it.each([
    'https://reproductor.estudio.es/album',
    'https://open.spotify.com/embed/album/1?si=2#t',
    'HTTPS://Player.Example.COM',
    'https://xn--msica-0qa.example/cuencos',
  ])('accepts %s', (address) => {
    expect(isPlayerAddress(address)).toBe(true)
  })

  it.each([
    'https://probe3;script-src-elem/x',
    'https://probe3.example;script-src-elem/x',
    "https://player.example'unsafe-inline'/x",
    'https://player.example:8443/x',
    'https://usuario@player.example/x',
    'http://player.example/x',
    'https://localhost/x',
    'https://-player.example/x',
    'https://player.example./x',
    'https://1.2.3.4/x',
    'https://[::1]/x',
    'https://música.example/x',
    `https://${'a'.repeat(64)}.example/x`,
  ])('refuses %s', (address) => {
    expect(isPlayerAddress(address)).toBe(false)
  })

  it('takes host names of at most 253 characters', () => {
    const label = 'a'.repeat(63)
    expect(isDnsHostName(`${label}.${label}.${label}.${'a'.repeat(58)}.es`)).toBe(true)
    expect(isDnsHostName(`${label}.${label}.${label}.${'a'.repeat(59)}.es`)).toBe(false)
    expect(isDnsHostName('probe3;script-src-elem')).toBe(false)
  })
})
