import type { Page } from 'playwright-core'

/**
 * Collects every Content Security Policy violation a page reports, from the first byte on: pass
 * `before` as `visit`'s option of that name (it runs before the page is opened), and ask
 * `violations()` once the page has done what is checked. It sees the first load and every page a
 * redirect or a `goto` reaches: the console keeps what a document that has moved on saw.
 */
export function violationWatch() {
  const fromConsole: string[] = []
  let watched: Page | undefined
  return {
    before: async (page: Page) => {
      watched = page
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) fromConsole.push(message.text())
      })
      await page.addInitScript(() => {
        const seen: string[] = []
        ;(window as unknown as { cspViolations: string[] }).cspViolations = seen
        document.addEventListener('securitypolicyviolation', (event) => {
          seen.push(
            `${event.violatedDirective} ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
          )
        })
      })
    },
    violations: async () => [
      ...fromConsole,
      ...((await watched?.evaluate(
        () => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [],
      )) ?? []),
    ],
  }
}
