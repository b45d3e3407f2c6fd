/**
 * Text that does not fit its box: an element holding text whose content is wider than the element
 * (scrollWidth > clientWidth), unless it scrolls sideways on purpose or is an ellipsis with the
 * whole text in its title; text another box covers; and the page itself wider than the window. What the owner cannot read
 * ("+ 1000 adicional…", "Escuc…") is found by looking at every box, not at a list of known ones.
 */
import type { Page } from 'playwright-core'

export type Overflow = { text: string; box: string; scrollWidth: number; clientWidth: number }

export function textOverflows(page: Page): Promise<Overflow[]> {
  // No named functions inside: the page does not have the helpers a bundler wraps them with.
  return page.evaluate(() => {
    const found: Overflow[] = []
    const pageWidth = document.documentElement.scrollWidth
    if (pageWidth > window.innerWidth) {
      found.push({
        text: '(la página)',
        box: 'html',
        scrollWidth: pageWidth,
        clientWidth: window.innerWidth,
      })
    }
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      const text = element.textContent?.trim()
      if (!text) continue
      if (['INPUT', 'TEXTAREA', 'SELECT', 'OPTION', 'SCRIPT', 'STYLE'].includes(element.tagName)) {
        continue
      }
      const style = getComputedStyle(element)
      // Inline boxes have no width of their own: their block parent is measured instead.
      if (style.display === 'inline' || style.display === 'contents') continue
      // Visually hidden text for screen readers is a 1 px box by design.
      if (element.clientWidth <= 1) continue
      // A box that scrolls sideways on purpose (a wide table's frame) is not clipped text.
      if (style.overflowX === 'auto' || style.overflowX === 'scroll') continue
      if (element.scrollWidth <= element.clientWidth + 1) continue
      // Cut with an ellipsis is fine when the whole text is one hover or focus away.
      if (style.textOverflow === 'ellipsis' && element.title.trim()) continue
      found.push({
        text: text.slice(0, 60),
        box: `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}`.slice(0, 80),
        scrollWidth: element.scrollWidth,
        clientWidth: element.clientWidth,
      })
    }
    // Text under another box: a sticky column over a cell's end ("+ 1000 adicional…", "Escuc…").
    // Each line's two ends must be the topmost thing there, bar the text's own boxes; toasts
    // come and go and are not part of the screen.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    const range = document.createRange()
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const holder = node.parentElement
      if (!holder || !node.textContent?.trim()) continue
      if (holder.closest('[data-scope="toast"]')) continue
      const holderBox = holder.getBoundingClientRect()
      if (holderBox.width <= 1 || holderBox.height <= 1) continue
      // Lines a box clips on purpose are hidden, not covered: a list box scrolled past them, a
      // name cut to two lines with the whole of it in its title.
      const clips: DOMRect[] = []
      for (
        let box: Element | null = holder;
        box && box !== document.body;
        box = box.parentElement
      ) {
        const boxStyle = getComputedStyle(box)
        if (boxStyle.overflowX !== 'visible' || boxStyle.overflowY !== 'visible') {
          clips.push(box.getBoundingClientRect())
        }
      }
      range.selectNodeContents(node)
      for (const line of Array.from(range.getClientRects())) {
        const y = line.top + line.height / 2
        for (const x of [line.left + 1, line.right - 1]) {
          if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue
          if (
            clips.some((clip) => x < clip.left || x > clip.right || y < clip.top || y > clip.bottom)
          ) {
            continue
          }
          const hit = document.elementFromPoint(x, y)
          if (!hit || hit === holder || holder.contains(hit) || hit.contains(holder)) continue
          if (hit.closest('[data-scope="toast"]')) continue
          // A form's bar of buttons sticks to the bottom of the screen and the form scrolls out
          // from under it (a field reached by Tab is kept clear of it: owner-activity-dates).
          if (hit.closest('[data-form-actions]')) continue
          found.push({
            text: `${node.textContent.trim().slice(0, 60)} (tapado)`,
            box: `${hit.tagName.toLowerCase()}.${hit.getAttribute('class') ?? ''}`.slice(0, 80),
            scrollWidth: Math.round(line.right),
            clientWidth: Math.round(hit.getBoundingClientRect().left),
          })
        }
      }
    }
    return found
  })
}
