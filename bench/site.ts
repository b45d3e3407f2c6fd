/**
 * The public site as a phone gets it: a production build made for a test stack and served like
 * the static host (local/site-under-test.ts, shared with the end-to-end tests).
 *
 * 1. Bytes: the gzip size of the JS and CSS a visitor downloads before home first renders (the
 *    entry script, its modulepreloads and, when home is the app, the home route chunk that
 *    main.tsx requests at once; an islands-only home names none: its inline starter adds the
 *    islands entry once the largest paint is on screen),
 *    each lazy chunk, and proof that nothing a public route can load holds admin code,
 *    supabase-js, react-hook-form, valibot, framer-motion or a runtime styling engine.
 * 2. Lighthouse 12 (mobile, simulated throttling), median of 3 runs per page, next to the same
 *    prerendered pages with every script removed (the page's limit: the best its HTML can do),
 *    with the number of list entries the page's HTML holds without scripts. The pages: home, the
 *    list and text pages of issue 16, and the first album's page.
 *
 * Budgets (issue 16): at most 30 kB gzip of scripts (and stylesheet files) before home first
 * paints; performance 100; accessibility, best practices and SEO 100; TBT <= 50 ms;
 * CLS <= 0.01; LCP at most 1.15 times the limit.
 */
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/chromium.ts'
import { localCertificate, trustLocalCertificate } from '../local/local-certificate.ts'
import { type SiteUnderTest, startSiteUnderTest } from '../local/site-under-test.ts'
import { serveSite } from '../local/static-site.ts'
import { buildOutput, SITE_BUILD_DIR_ENV } from '../scripts/build-output.ts'
import { ISLANDS_MANIFEST } from '../scripts/island-chunks.ts'
import { islandChunkKey, islandModules } from '../scripts/island-modules.ts'
import { declaredScreens } from '../scripts/page-declarations.ts'
import { benchLayoutShift } from './layout-shift.ts'

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..')

const BUDGET_FIRST_LOAD_KB = 30
const ISLANDS_ENTRY = 'src/islands.tsx'
// BENCH_PAGES=/,/libros and BENCH_RUNS=1 narrow a run while working on one page.
const LIGHTHOUSE_PAGES = process.env.BENCH_PAGES?.split(',') ?? [
  '/',
  '/actividades',
  '/libros',
  '/terapias',
  '/recursos',
]
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_RUNS) || 3
const BUDGET_PERFORMANCE = 100
const BUDGET_TBT_MS = 50
const BUDGET_CLS = 0.01
const BUDGET_LCP_RATIO = 1.15
/** The route modules a visitor never needs: the admin area and its login screen. */
const ADMIN_SOURCE = 'src/admin/'

type ManifestEntry = {
  file: string
  name?: string
  src?: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}
type Manifest = Record<string, ManifestEntry>

/** kB as Vite prints them: 1000 bytes. */
export function kilobytes(bytes: number) {
  return `${(bytes / 1000).toFixed(1)} kB`
}

export function verdict(pass: boolean, text: string) {
  console.log(`${pass ? 'PASS' : 'FAIL'} ${text}`)
  return pass
}

export async function gzipSize(buildDir: string, file: string) {
  return gzipSync(await readFile(join(buildDir, file)), { level: 9 }).length
}

/** Files named by the entry HTML: the module script, its modulepreloads and stylesheets. */
function filesInHtml(html: string) {
  const files = new Set<string>()
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? []
  for (const tag of tags) {
    const isModule = /^<script\b/.test(tag) && /\btype="module"/.test(tag)
    const isPreload = /\brel="(modulepreload|stylesheet)"/.test(tag)
    const address = /\b(?:src|href)="\/([^"]+\.(?:js|css))"/.exec(tag)?.[1]
    if (address && (isModule || isPreload)) files.add(address)
  }
  return files
}

/** A chunk and every chunk it imports statically, with their stylesheets. */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()) {
  const entry = manifest[key]
  if (!entry || into.has(entry.file)) return into
  into.add(entry.file)
  for (const css of entry.css ?? []) into.add(css)
  for (const imported of entry.imports ?? []) staticClosure(manifest, imported, into)
  return into
}

/**
 * The chunks an islands-only home loads as its islands start: what the islands entry asks for
 * (React's renderer, the registry, the query client) and every island its HTML names.
 */
function homeIslandFiles(manifest: Manifest, html: string, alreadyLoaded: Set<string>) {
  const files = new Set<string>()
  for (const key of manifest[ISLANDS_ENTRY]?.dynamicImports ?? [])
    staticClosure(manifest, key, files)
  const modules = islandModules()
  for (const [, name] of html.matchAll(/ data-island="([^"]+)"/g)) {
    const key = islandChunkKey(name, manifest, modules)
    if (key) staticClosure(manifest, key, files)
  }
  for (const file of alreadyLoaded) files.delete(file)
  return files
}

/**
 * Everything a public page can ever load: from the entry, through static and dynamic imports,
 * never entering an admin module (those load only on admin routes).
 */
function publicReach(manifest: Manifest, reached = new Set<string>()) {
  const visit = (key: string) => {
    const entry = manifest[key]
    if (!entry || reached.has(entry.file) || entry.src?.startsWith(ADMIN_SOURCE)) return
    reached.add(entry.file)
    for (const css of entry.css ?? []) reached.add(css)
    for (const next of [...(entry.imports ?? []), ...(entry.dynamicImports ?? [])]) visit(next)
  }
  for (const [key, entry] of Object.entries(manifest)) if (entry.isEntry) visit(key)
  return reached
}

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => [])
  return entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
}

/**
 * Sentences only the admin area says: string literals of its source that no other source file
 * holds. Found in a public chunk, they mean admin code came along.
 */
async function adminMarkers() {
  const literal = /(['"`])((?:(?!\1)[^\\\n]){16,})\1/g
  const adminFiles = await sourceFiles(join(projectRoot, 'web', 'src', 'admin'))
  const otherFiles = [
    ...(await sourceFiles(join(projectRoot, 'web', 'src'))).filter(
      (file) => !file.includes(`${join('web', 'src', 'admin')}/`),
    ),
    ...(await sourceFiles(join(projectRoot, 'edge-functions', '_shared'))),
  ]
  const otherText = (await Promise.all(otherFiles.map((file) => readFile(file, 'utf8')))).join('\n')
  // The admin screens' page declarations (title, description) are the site's route table, which
  // every page holds by design: they are not admin code.
  const declared = new Set(
    declaredScreens()
      .filter(({ file }) => file.startsWith('web/src/admin/'))
      .flatMap(({ page }) => [page.title, page.description]),
  )
  const markers = new Set<string>()
  for (const file of adminFiles) {
    for (const [, , text] of (await readFile(file, 'utf8')).matchAll(literal)) {
      if (
        /\s/.test(text) &&
        !text.includes('${') &&
        !otherText.includes(text) &&
        ![...declared].some((sentence) => sentence.includes(text))
      ) {
        markers.add(text)
      }
    }
  }
  return [...markers]
}

type MarkerGroup = { name: string; patterns: (string | RegExp)[] }

const LIBRARY_MARKERS: MarkerGroup[] = [
  { name: 'supabase-js', patterns: ['GoTrueClient', 'supabase.auth.token', 'X-Client-Info'] },
  // Option names survive minification as property keys.
  { name: 'react-hook-form', patterns: ['shouldUnregister', 'reValidateMode', 'criteriaMode'] },
  // Standard Schema's vendor tag, whichever quotes the minifier picks.
  { name: 'valibot', patterns: [/vendor:\s*[`'"]valibot[`'"]/] },
  // Motion props framer-motion reads, kept as property keys.
  { name: 'framer-motion', patterns: ['dragSnapToOrigin', 'layoutScroll', 'whileDrag'] },
  // A runtime styling engine: Emotion's style tags and Chakra's system (the admin's alone).
  {
    name: 'a runtime styling engine (Chakra, Emotion)',
    patterns: ['data-emotion', '__EMOTION_TYPE_PLEASE_DO_NOT_USE__', 'cssVarsPrefix'],
  },
]

function holds(text: string, pattern: string | RegExp) {
  return typeof pattern === 'string' ? text.includes(pattern) : pattern.test(text)
}

export async function benchBundles(buildDir: string) {
  // Vite's manifests, which the prerenderer moved out of the site (they never deploy).
  const { meta } = buildOutput({ [SITE_BUILD_DIR_ENV]: buildDir })
  const readManifest = async (path: string) =>
    JSON.parse(await readFile(join(meta, path), 'utf8')) as Manifest
  // The app's build and the islands' own (vite.config.ts).
  const manifest = await readManifest(join('.vite', 'manifest.json'))
  const islandsManifest = await readManifest(ISLANDS_MANIFEST)
  const homeHtml = await readFile(join(buildDir, 'index.html'), 'utf8')
  const fromHtml = filesInHtml(homeHtml)
  const islandsEntry = islandsManifest[ISLANDS_ENTRY]?.file
  // An islands-only page names its entry only in the inline script that adds it after the paint.
  const homeIsIslandsOnly = islandsEntry !== undefined && homeHtml.includes(`"/${islandsEntry}"`)
  const firstLoad = new Set(fromHtml)
  for (const built of [manifest, islandsManifest]) {
    for (const [key, entry] of Object.entries(built)) {
      if (fromHtml.has(entry.file)) staticClosure(built, key, firstLoad)
    }
  }
  if (!homeIsIslandsOnly) {
    const homeKey = Object.keys(manifest).find((key) => key.endsWith('src/app/routes/home.tsx'))
    if (!homeKey) throw new Error('The build manifest has no src/app/routes/home.tsx')
    staticClosure(manifest, homeKey, firstLoad)
  }

  console.log('## JS and CSS before home first renders (gzip -9)\n')
  let firstLoadBytes = 0
  const firstRows: [string, number][] = []
  for (const file of firstLoad) {
    const size = await gzipSize(buildDir, file)
    firstLoadBytes += size
    firstRows.push([file, size])
  }
  // Scripts written into the page (the islands' starter) count too.
  for (const [, code] of homeHtml.matchAll(/<script>([\s\S]*?)<\/script>/g)) {
    const size = gzipSync(code, { level: 9 }).length
    firstLoadBytes += size
    firstRows.push(['(inline script)', size])
  }
  firstRows.sort((a, b) => b[1] - a[1])
  for (const [file, size] of firstRows) {
    const via =
      fromHtml.has(file) || file === '(inline script)'
        ? 'index.html'
        : homeIsIslandsOnly
          ? 'import'
          : 'home route'
    console.log(`  ${kilobytes(size).padStart(9)}  ${via.padEnd(10)}  ${file}`)
  }
  const htmlBytes = firstRows
    .filter(([file]) => fromHtml.has(file) || file === '(inline script)')
    .reduce((sum, [, size]) => sum + size, 0)
  console.log(
    `  ${kilobytes(firstLoadBytes).padStart(9)}  total: ${kilobytes(htmlBytes)} named by or written in index.html, ${kilobytes(firstLoadBytes - htmlBytes)} ${homeIsIslandsOnly ? 'their imports' : 'the home route chunk and its imports'}\n`,
  )
  if (homeIsIslandsOnly) {
    const islandFiles = homeIslandFiles(islandsManifest, homeHtml, firstLoad)
    staticClosure(islandsManifest, ISLANDS_ENTRY, islandFiles)
    let islandBytes = 0
    for (const file of islandFiles) islandBytes += await gzipSize(buildDir, file)
    console.log(
      `  home is islands only: then, once its first picture is on screen, its islands entry and islands load ${kilobytes(islandBytes)} in ${islandFiles.size} files (each island as it comes near)\n`,
    )
  }

  const reach = publicReach(islandsManifest, publicReach(manifest))
  const assets = (await readdir(join(buildDir, 'assets'))).filter((name) =>
    /\.(js|css)$/.test(name),
  )
  const lazyRows: [string, number, string][] = []
  for (const name of assets) {
    const file = `assets/${name}`
    if (firstLoad.has(file)) continue
    lazyRows.push([file, await gzipSize(buildDir, file), reach.has(file) ? 'public' : 'admin'])
  }
  lazyRows.sort((a, b) => b[1] - a[1])
  console.log(`## Lazy chunks (gzip -9): ${lazyRows.length}\n`)
  for (const [file, size, audience] of lazyRows) {
    console.log(`  ${kilobytes(size).padStart(9)}  ${audience.padEnd(6)}  ${file}`)
  }
  const publicLazy = lazyRows.filter(([, , audience]) => audience === 'public')
  const publicLazyBytes = publicLazy.reduce((sum, [, size]) => sum + size, 0)
  console.log(
    `\n  public lazy chunks: ${publicLazy.length}, ${kilobytes(publicLazyBytes)} in all (loaded as pages, islands and the drawer need them)`,
  )

  const adminLazy = lazyRows.filter(([, , audience]) => audience === 'admin')
  const adminLazyBytes = adminLazy.reduce((sum, [, size]) => sum + size, 0)
  console.log(
    `  admin chunks: ${adminLazy.length}, ${kilobytes(adminLazyBytes)} in all (never on a public route)`,
  )
  const adminRoutes = Object.keys(manifest).filter((key) => key.includes(`${ADMIN_SOURCE}routes/`))
  for (const key of adminRoutes.sort()) {
    const screen = [...staticClosure(manifest, key)].filter((file) => !fromHtml.has(file))
    let bytes = 0
    for (const file of screen) bytes += await gzipSize(buildDir, file)
    const route = key.replace(/^.*\/routes\//, '').replace(/\.tsx$/, '')
    console.log(
      `  ${kilobytes(bytes).padStart(9)}  the ${route} screen on top of the entry (${screen.length} files)`,
    )
  }
  console.log('')

  const contents = new Map<string, string>()
  for (const name of assets) {
    contents.set(`assets/${name}`, await readFile(join(buildDir, 'assets', name), 'utf8'))
  }
  let passed = verdict(
    firstLoadBytes <= BUDGET_FIRST_LOAD_KB * 1000,
    `JS and CSS before home renders: ${kilobytes(firstLoadBytes)} gzip (budget <= ${BUDGET_FIRST_LOAD_KB} kB)`,
  )
  const groups: MarkerGroup[] = [
    ...LIBRARY_MARKERS,
    { name: 'admin code', patterns: await adminMarkers() },
  ]
  for (const group of groups) {
    // A marker that appears nowhere in the build proves nothing: keep the ones the admin area has.
    const live = group.patterns.filter((pattern) =>
      [...contents.values()].some((text) => holds(text, pattern)),
    )
    if (live.length === 0) {
      console.log(`SKIP public routes never load ${group.name}: not in this build at all`)
      continue
    }
    const leaks = [...contents]
      .filter(([file]) => reach.has(file))
      .flatMap(([file, text]) =>
        live.filter((pattern) => holds(text, pattern)).map((pattern) => `${file} (${pattern})`),
      )
    passed =
      verdict(
        leaks.length === 0,
        `public routes never load ${group.name} (${live.length} markers, ${reach.size} reachable files)${leaks.length ? `: ${leaks.slice(0, 5).join(', ')}` : ''}`,
      ) && passed
  }
  return passed
}

/** Where the element opened at `start` closes, counting nested `tag`s. */
function closingOf(html: string, start: number, tag: string): number {
  let depth = 0
  for (const match of html.slice(start).matchAll(new RegExp(`<(/?)${tag}\\b`, 'g'))) {
    depth += match[1] ? -1 : 1
    if (depth === 0) return start + (match.index ?? 0)
  }
  return html.length
}

/**
 * The list entries a page's HTML holds without scripts: the outermost `<li>`s of every island
 * the build drew with its list (named in the page's `#baked-lists`, so read from the page as
 * built, not from its script-free copy).
 */
export function listItemsInHtml(html: string): number {
  const baked = /<script type="application\/json" id="baked-lists">([^<]*)<\/script>/.exec(html)
  if (!baked) return 0
  const { islands } = JSON.parse(baked[1]) as { islands: string[] }
  let items = 0
  for (const name of new Set(islands)) {
    for (const spot of html.matchAll(
      new RegExp(`<span data-island="${name}" data-island-hydrated`, 'g'),
    )) {
      const start = spot.index ?? 0
      const inside = html.slice(start, closingOf(html, start, 'span'))
      let depth = 0
      for (const tag of inside.matchAll(/<(\/?)li\b/g)) {
        if (!tag[1] && depth === 0) items++
        depth += tag[1] ? -1 : 1
      }
    }
  }
  return items
}

/** A copy of the build whose HTML has no <script> and no modulepreload: the page as prerendered. */
async function scriptFreeCopy(buildDir: string) {
  const copy = await mkdtemp(join(tmpdir(), 'site-no-script-'))
  await cp(buildDir, copy, { recursive: true })
  const files = await readdir(copy, { recursive: true, withFileTypes: true })
  for (const entry of files) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue
    const file = join(entry.parentPath, entry.name)
    const html = await readFile(file, 'utf8')
    await writeFile(
      file,
      html
        .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
        .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/g, ''),
    )
  }
  return copy
}

type Table = { type: string; items?: Record<string, unknown>[] }
type Audit = {
  id: string
  title: string
  score: number | null
  numericValue?: number
  details?: Table & { items?: (Record<string, unknown> & Partial<Table>)[] }
}
type Category = { score: number | null; auditRefs: { id: string; weight: number }[] }
type Report = {
  categories: Record<string, Category>
  audits: Record<string, Audit>
  environment?: { benchmarkIndex?: number }
}

export type Run = {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcp: number
  tbt: number
  cls: number
  report: Report
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

export type RunOptions = {
  /**
   * Runs in the fresh browser before Lighthouse does (given its debugging port), e.g. to put a
   * stored session in place; Lighthouse then keeps the origin's storage instead of clearing it.
   */
  prepare?: (port: number) => Promise<void>
}

export async function lighthouseRun(url: string, { prepare }: RunOptions = {}): Promise<Run> {
  process.env.CHROME_PATH = CHROMIUM_PATH
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_FLAGS] })
  try {
    await prepare?.(chrome.port)
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      disableStorageReset: prepare !== undefined,
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const report = result.lhr as unknown as Report
    const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100)
    const value = (id: string) => report.audits[id]?.numericValue ?? Number.NaN
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      report,
    }
  } finally {
    await chrome.kill()
  }
}

export function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

type Medians = Omit<Run, 'report'> & { runs: Run[] }

/** Every Lighthouse report, for a closer look (git-ignored). */
export const REPORTS_DIR = join(projectRoot, 'bench-results', 'lighthouse')

async function measure(origin: string, path: string, label: string): Promise<Medians> {
  const runs: Run[] = []
  for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
    const result = await lighthouseRun(origin + path)
    runs.push(result)
    const name = `${label}${path === '/' ? '-home' : path.replace(/\//g, '-')}-${run + 1}.json`
    await writeFile(join(REPORTS_DIR, name), JSON.stringify(result.report))
  }
  const of = (key: keyof Omit<Run, 'report'>) => median(runs.map((run) => run[key]))
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    lcp: of('lcp'),
    tbt: of('tbt'),
    cls: of('cls'),
    runs,
  }
}

/** Where the median run's time went: LCP phases, main-thread work, the costliest scripts. */
function diagnostics(run: Run, origin: string) {
  const audits = run.report.audits
  const lines: string[] = []
  const lcpTables = audits['largest-contentful-paint-element']?.details?.items
  const element = lcpTables?.[0]?.items?.[0]?.node as { snippet?: string } | undefined
  const phaseTable = lcpTables?.find((item, index) => index > 0 && item.type === 'table') as
    | { items?: { phase?: string; timing?: number }[] }
    | undefined
  const phases = phaseTable?.items?.map(
    (phase) => `${phase.phase} ${Number(phase.timing).toFixed(0)} ms`,
  )
  if (element?.snippet) lines.push(`LCP element: ${element.snippet.slice(0, 110)}`)
  if (phases?.length) lines.push(`LCP phases: ${phases.join(', ')}`)
  const work = audits['mainthread-work-breakdown']?.details?.items
    ?.slice(0, 4)
    .map((item) => `${item.groupLabel ?? item.group} ${Number(item.duration).toFixed(0)} ms`)
  if (work?.length) lines.push(`main thread (simulated phone): ${work.join(', ')}`)
  const scripts = audits['bootup-time']?.details?.items
    ?.slice(0, 3)
    .map(
      (item) => `${String(item.url).replace(origin, '')} ${Number(item.scripting).toFixed(0)} ms`,
    )
  if (scripts?.length) lines.push(`script evaluation: ${scripts.join(', ')}`)
  const unused = audits['unused-javascript']?.details?.items?.reduce(
    (sum, item) => sum + Number(item.wastedBytes ?? 0),
    0,
  )
  if (unused) lines.push(`unused JS at load: ${kilobytes(unused)} (transfer size)`)
  return lines
}

/** The audits that cost points in any run, with how often: what holds the scores back. */
function heldBackBy(runs: Run[]) {
  const seen = new Map<string, { title: string; categories: Set<string>; runs: number }>()
  for (const { report } of runs) {
    for (const [categoryId, category] of Object.entries(report.categories)) {
      for (const ref of category.auditRefs) {
        const audit = report.audits[ref.id]
        if (ref.weight === 0 || audit?.score === null || (audit?.score ?? 1) >= 1) continue
        const entry = seen.get(ref.id) ?? { title: audit.title, categories: new Set(), runs: 0 }
        entry.categories.add(categoryId)
        entry.runs++
        seen.set(ref.id, entry)
      }
    }
  }
  return [...seen].map(
    ([id, entry]) =>
      `${[...entry.categories].join('/')}: ${id} (${entry.title}) in ${entry.runs} runs`,
  )
}

/** The pages to measure: BENCH_PAGES (or the default ones), and the first featured album's. */
async function lighthousePages(site: SiteUnderTest): Promise<string[]> {
  if (LIGHTHOUSE_PAGES.some((path) => path.startsWith('/album/'))) return LIGHTHOUSE_PAGES
  const albums = (await (await fetch(`${site.url}/api/albums/featured`)).json()) as { id: number }[]
  return albums[0] ? [...LIGHTHOUSE_PAGES, `/album/${albums[0].id}`] : LIGHTHOUSE_PAGES
}

function htmlFileOf(buildDir: string, path: string) {
  return join(buildDir, path === '/' ? '' : path.slice(1), 'index.html')
}

async function benchLighthouse(site: SiteUnderTest) {
  const scriptFreeDir = await scriptFreeCopy(site.buildDir)
  // Over the same HTTP/2 and TLS as the site, so the limit differs from it only by the scripts.
  const scriptFree = await serveSite({
    root: scriptFreeDir,
    port: 0,
    tls: await localCertificate(),
  })
  let passed = true
  try {
    console.log(
      `## Lighthouse 12, mobile, simulated throttling: median of ${LIGHTHOUSE_RUNS} runs per page\n`,
    )
    const header = `  ${'page'.padEnd(14)} ${'perf'.padStart(4)} ${'a11y'.padStart(4)} ${'bp'.padStart(4)} ${'seo'.padStart(4)} ${'LCP ms'.padStart(7)} ${'limit'.padStart(7)} ${'ratio'.padStart(5)} ${'TBT ms'.padStart(7)} ${'CLS'.padStart(6)} ${'items'.padStart(5)}`
    const rows: string[] = []
    const verdicts: [boolean, string][] = []
    const notes: string[] = []
    await mkdir(REPORTS_DIR, { recursive: true })
    const benchmarkIndexes: number[] = []
    for (const path of await lighthousePages(site)) {
      const items = listItemsInHtml(await readFile(htmlFileOf(site.buildDir, path), 'utf8'))
      const live = await measure(site.url, path, 'site')
      const bare = await measure(scriptFree.url, path, 'no-script')
      for (const run of [...live.runs, ...bare.runs]) {
        benchmarkIndexes.push(run.report.environment?.benchmarkIndex ?? Number.NaN)
      }
      const ratio = live.lcp / bare.lcp
      rows.push(
        `  ${path.padEnd(14)} ${String(live.performance).padStart(4)} ${String(live.accessibility).padStart(4)} ${String(live.bestPractices).padStart(4)} ${String(live.seo).padStart(4)} ${live.lcp.toFixed(0).padStart(7)} ${bare.lcp.toFixed(0).padStart(7)} ${ratio.toFixed(2).padStart(5)} ${live.tbt.toFixed(0).padStart(7)} ${live.cls.toFixed(3).padStart(6)} ${String(items).padStart(5)}`,
      )
      verdicts.push(
        [
          live.performance >= BUDGET_PERFORMANCE,
          `${path} performance ${live.performance} (budget >= ${BUDGET_PERFORMANCE})`,
        ],
        [live.accessibility === 100, `${path} accessibility ${live.accessibility} (budget 100)`],
        [live.bestPractices === 100, `${path} best practices ${live.bestPractices} (budget 100)`],
        [live.seo === 100, `${path} SEO ${live.seo} (budget 100)`],
        [
          live.tbt <= BUDGET_TBT_MS,
          `${path} TBT ${live.tbt.toFixed(0)} ms (budget <= ${BUDGET_TBT_MS} ms)`,
        ],
        [live.cls <= BUDGET_CLS, `${path} CLS ${live.cls.toFixed(3)} (budget <= ${BUDGET_CLS})`],
        [
          ratio <= BUDGET_LCP_RATIO,
          `${path} LCP ${live.lcp.toFixed(0)} ms = ${ratio.toFixed(2)} x the script-free ${bare.lcp.toFixed(0)} ms (budget <= ${BUDGET_LCP_RATIO} x)`,
        ],
      )
      const medianRun =
        live.runs.find((run) => run.performance === live.performance) ?? live.runs[0]
      for (const line of diagnostics(medianRun, site.url)) notes.push(`  ${path} ${line}`)
      for (const line of heldBackBy(live.runs)) notes.push(`  ${path} ${line}`)
    }
    console.log(header)
    for (const row of rows) console.log(row)
    console.log(
      '\n  limit: the LCP of the same prerendered page with every <script> and modulepreload removed; items: the list entries its HTML holds without scripts',
    )
    // Simulated throttling scales this machine's CPU time by 4: a busy or slow host inflates TBT.
    console.log(
      `  Lighthouse benchmarkIndex of this machine: median ${median(benchmarkIndexes).toFixed(0)} (min ${Math.min(...benchmarkIndexes).toFixed(0)}), load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} CPUs; reports in ${relative(projectRoot, REPORTS_DIR)}/`,
    )
    if (notes.length > 0) {
      console.log(`\n## Where the time goes, what costs points\n\n${notes.join('\n')}`)
    }
    console.log('')
    for (const [pass, text] of verdicts) passed = verdict(pass, text) && passed
  } finally {
    await scriptFree.close()
    await rm(scriptFreeDir, { recursive: true, force: true })
  }
  return passed
}

/** The production build for a test stack that the site's and the admin's sections measure. */
export async function startBenchSite(): Promise<SiteUnderTest> {
  const started = Date.now()
  // Served as the hosts serve it, HTTP/2 over TLS; this process's own requests trust it too.
  await trustLocalCertificate()
  const site = await startSiteUnderTest({ tls: true })
  console.log(
    `production build for a test stack in ${((Date.now() - started) / 1000).toFixed(0)} s, served at ${site.url}\n`,
  )
  return site
}

export async function benchSite(site: SiteUnderTest): Promise<boolean> {
  const bundles = await benchBundles(site.buildDir)
  console.log('')
  const scores = await benchLighthouse(site)
  const shifts = await benchLayoutShift(site)
  return bundles && scores && shifts
}
