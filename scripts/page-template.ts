import { appStarterScript } from '../web/src/lib/app-starter.ts'
import { PRIORITY_PICTURE } from '../web/src/lib/island-markers.ts'
import { islandsStarterScript } from '../web/src/lib/islands-starter.ts'

/** The prerenderer's module (`web/src/entry-server.tsx`), as the build and the dev server load it. */
export type ServerEntry = typeof import('../web/src/entry-server.tsx')

/** What the prerenderer gives for one page. */
export type RenderedPage = Awaited<ReturnType<ServerEntry['render']>>

/**
 * `web/index.html` (or a page template made from it) with one rendered page in it. The page is
 * the owner's content: it goes in as data, never as a replacement pattern (`$'`, `` $` ``, `$&`
 * in a description would otherwise copy the template into the page).
 */
export function fillTemplate(template: string, page: RenderedPage): string {
  const withHead = insertedAt(
    insertedAt(template, '<!--app-head-->', page.head),
    '</head>',
    `${page.styles}</head>`,
  )
  return insertedAt(
    insertedAt(withHead, '<!--app-html-->', page.html),
    '</body>',
    `${page.baked ?? ''}</body>`,
  )
}

/** `text` with its first `marker` replaced by `value`, taken literally. */
function insertedAt(text: string, marker: string, value: string): string {
  const at = text.indexOf(marker)
  return at < 0 ? text : text.slice(0, at) + value + text.slice(at + marker.length)
}

/**
 * The template without the app: its one module script (`web/index.html`'s or the build's), the
 * build's preloads and the style that shows the app loading, for a page that is only islands.
 */
export function withoutAppEntry(template: string): string {
  const appEntry = appEntryOf(template)
  const loadingStyles = template.match(APP_LOADING_STYLE) ?? []
  if (loadingStyles.length !== 1) {
    throw new Error(
      `web/index.html holds one <style data-app-loading>, the app's loading indicator; this template has ${loadingStyles.length}.`,
    )
  }
  return template.replace(MODULE_PRELOAD, '').replace(appEntry, '').replace(loadingStyles[0], '')
}

const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*>/g

/** The template's one module script: the app's entry. */
function appEntryOf(template: string): string {
  const appEntries = template.match(/<script type="module"[^>]*><\/script>/g) ?? []
  if (appEntries.length !== 1) {
    throw new Error(
      `A page template holds one module script, the app's; this one has ${appEntries.length}.`,
    )
  }
  return appEntries[0]
}

/** The value of `attribute` in one tag. */
function attributeOf(tag: string, attribute: string): string {
  const value = new RegExp(`\\s${attribute}="([^"]*)"`).exec(tag)?.[1]
  if (value === undefined) throw new Error(`${tag} has no ${attribute}`)
  return value
}

/**
 * A page of the owner's area in the HTML (the sign-in, drawn for `drawnPath`) whose app starts only
 * when it is needed: the app's entry and its preloads are taken out, and an inline script at the
 * very end of its body adds them then (`web/src/lib/app-starter.ts`).
 */
export function withAppWhenNeeded(template: string, drawnPath: string): string {
  const appEntry = appEntryOf(template)
  const preloads = (template.match(MODULE_PRELOAD) ?? []).map((tag) => attributeOf(tag, 'href'))
  return insertedAt(
    template.replace(MODULE_PRELOAD, '').replace(appEntry, ''),
    '</body>',
    `${appStarterScript(attributeOf(appEntry, 'src'), preloads, drawnPath)}</body>`,
  )
}

const APP_LOADING_STYLE = /\s*<style data-app-loading>[\s\S]*?<\/style>/g

/**
 * The islands entry of a finished page that is only islands, started by an inline script at the
 * very end of its body (after the data its islands hydrate from) once the page's largest paint
 * is on screen (`web/src/lib/islands-starter.ts`); `head` is anything else the head needs (the
 * dev server's stylesheets).
 */
export function withIslandsEntry(template: string, entry: string, head = ''): string {
  return insertedAt(
    insertedAt(template, '</head>', `${head}</head>`),
    '</body>',
    `${islandsStarterScript(entry, PRIORITY_PICTURE)}</body>`,
  )
}
