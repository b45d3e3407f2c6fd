/**
 * The chat button never covers content (issue 39, item 7). On a phone, scrolled to the end of a
 * page, no text is under it: every footer ends with the button's room. And Tab never stops on
 * something under it: where the button is, the browser keeps its room free when it scrolls a
 * focused element into view (`scroll-padding-bottom`).
 */

import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe } from 'vitest'
import { ARTIFACTS_DIR } from './artifacts.ts'
import { expect, islandsSettled, MOBILE, test } from './fixtures.ts'

const CHAT_BUTTON = 'a[aria-label^="Escríbenos por WhatsApp"]'

/** Waits until the page has stopped scrolling (a smooth scroll, a focus scrolled into view). */
function scrollStopped(page: Page) {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = window.scrollY
        let still = 0
        const check = () => {
          still = window.scrollY === last ? still + 1 : 0
          last = window.scrollY
          if (still >= 3) resolve()
          else requestAnimationFrame(check)
        }
        requestAnimationFrame(check)
      }),
  )
}

/** Every line of text whose box meets the chat button's, as it is on screen now. */
function textUnderChatButton(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const button = document.querySelector(selector)
    if (!button) return ['(no hay botón de chat)']
    const area = button.getBoundingClientRect()
    const found: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    const range = document.createRange()
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || node.parentElement?.closest('aside')) continue
      range.selectNodeContents(node)
      for (const line of Array.from(range.getClientRects())) {
        // Text drawn for screen readers only is a 1 px box, off to a side.
        if (line.width <= 1 || line.height <= 1) continue
        const meets =
          line.left < area.right &&
          line.right > area.left &&
          line.top < area.bottom &&
          line.bottom > area.top
        if (meets) found.push(node.textContent.trim().slice(0, 60))
      }
    }
    return found
  }, CHAT_BUTTON)
}

async function scrollToTheEnd(page: Page) {
  // Islands near the end load as they come into view and may make the page longer: twice. Each
  // time the islands started are waited for (Playwright's `networkidle` came once, at load).
  for (let round = 0; round < 2; round++) {
    await page.evaluate(() =>
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
    )
    await islandsSettled(page)
    await scrollStopped(page)
  }
}

describe('at the end of a page on a phone, no text is under the chat button', () => {
  for (const path of [
    '/',
    '/actividades',
    '/musica',
    '/album/1',
    '/recursos',
    '/contacto',
    '/aviso-legal',
  ]) {
    test(`${path} at ${MOBILE} px`, async ({ visit }) => {
      const page = await visit(path, { width: MOBILE })
      await scrollToTheEnd(page)
      // What the visitor sees at the end of the album page, the window only.
      if (path.startsWith('/album/')) {
        await page.screenshot({ path: join(ARTIFACTS_DIR, 'chat-button-room', 'album-end.png') })
      }
      expect(await textUnderChatButton(page)).toEqual([])
    })
  }
})

describe('Tab never stops under the chat button', () => {
  for (const path of ['/album/1', '/actividades']) {
    test(`${path} at ${MOBILE} px, the first 60 stops`, async ({ visit }) => {
      const page = await visit(path, { width: MOBILE })
      const under: string[] = []
      for (let stop = 0; stop < 60; stop++) {
        await page.keyboard.press('Tab')
        await scrollStopped(page)
        const covered = await page.evaluate((selector) => {
          const focused = document.activeElement
          const button = document.querySelector(selector)
          if (!focused || !button || focused === document.body || button.contains(focused)) {
            return undefined
          }
          const area = button.getBoundingClientRect()
          const box = focused.getBoundingClientRect()
          // A landmark taller than the window (the skip link's target) cannot be clear of it.
          if (box.height >= window.innerHeight) return undefined
          const meets =
            box.left < area.right &&
            box.right > area.left &&
            box.top < area.bottom &&
            box.bottom > area.top
          const name = focused.getAttribute('aria-label') ?? focused.textContent ?? ''
          return meets
            ? `${focused.tagName.toLowerCase()} «${name.trim().slice(0, 40)}»`
            : undefined
        }, CHAT_BUTTON)
        if (covered) under.push(covered)
      }
      expect(under).toEqual([])
    })
  }
})
