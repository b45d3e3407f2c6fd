/**
 * The last step of `npm run build`: renders every public page of the site map, one page per
 * album and one per visible activity the API lists, into its own HTML file in web/dist (the
 * client build) with the server build in web/.prerender; writes the site's 404 page and each
 * content folder's (an album or activity it has no page for), keeps the bare template as the app
 * for the owner's area, and writes the host's rules (`_redirects`, scripts/host-rules.ts),
 * sitemap.xml, robots.txt, the activities' calendar feed (`actividades.ics`) and the owner's
 * share picture cut to 1200x630 (scripts/share-picture.ts).
 * SITE_BUILD_DIR moves both (scripts/build-output.ts).
 *
 * Run again on its own (a rebuild after an edit, local/content-rebuild.ts) it replaces each file
 * whole (written beside it, then renamed over it: a visitor never gets half a page) and removes
 * the pages of albums and activities that are gone.
 *
 * The lists each page shows are read from the API (the build's `VITE_API_URL`, or the function
 * of `VITE_SUPABASE_URL`) and baked into its HTML (`web/src/entry-server.tsx`). A build that
 * cannot reach the API says so in one line and keeps the lists' skeletons.
 */
import { existsSync } from 'node:fs'
import { readFile, rm, writeFile } from 'node:fs/promises'
import { join, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { ACTIVITIES_FEED_PATH } from '../web/src/features/activities/feed.ts'
import { readEnv } from '../web/src/lib/env.ts'
import { buildOutput, KEEP_PRERENDERER_ENV } from './build-output.ts'
import {
  contentFallbackFile,
  NOT_FOUND_FILE,
  REDIRECTS_FILE,
  redirectsLines,
  SPA_FALLBACK,
} from './host-rules.ts'
import { ISLANDS_MANIFEST } from './island-chunks.ts'
import { islandsDrawnWithChakra, islandsReadingSettings } from './island-modules.ts'
import { declaredScreens } from './page-declarations.ts'
import {
  fillTemplate,
  type ServerEntry,
  withAppWhenNeeded,
  withIslandsEntry,
  withoutAppEntry,
} from './page-template.ts'
import { moveBuildMetadata, replaceFile, stalePages } from './prerender-files.ts'
import {
  documentRoutesOf,
  headersFile,
  hostHeaderRules,
  inlineScriptHashes,
  withPolicyMeta,
} from './security-headers.ts'
import { writeSharePicture } from './share-picture.ts'
import { classesInStylesheet, classesWithoutRules } from './styled-classes.ts'

const { site: dist, server: serverBuild, meta: buildMeta } = buildOutput()

/** The project's own `_redirects` (the /api rewrite of the README), which the build's extends. */
const PUBLIC_REDIRECTS = resolve(import.meta.dirname, '../web/public', REDIRECTS_FILE)

/** Where the not-found page is drawn from: a path no screen serves. */
const NOT_FOUND_SAMPLE_PATH = '/404'

/**
 * The id the not-found page of a content folder is drawn for: not digits, so no album or activity
 * can have it, and the screens say "no encontrado" without asking the API.
 */
const UNKNOWN_ITEM_ID = 'no-encontrado'

/** The islands build's manifest: the file each module became. */
type Manifest = Record<string, { file: string }>

const ISLANDS_ENTRY = 'src/islands.tsx'

/**
 * The site's one stylesheet (Panda's, decision 009) inlined: a prerendered page
 * paints without waiting for another request.
 */
async function withInlineStyles(template: string): Promise<string> {
  const links = [...template.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g)]
  let inlined = template
  for (const [tag, file] of links) {
    const css = await readFile(join(dist, file), 'utf8')
    inlined = inlined.replace(tag, () => `<style>${css}</style>`)
  }
  return inlined
}

function shownPath(path: string): string {
  const inProject = relative(process.cwd(), path)
  return inProject.startsWith('..') ? path : inProject
}

function fileFor(path: string): string {
  return path === '/' ? join(dist, 'index.html') : join(dist, path.slice(1), 'index.html')
}

async function main() {
  const started = Date.now()
  const entry = (await import(
    pathToFileURL(join(serverBuild, 'entry-server.js')).href
  )) as ServerEntry
  // The client build's index.html is the template until home is written over it; a prerenderer
  // kept to run again (KEEP_PRERENDERER) keeps a copy beside it.
  const keptTemplate = join(serverBuild, 'template.html')
  const templateFile = existsSync(keptTemplate) ? keptTemplate : join(dist, 'index.html')
  const template = await readFile(templateFile, 'utf8')
  if (!template.includes('<!--app-head-->') || !template.includes('<!--app-html-->')) {
    throw new Error(`${templateFile} has no <!--app-head--> / <!--app-html--> markers`)
  }
  if (process.env[KEEP_PRERENDERER_ENV] === '1') await writeFile(keptTemplate, template)
  const siteUrl = (process.env.VITE_SITE_URL || 'http://127.0.0.1:4173').replace(/\/$/, '')

  const hostRoutes = documentRoutesOf(declaredScreens().map((screen) => screen.page))
  const scriptHashes = new Set<string>()
  /** Writes a page, noting the inline scripts the security headers must allow. */
  const writePage = async (file: string, html: string) => {
    for (const hash of inlineScriptHashes(html)) scriptHashes.add(hash)
    await replaceFile(file, html)
  }
  const appPage = await withInlineStyles(template)
  // The owner's area renders in the browser; no search engine is to keep it. Its stylesheet is
  // inlined as every page's is: the loading indicator the template draws in an empty root
  // (web/index.html) paints with the first bytes, not one request later.
  const spaFallback = appPage
    .replace(
      '<!--app-head-->',
      '<title>Centro de Bienestar Integral</title><meta name="robots" content="noindex" />',
    )
    .replace('<!--app-html-->', '')
  await writePage(join(dist, SPA_FALLBACK), spaFallback)
  // Vite's manifests leave the site before it deploys; the islands' is read where they went.
  await moveBuildMetadata(dist, buildMeta)
  const manifest = JSON.parse(await readFile(join(buildMeta, ISLANDS_MANIFEST), 'utf8')) as Manifest
  const styledClasses = classesInStylesheet(
    [...appPage.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css]) => css).join('\n'),
  )
  if (!manifest[ISLANDS_ENTRY]) throw new Error(`The islands build has no ${ISLANDS_ENTRY} entry`)
  const islandsEntry = `/${manifest[ISLANDS_ENTRY].file}`
  const islandsPage = withoutAppEntry(appPage)
  const apiProblem = await entry.apiProblem()
  if (apiProblem) {
    console.log(`No lists in the HTML: ${apiProblem}; every page keeps its skeletons.`)
  }
  const contentPaths = apiProblem ? [] : await entry.contentPaths()
  const { supabaseUrl } = readEnv(process.env)
  const albumPlayerHosts = apiProblem ? [] : await entry.albumPlayerHosts()
  const sharePicturePath = await writeSharePicture(
    apiProblem ? undefined : await entry.sharePictureSource(),
    dist,
  )
  const drawnWithChakra = islandsDrawnWithChakra()
  const readingSettings = [...islandsReadingSettings()]
  if (readingSettings.length > 0) {
    throw new Error(
      `These islands read the owner's settings in the browser, where an island has none: ${readingSettings.map(([name, via]) => `${name} (via ${via})`).join('; ')}. Read the setting in the page and hand the island what it needs as a prop (docs/public-site.md).`,
    )
  }
  const pages = [
    ...[...entry.PRERENDERED_PATHS, ...contentPaths].map((path) => ({
      path,
      file: fileFor(path),
      notFound: false,
    })),
    { path: NOT_FOUND_SAMPLE_PATH, file: join(dist, NOT_FOUND_FILE), notFound: true },
    // An album or activity this build has no page for (unknown, or added since) is answered with
    // its screen's own "no encontrado", final in the HTML: nothing loads, nothing moves.
    ...hostRoutes.contentPrefixes.map((prefix) => ({
      path: `${prefix}/${UNKNOWN_ITEM_ID}`,
      file: join(dist, contentFallbackFile(prefix)),
      notFound: false,
    })),
  ]
  for (const { path, file, notFound } of pages) {
    const page = await entry.render(path, {
      bake: !apiProblem,
      islandsDrawnWithChakra: drawnWithChakra,
      notFound,
      sharePicturePath,
    })
    // A page drawn with the admin's Chakra (the sign-in) carries its own rules in its head
    // (Emotion's). Chakra marks each part with a `chakra-*` class that only names it.
    const ownRules = [...page.styles.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(
      ([, css]) => css,
    )
    const unstyled =
      ownRules.length > 0
        ? classesWithoutRules(
            page.html,
            new Set([...styledClasses, ...classesInStylesheet(ownRules.join('\n'))]),
          ).filter((name) => !name.startsWith('chakra-'))
        : classesWithoutRules(page.html, styledClasses)
    if (unstyled.length > 0) {
      throw new Error(
        `${path} draws classes no rule of the stylesheet defines: ${unstyled.join(', ')}. Panda writes rules only for styles written out in the source: give a value chosen at run time through a CSS variable in \`style\`, or list a recipe look chosen at run time in panda.config.ts's staticCss.`,
      )
    }
    const html = page.islandsOnly
      ? withIslandsEntry(fillTemplate(islandsPage, page), islandsEntry)
      : page.appWhenNeeded
        ? withAppWhenNeeded(fillTemplate(appPage, page), path)
        : fillTemplate(appPage, page)
    await writePage(file, notFound ? withPolicyMeta(html, { supabaseUrl, albumPlayerHosts }) : html)
  }

  // A build that could not read the lists keeps the pages a rebuild made before (it knows no
  // better); one that could removes those of albums and activities that are gone.
  const removed = apiProblem ? [] : await stalePages(dist, hostRoutes, contentPaths)
  for (const path of removed) {
    await rm(join(dist, path.slice(1)), { recursive: true, force: true })
  }

  const ownRedirects = existsSync(PUBLIC_REDIRECTS) ? await readFile(PUBLIC_REDIRECTS, 'utf8') : ''
  await replaceFile(
    join(dist, REDIRECTS_FILE),
    `${ownRedirects}${ownRedirects && !ownRedirects.endsWith('\n') ? '\n' : ''}${redirectsLines(hostRoutes).join('\n')}\n`,
  )

  await replaceFile(
    join(dist, '_headers'),
    headersFile(
      hostHeaderRules(
        { supabaseUrl, albumPlayerHosts, inlineScriptHashes: [...scriptHashes] },
        hostRoutes,
      ),
    ),
  )

  const urls = [
    ...entry.PUBLIC_PAGES.filter((page) => page.indexable !== false).map((page) => page.path),
    ...contentPaths,
  ].map((path) => `  <url><loc>${siteUrl}${path}</loc></url>`)
  await replaceFile(
    join(dist, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
  )
  // A build without the API keeps the feed a rebuild wrote before, as it keeps the pages.
  if (!apiProblem) {
    await replaceFile(
      join(dist, ACTIVITIES_FEED_PATH.slice(1)),
      await entry.visibleActivitiesFeed(),
    )
  }
  await replaceFile(
    join(dist, 'robots.txt'),
    `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /auth\n\nSitemap: ${siteUrl}/sitemap.xml\n`,
  )
  if (process.env[KEEP_PRERENDERER_ENV] !== '1')
    await rm(serverBuild, { recursive: true, force: true })
  console.log(
    `Prerendered ${entry.PRERENDERED_PATHS.length + contentPaths.length} pages into ${shownPath(dist)} in ${Date.now() - started} ms${removed.length > 0 ? `; removed ${removed.join(', ')}` : ''}.`,
  )
}

await main()
