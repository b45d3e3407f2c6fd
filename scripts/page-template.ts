import { PRIORITY_PICTURE } from '../web/src/lib/island-markers.ts'
import { islandsStarterScript } from '../web/src/lib/islands-starter.ts'

/** The prerenderer's module (`web/src/entry-server.tsx`), as the build and the dev server load it. */
export type ServerEntry = typeof import('../web/src/entry-server.tsx')

/** What the prerenderer gives for one page. */
export type RenderedPage = Awaited<ReturnType<ServerEntry['render']>>

/** `web/index.html` (or a page template made from it) with one rendered page in it. */
export function fillTemplate(template: string, page: RenderedPage): string {
  return template
    .replace('<!--app-head-->', page.head)
    .replace('<!--app-html-->', page.html)
    .replace('</body>', `${page.baked ?? ''}</body>`)
}

/**
 * The template without the app: its one module script (`web/index.html`'s or the build's) and
 * the build's preloads, for a page that is only islands.
 */
export function withoutAppEntry(template: string): string {
  const appEntries = template.match(/<script type="module"[^>]*><\/script>/g) ?? []
  if (appEntries.length !== 1) {
    throw new Error(
      `A page template holds one module script, the app's; this one has ${appEntries.length}.`,
    )
  }
  return template.replace(/\s*<link rel="modulepreload"[^>]*>/g, '').replace(appEntries[0], '')
}

/**
 * The islands entry of a finished page that is only islands, started by an inline script at the
 * very end of its body (after the data its islands hydrate from) once the page's largest paint
 * is on screen (`web/src/lib/islands-starter.ts`); `head` is anything else the head needs (the
 * dev server's stylesheets).
 */
export function withIslandsEntry(template: string, entry: string, head = ''): string {
  return template
    .replace('</head>', `${head}</head>`)
    .replace('</body>', `${islandsStarterScript(entry, PRIORITY_PICTURE)}</body>`)
}
