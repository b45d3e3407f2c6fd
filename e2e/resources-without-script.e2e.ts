/**
 * The Recursos tabs without JavaScript (issue 39, item 7): the tabs are links to their hashes
 * and CSS shows the panel whose link is the `:target`, so every tab's content is reachable by
 * mouse and keyboard and `/recursos#libros` opens on the books tab. With JavaScript the tabs are
 * the WAI-ARIA pattern as before: a click chooses a tab and leaves the address alone.
 */
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe } from 'vitest'
import { ARTIFACTS_DIR } from './artifacts.ts'
import { DESKTOP, expect, MOBILE, test } from './fixtures.ts'

/** The headings of the panels on screen (each panel starts with its own). */
function shownPanels(page: Page) {
  return page.locator('[role="tabpanel"]:visible h2').allTextContents()
}

/** Whether a tab is drawn as the chosen one: its colour and the bar under it. */
function drawnChosen(page: Page, name: string) {
  return page.getByRole('tab', { name }).evaluate((tab) => {
    const bar = getComputedStyle(tab, '::before')
    return bar.content !== 'none' && bar.height !== '0px'
  })
}

describe('the Recursos tabs without JavaScript', () => {
  for (const width of [MOBILE, DESKTOP]) {
    test(`/recursos#libros opens on the books tab at ${width} px, in view below the header`, async ({
      visit,
    }) => {
      const page = await visit('/recursos#libros', { width, javaScript: false })
      expect(await shownPanels(page)).toEqual(['Libros'])
      expect(await drawnChosen(page, 'Libros')).toBe(true)
      expect(await drawnChosen(page, 'Acompañamiento')).toBe(false)
      await expect
        .poll(() => page.getByRole('link', { name: 'Ver todos los libros' }).isVisible())
        .toBe(true)
      const tabs = await page.getByRole('tablist').boundingBox()
      expect(tabs?.y).toBeGreaterThanOrEqual(72)
      expect(tabs?.y).toBeLessThan(200)
      await page.screenshot({
        path: join(ARTIFACTS_DIR, 'resources-without-script', `libros-${width}.png`),
      })
    })
  }

  test('with no hash the first tab shows; every tab opens by mouse, and by keyboard', async ({
    visit,
  }) => {
    const page = await visit('/recursos', { width: MOBILE, javaScript: false })
    expect(await shownPanels(page)).toEqual(['Acompañamiento personal'])
    expect(await drawnChosen(page, 'Acompañamiento')).toBe(true)
    for (const [tab, heading] of [
      ['Curso Crisis del Cielo', 'Curso «Crisis del Cielo»'],
      ['Vídeos', 'Vídeos'],
      ['Libros', 'Libros'],
      ['Música', 'Música'],
      ['Acompañamiento', 'Acompañamiento personal'],
    ]) {
      await page.getByRole('tab', { name: tab }).click()
      expect(await shownPanels(page)).toEqual([heading])
      expect(await drawnChosen(page, tab)).toBe(true)
    }
    // Each tab is a stop of its own: Tab reaches Música, Enter opens it.
    const musica = page.getByRole('tab', { name: 'Música' })
    await page.getByRole('tab', { name: 'Acompañamiento' }).focus()
    for (let stop = 0; stop < 4; stop++) await page.keyboard.press('Tab')
    expect(await musica.evaluate((tab) => tab === document.activeElement)).toBe(true)
    await page.keyboard.press('Enter')
    expect(await shownPanels(page)).toEqual(['Música'])
    expect(new URL(page.url()).hash).toBe('#musica')
  })
})

describe('the Recursos tabs with JavaScript', () => {
  test('a hash still opens its tab; a click chooses another, alone on screen, and keeps the address', async ({
    visit,
  }) => {
    const page = await visit('/recursos#libros', { width: MOBILE })
    const libros = page.getByRole('tab', { name: 'Libros' })
    await expect.poll(() => libros.getAttribute('aria-selected')).toBe('true')
    await page.getByRole('tab', { name: 'Vídeos' }).click()
    await expect
      .poll(() => page.getByRole('tab', { name: 'Vídeos' }).getAttribute('aria-selected'))
      .toBe('true')
    expect(await shownPanels(page)).toEqual(['Vídeos'])
    expect(await drawnChosen(page, 'Libros')).toBe(false)
    expect(new URL(page.url()).hash).toBe('#libros')
    // Roving focus as before: only the chosen tab is in the tab order, the arrows move it.
    expect(await libros.getAttribute('tabindex')).toBe('-1')
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => libros.getAttribute('aria-selected')).toBe('true')
    expect(await shownPanels(page)).toEqual(['Libros'])
  })
})
