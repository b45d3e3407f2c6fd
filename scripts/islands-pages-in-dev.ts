import { existsSync, readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join, resolve } from 'node:path'
import { createServer, type Plugin, type ViteDevServer } from 'vite'
import { ICS_CONTENT_TYPE } from '../web/src/features/activities/calendar.ts'
import { ACTIVITIES_FEED_PATH } from '../web/src/features/activities/feed.ts'
import { islandsDrawnWithChakra } from './island-modules.ts'
import {
  fillTemplate,
  type ServerEntry,
  withAppWhenNeeded,
  withIslandsEntry,
  withoutAppEntry,
} from './page-template.ts'

/**
 * `npm run dev` serves every page the build prerenders the way the build does: rendered by the
 * prerenderer (`web/src/entry-server.tsx`, with the lists the API answers baked in). An
 * islands-only page is brought to life by the islands entry drawn with Preact, from a second Vite
 * server in the islands build's mode under `/@islands/`; a prerendered page of the app (the
 * music player, the sign-in) is hydrated by the app, with React. Every other page is the app
 * drawn in the browser, as in production. The activities' calendar feed is written on each
 * request as the build writes it.
 */

/** Where the islands' own dev server answers, inside the site's. */
export const ISLANDS_BASE = '/@islands/'
/** A dev-only module that reloads an islands-only page when the code changes. */
const RELOAD_MODULE = '/@islands-page-reload.js'
const RELOAD_EVENT = 'islands-page:changed'

const ROOT = resolve(import.meta.dirname, '..')
const WEB = join(ROOT, 'web')

/** The site's own dev server's config file; the islands' server reads it in another mode. */
export const SITE_DEV_CONFIG = { configFile: join(ROOT, 'vite.config.ts') } as const

/** The islands' dev server: the site's config in the islands build's mode (Preact for React). */
export const ISLANDS_DEV_CONFIG = {
  ...SITE_DEV_CONFIG,
  mode: 'islands',
  base: ISLANDS_BASE,
  appType: 'custom',
  // Its dependencies are pre-bundled for Preact: kept apart from the app's, for React.
  cacheDir: join(ROOT, 'node_modules', '.vite-islands'),
} as const

/**
 * The public pages' one stylesheet (Panda's, which the app's entry imports and the build inlines
 * into every page), as Vite's dev server serves it.
 */
const STYLESHEET = 'src/theme/styles.css'
const STYLESHEET_LINK = `<link rel="stylesheet" href="/${STYLESHEET}?direct">`

function wantsPage(request: IncomingMessage): boolean {
  return (
    request.method === 'GET' &&
    (request.headers.accept ?? '').includes('text/html') &&
    !(request.url ?? '').startsWith('/@')
  )
}

export function islandsPagesInDev(): Plugin {
  return {
    name: 'islands-pages-in-dev',
    apply: 'serve',
    async configureServer(server) {
      if (!existsSync(join(WEB, STYLESHEET))) {
        throw new Error(
          `web/${STYLESHEET}, the stylesheet web/src/main.tsx imports, is gone: islands-only pages link it in development (scripts/islands-pages-in-dev.ts); correct STYLESHEET there.`,
        )
      }
      // The islands' server: the same config in the islands build's mode (Preact for React).
      // Not awaited: made while the site's server starts and draws the first page, which asks for
      // the islands only once a browser has it (a second config load and plugin set held the
      // site's "ready" back by about 2 s).
      const islands: Promise<ViteDevServer> = createServer({
        ...ISLANDS_DEV_CONFIG,
        // Its hot updates travel on the site's own server, under its base.
        server: { middlewareMode: true, ws: { server: server.httpServer ?? undefined } },
        logLevel: 'warn',
      })
      islands.catch((error) =>
        server.config.logger.error(`El servidor de las islas no arrancó: ${error}`),
      )
      server.httpServer?.once('close', () => void islands.then((started) => started.close()))
      // Which islands need Chakra is read from the sources once, and again after any change.
      let drawnWithChakra: ReadonlyMap<string, string> | undefined
      const islandsNeedingChakra = () => {
        drawnWithChakra ??= islandsDrawnWithChakra()
        return drawnWithChakra
      }
      const forget = (file: string) => {
        if (file.startsWith(WEB)) drawnWithChakra = undefined
      }
      server.watcher.on('add', forget)
      server.watcher.on('unlink', forget)
      server.watcher.on('change', (file) => {
        forget(file)
        if (file.startsWith(WEB)) server.ws.send({ type: 'custom', event: RELOAD_EVENT })
      })

      server.middlewares.use((request, response, next) => {
        if (request.url?.startsWith(ISLANDS_BASE)) {
          islands.then((started) => started.middlewares(request, response, next), next)
          return
        }
        if (request.url === RELOAD_MODULE) {
          response.setHeader('Content-Type', 'text/javascript')
          response.end(
            `import { createHotContext } from '/@vite/client'\ncreateHotContext('${RELOAD_MODULE}').on('${RELOAD_EVENT}', () => location.reload())\n`,
          )
          return
        }
        if (request.method === 'GET' && request.url?.split('?')[0] === ACTIVITIES_FEED_PATH) {
          void activitiesFeed(server, response).catch(next)
          return
        }
        if (!wantsPage(request)) {
          next()
          return
        }
        void prerenderedPage(server, islandsNeedingChakra(), request, response).then((served) => {
          if (!served) next()
        }, next)
      })
    },
  }
}

/** The activities' calendar feed, written from what the API answers now, as a rebuild writes it. */
async function activitiesFeed(server: ViteDevServer, response: ServerResponse) {
  const entry = (await server.ssrLoadModule('/src/entry-server.tsx')) as ServerEntry
  const feed = await entry.visibleActivitiesFeed()
  response.setHeader('Content-Type', ICS_CONTENT_TYPE)
  response.end(feed)
}

/** Serves the request as a page the build prerenders, or says it is not one. */
async function prerenderedPage(
  server: ViteDevServer,
  drawnWithChakra: ReadonlyMap<string, string>,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<boolean> {
  const url = request.url ?? '/'
  const entry = (await server.ssrLoadModule('/src/entry-server.tsx')) as ServerEntry
  const { pathname } = new URL(url, 'http://dev.local')
  const { route } = entry.matchRoute(pathname)
  if (!route.islandsOnly) {
    if (!entry.PRERENDERED_PATHS.includes(pathname)) return false
    return appPage(server, entry, drawnWithChakra, url, pathname, response)
  }
  // A path no screen serves gets the 404 page, with its status, as the static host answers it.
  const notFound = route.path === '*'
  // A file (a picture of web/public opened in its own tab) is Vite's to serve.
  if (notFound && /\.[a-z0-9]+$/i.test(pathname)) return false
  // Each request is drawn with what the API answers now (an edit shows on the next load).
  entry.forgetReads()
  const page = await entry.render(url, {
    bake: !(await entry.apiProblem()),
    islandsDrawnWithChakra: drawnWithChakra,
    notFound,
  })
  // Vite's own additions (its client) first; the islands' entry is the islands' server's.
  const template = await server.transformIndexHtml(
    url,
    withoutAppEntry(readFileSync(join(WEB, 'index.html'), 'utf8')),
  )
  const html = withIslandsEntry(
    fillTemplate(template, page),
    `${ISLANDS_BASE}src/islands.tsx`,
    `${STYLESHEET_LINK}<script type="module" src="${RELOAD_MODULE}"></script>`,
  )
  response.statusCode = notFound ? 404 : 200
  response.setHeader('Content-Type', 'text/html; charset=utf-8')
  response.end(html)
  return true
}

/**
 * A prerendered page of the app, hydrated by the app's entry as the build's is: at once, or, on a
 * page of the owner's area, when it is needed (its entry taken out before Vite adds its own
 * client's).
 */
async function appPage(
  server: ViteDevServer,
  entry: ServerEntry,
  drawnWithChakra: ReadonlyMap<string, string>,
  url: string,
  pathname: string,
  response: ServerResponse,
): Promise<boolean> {
  entry.forgetReads()
  const page = await entry.render(url, {
    bake: !(await entry.apiProblem()),
    islandsDrawnWithChakra: drawnWithChakra,
  })
  const source = readFileSync(join(WEB, 'index.html'), 'utf8').replace(
    '</head>',
    `${STYLESHEET_LINK}</head>`,
  )
  const template = await server.transformIndexHtml(
    url,
    page.appWhenNeeded ? withAppWhenNeeded(source, pathname) : source,
  )
  response.statusCode = 200
  response.setHeader('Content-Type', 'text/html; charset=utf-8')
  response.end(fillTemplate(template, page))
  return true
}
