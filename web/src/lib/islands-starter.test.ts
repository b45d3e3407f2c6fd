// @vitest-environment screen
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  EARLY_CLICK_ATTRIBUTE,
  HYDRATED_ISLAND_ATTRIBUTE,
  LIVE_ISLAND_ATTRIBUTE,
} from './island-markers.ts'
import { islandsStarterScript } from './islands-starter.ts'

/** Runs the inline script as a page would: its text alone, nothing of this module around it. */
function runInPage(html: string) {
  const code = /<script>([\s\S]*)<\/script>/.exec(html)?.[1] ?? ''
  new Function(code)()
}

const entry = () => document.head.querySelector('script[type="module"]')?.getAttribute('src')

afterEach(() => {
  vi.useRealTimers()
  // Only what the starter added: the window is the next screen file's too, whose style sheets
  // are in the head (web/src/test/screen-environment.ts).
  for (const added of document.head.querySelectorAll(
    'script[type="module"], link[rel="modulepreload"]',
  )) {
    added.remove()
  }
  document.body.innerHTML = ''
})

function hydratedIsland(live = false) {
  document.body.innerHTML = `<div ${HYDRATED_ISLAND_ATTRIBUTE} ${live ? LIVE_ISLAND_ATTRIBUTE : ''}><button>Retos</button><button>Talleres</button></div>`
  return [...document.querySelectorAll('button')]
}

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

  it('a click on a button of a hydrated island before it is live starts the islands at once and keeps its turn', () => {
    vi.useFakeTimers()
    const [retos, talleres] = hydratedIsland()
    runInPage(islandsStarterScript('/assets/islands-a.js', 'img[fetchpriority="high"]'))
    talleres.click()
    retos.click()
    expect(entry()).toBe('/assets/islands-a.js')
    expect(talleres.getAttribute(EARLY_CLICK_ATTRIBUTE)).toBe('1')
    expect(retos.getAttribute(EARLY_CLICK_ATTRIBUTE)).toBe('2')
  })

  it('leaves the clicks on a live island to the island', () => {
    vi.useFakeTimers()
    const [retos] = hydratedIsland(true)
    runInPage(islandsStarterScript('/assets/islands-a.js', 'img[fetchpriority="high"]'))
    retos.click()
    expect(retos.hasAttribute(EARLY_CLICK_ATTRIBUTE)).toBe(false)
    expect(entry()).toBeUndefined()
  })
})
