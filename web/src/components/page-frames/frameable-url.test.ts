import { describe, expect, it } from 'vitest'
import { frameableUrl, frameSandbox } from './frameable-url.ts'

describe('frameableUrl', () => {
  it('keeps an https address', () => {
    expect(frameableUrl('https://example.org/reproductor/uno?x=1')).toBe(
      'https://example.org/reproductor/uno?x=1',
    )
  })

  it('keeps an http address', () => {
    expect(frameableUrl('http://example.org/form')).toBe('http://example.org/form')
  })

  it('trims the spaces around an address', () => {
    expect(frameableUrl('  https://example.org/  ')).toBe('https://example.org/')
  })

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'blob:https://example.org/uuid',
    'ftp://example.org/a',
  ])('refuses the non-web scheme of %s', (address) => {
    expect(frameableUrl(address)).toBeNull()
  })

  it.each(['/album/1', 'example.org/player', '//example.org/player', 'https://'])(
    'refuses %s, which is not an absolute web address',
    (address) => {
      expect(frameableUrl(address)).toBeNull()
    },
  )

  it('refuses a missing or blank address', () => {
    expect(frameableUrl(null)).toBeNull()
    expect(frameableUrl(undefined)).toBeNull()
    expect(frameableUrl('   ')).toBeNull()
  })
})

describe('frameSandbox', () => {
  it('lets another site keep its own storage', () => {
    expect(frameSandbox('https://player.example.org/a', 'https://bienestar.example')).toContain(
      'allow-same-origin',
    )
  })

  it('never gives a page of this site its own origin', () => {
    const sandbox = frameSandbox('https://bienestar.example/admin', 'https://bienestar.example')
    expect(sandbox).not.toContain('allow-same-origin')
    expect(sandbox).toContain('allow-scripts')
  })
})
