// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { islandsStarterScript } from './islands-starter.ts'

/** Runs the inline script as a page would: its text alone, nothing of this module around it. */
function runInPage(html: string) {
  const code = /<script>([\s\S]*)<\/script>/.exec(html)?.[1] ?? ''
  new Function(code)()
}

const entry = () => document.head.querySelector('script[type="module"]')?.getAttribute('src')

afterEach(() => {
  vi.useRealTimers()
  document.head.innerHTML = ''
})

describe('the islands starter', () => {
  it('asks for nothing while the page is still painting', () => {
    vi.useFakeTimers()
    runInPage(islandsStarterScript('/assets/islands-a.js', 'img[fetchpriority="high"]'))
    expect(entry()).toBeUndefined()
  })

  it('where the browser reports no paints, adds the islands entry once the page has loaded', () => {
    vi.useFakeTimers()
    runInPage(islandsStarterScript('/assets/islands-a.js', 'img[fetchpriority="high"]'))
    vi.runAllTimers()
    expect(entry()).toBe('/assets/islands-a.js')
  })

  it('adds the entry once, whatever calls it', () => {
    vi.useFakeTimers()
    runInPage(islandsStarterScript('/assets/islands-a.js', 'img[fetchpriority="high"]'))
    vi.runAllTimers()
    vi.runAllTimers()
    expect(document.head.querySelectorAll('script[type="module"]')).toHaveLength(1)
  })
})
