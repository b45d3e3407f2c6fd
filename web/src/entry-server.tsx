import { CacheProvider } from '@emotion/react'
import createEmotionServer from '@emotion/server/create-instance'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router'
import { App } from './app/app.tsx'
import { headHtml, pageHead } from './app/head.ts'
import { type IslandName, PLAIN_ISLANDS } from './app/islands.ts'
import { PrerenderedPage } from './app/page.tsx'
import { matchRoute } from './app/route-table.ts'
import { PRERENDERED_PATHS } from './app/site-map.ts'
import { createEmotionCache } from './lib/emotion-cache.ts'
import { ISLANDS_AT_ONCE_TAG } from './lib/island-markers.ts'

export { PUBLIC_PAGES } from './app/site-map.ts'
export { PRERENDERED_PATHS }

/**
 * Build time only: renders one public page to HTML, with the <head> tags it needs and the
 * Emotion styles it used, so the page is readable and styled before any script runs. A string
 * render of the whole app, not a stream: streamed Chakra renders do not hydrate cleanly.
 */
export async function render(
  url: string,
): Promise<{ head: string; html: string; routePath: string; islandsOnly: boolean }> {
  const { pathname, search } = new URL(url, 'http://prerender.local')
  const { route, params } = matchRoute(pathname)
  const module = await route.load()
  const cache = createEmotionCache()
  // Styles are collected from the finished HTML below instead of inlined beside each element.
  cache.compat = true
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache)
  const html = renderToString(
    <CacheProvider value={cache}>
      <PrerenderedPage.Provider value={module}>
        <StaticRouter location={url}>
          <App />
        </StaticRouter>
      </PrerenderedPage.Provider>
    </CacheProvider>,
  )
  const head = module.head ? module.head({ params, search }) : pageHead(pathname)
  const styles = constructStyleTagsFromChunks(extractCriticalToChunks(html))
  const islandsOnly = module.islandsOnly === true
  if (islandsOnly) {
    const drawnWithChakra = islandsIn(html).filter((name) => !PLAIN_ISLANDS.has(name))
    if (drawnWithChakra.length > 0) {
      throw new Error(
        `${pathname} is islands only, but these islands need Chakra in the browser: ${drawnWithChakra.join(', ')}`,
      )
    }
  }
  const startAtOnce = islandsOnly && module.opensWithList === true ? ISLANDS_AT_ONCE_TAG : ''
  return { head: headHtml(head) + styles + startAtOnce, html, routePath: route.path, islandsOnly }
}

function islandsIn(html: string): IslandName[] {
  return [...html.matchAll(/ data-island="([^"]+)"/g)].map((match) => match[1] as IslandName)
}
