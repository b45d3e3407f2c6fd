/**
 * The Vite half of a temp-directory build (the client, the islands and the prerenderer's server
 * bundle), made once per run for stand-in addresses and copied for each stack with its own
 * written in. Two stacks' builds differ only in the three strings the build bakes (the project
 * URL, the anon key, the site's URL), and the three Vite builds are most of a build's time:
 * npm test's two whole-site files and the e2e run's two stacks each made them. The prerender,
 * which reads the stack's lists, still runs for each copy (local/site-build.ts).
 *
 * One process shares its bundles on its own; the processes of one run (Vitest's workers) share
 * them through the directory their parent names in SITE_BUNDLES_DIR (`shareBundles`), where the
 * first to ask builds while the others wait.
 */
import { rmSync } from 'node:fs'
import { cp, mkdir, mkdtemp, readdir, readFile, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { extname, join } from 'node:path'
import { setTimeout as pause } from 'node:timers/promises'
import { buildOutput, SITE_BUILD_DIR_ENV } from '../scripts/build-output.ts'

export const SITE_BUNDLES_ENV = 'SITE_BUNDLES_DIR'

export type BakedAddresses = { supabaseUrl: string; anonKey: string; siteUrl: string }

/** What the shared bundles are built with: each holds `stand-in-`, which no real address does. */
export const STAND_INS: BakedAddresses = {
  supabaseUrl: 'http://stand-in-project.invalid:9',
  anonKey: 'stand-in-anon-key-of-the-shared-bundles',
  siteUrl: 'https://stand-in-site.invalid',
}
const STAND_IN_MARK = 'stand-in-'

/** The files a build writes as text, where the addresses can be (pictures and fonts are not). */
const TEXT_FILES = new Set(['.js', '.mjs', '.css', '.html', '.json', '.txt', '.xml', '.map'])

/** Each stand-in in the text files under `dir` replaced by the stack's own; none may be left. */
export async function writeAddresses(dir: string, addresses: BakedAddresses) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  const keys = Object.keys(STAND_INS) as (keyof BakedAddresses)[]
  for (const entry of entries) {
    if (!entry.isFile() || !TEXT_FILES.has(extname(entry.name))) continue
    const file = join(entry.parentPath, entry.name)
    const text = await readFile(file, 'utf8')
    const written = keys.reduce((out, key) => out.replaceAll(STAND_INS[key], addresses[key]), text)
    if (written.includes(STAND_IN_MARK)) {
      throw new Error(
        `${file} still holds a stand-in address once the stack's are written in: the build made ` +
          `another form of it (a host, an origin); replace that form in local/shared-bundles.ts.`,
      )
    }
    if (written !== text) await writeFile(file, written)
  }
}

/**
 * A directory for the bundles of one run, named in SITE_BUNDLES_DIR for this process and the
 * ones it starts after (Vitest's global setup); the function returned removes it.
 */
export async function shareBundles(): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'site-bundles-'))
  process.env[SITE_BUNDLES_ENV] = dir
  return async () => {
    delete process.env[SITE_BUNDLES_ENV]
    removeBundles(dir)
  }
}

/** Synchronous, so that a process can remove its own bundles as it exits. */
function removeBundles(dir: string) {
  const { server } = buildOutput({ [SITE_BUILD_DIR_ENV]: join(dir, 'site') })
  rmSync(server, { recursive: true, force: true })
  rmSync(dir, { recursive: true, force: true })
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  )

/** This process's own bundles, when no parent shares a directory: removed when it exits. */
let ownDir: string | undefined
const building = new Map<string, Promise<void>>()

/**
 * The shared bundles, built by `buildBundles(siteDir)` into the run's directory by whichever
 * process asks first; the others wait for its `ready` (or its `failed`, with the reason).
 */
async function bundlesIn(dir: string, buildBundles: (siteDir: string) => Promise<void>) {
  const ready = join(dir, 'ready')
  const failed = join(dir, 'failed')
  try {
    await mkdir(join(dir, 'building'))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    for (;;) {
      if (await exists(ready)) return
      if (await exists(failed)) {
        throw new Error(`The shared bundles failed to build: ${await readFile(failed, 'utf8')}`)
      }
      await pause(200)
    }
  }
  try {
    await buildBundles(join(dir, 'site'))
    await writeFile(ready, '')
  } catch (error) {
    await writeFile(failed, String((error as Error).message))
    throw error
  }
}

/**
 * Copies the shared bundles (built first if no one has) to `outDir` and its server bundle's
 * place, with `addresses` written in: what `vite build` for those addresses would have made.
 */
export async function copyBundles(
  outDir: string,
  addresses: BakedAddresses,
  buildBundles: (siteDir: string) => Promise<void>,
) {
  let dir = process.env[SITE_BUNDLES_ENV]
  if (!dir) {
    if (!ownDir) {
      const made = await mkdtemp(join(tmpdir(), 'site-bundles-'))
      ownDir = made
      process.once('exit', () => removeBundles(made))
    }
    dir = ownDir
  }
  let bundles = building.get(dir)
  if (!bundles) {
    bundles = bundlesIn(dir, buildBundles)
    building.set(dir, bundles)
  }
  await bundles
  const shared = join(dir, 'site')
  const from = buildOutput({ [SITE_BUILD_DIR_ENV]: shared })
  const to = buildOutput({ [SITE_BUILD_DIR_ENV]: outDir })
  await cp(shared, to.site, { recursive: true })
  await cp(from.server, to.server, { recursive: true })
  await writeAddresses(to.site, addresses)
  await writeAddresses(to.server, addresses)
}
