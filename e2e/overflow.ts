/**
 * Text that does not fit its box: an element holding text whose content is wider than the element
 * (scrollWidth > clientWidth), unless it scrolls sideways on purpose or is an ellipsis with the
 * whole text in its title; and the page itself wider than the window. What the owner cannot read
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
    return found
  })
}
