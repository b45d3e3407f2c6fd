/**
 * `npm run build` for a given stack: the SPA reads the project URL and the anon key at build
 * time, and every `.local/` data directory (and every test stack) has its own signing keys, so a
 * build made for one stack cannot talk to another. Preview, end-to-end tests and benchmarks build
 * for the stack they start.
 */
import { spawn } from 'node:child_process'
import { KEEP_PRERENDERER_ENV, SITE_BUILD_DIR_ENV } from '../scripts/build-output.ts'
import { projectRoot } from './session.ts'
import { copyBundles, STAND_INS } from './shared-bundles.ts'

export type SiteBuildOptions = {
  supabaseUrl: string
  anonKey: string
  /** Where the site will be served: canonical links, Open Graph, sitemap.xml, robots.txt. */
  siteUrl: string
  /** Build into this directory instead of web/dist. */
  outDir?: string
  /** Print the build's output only if it fails. */
  quiet?: boolean
  /** Keep the prerenderer, so that `prerenderAgain` can run it. */
  keepPrerenderer?: boolean
  /** Build another checkout of the project (the bench's BENCH_BESIDE) instead of this one. */
  checkout?: string
}

function buildEnv(options: SiteBuildOptions): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // Vitest sets NODE_ENV=test, and Vite would pass it on to React: a development build, with
    // StrictMode's doubled effects, instead of what visitors get.
    NODE_ENV: 'production',
    VITE_SUPABASE_URL: options.supabaseUrl,
    VITE_SUPABASE_ANON_KEY: options.anonKey,
    VITE_SITE_URL: options.siteUrl,
  }
  if (options.outDir) env[SITE_BUILD_DIR_ENV] = options.outDir
  else delete env[SITE_BUILD_DIR_ENV]
  if (options.keepPrerenderer) env[KEEP_PRERENDERER_ENV] = '1'
  return env
}

/**
 * `npm run build` for the options' stack. A build into `outDir` (tests, benchmarks) copies the
 * run's shared Vite bundles with its addresses written in (local/shared-bundles.ts) and
 * prerenders them: the same site at the cost of the prerender alone.
 */
export async function buildSite(options: SiteBuildOptions): Promise<void> {
  // Another checkout's bundles are its own: the shared ones are this checkout's.
  if (!options.outDir || options.checkout) return run(['run', '--silent', 'build'], options)
  await copyBundles(options.outDir, options, (siteDir) =>
    run(['run', '--silent', 'build:bundles'], {
      ...STAND_INS,
      outDir: siteDir,
      quiet: options.quiet,
    }),
  )
  await prerender(options)
}

/**
 * Only the build's last step, for a build made with `keepPrerenderer`: every page rendered
 * again, its lists read afresh from the API.
 */
export function prerenderAgain(options: SiteBuildOptions): Promise<void> {
  return prerender({ ...options, keepPrerenderer: true })
}

/**
 * The prerender run by this Node itself, which strips the scripts' types, rather than by
 * `npm exec tsx`: the npm process and tsx's loader hooks, which every module of the server bundle
 * passed through, took 4.6-4.9 s of a core per prerender, Node alone 3.0-3.3 s (the same 38 pages;
 * content-rebuild.test prerenders six times). A script it imports must use only erasable syntax
 * (no enum, namespace or parameter property), or Node refuses it naming the file.
 */
function prerender(options: SiteBuildOptions): Promise<void> {
  return run(['scripts/prerender.ts'], options, process.execPath)
}

function run(
  commandArguments: string[],
  options: SiteBuildOptions,
  command = 'npm',
): Promise<void> {
  const child = spawn(command, commandArguments, {
    cwd: options.checkout ?? projectRoot,
    env: buildEnv(options),
    stdio: options.quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  })
  let output = ''
  child.stdout?.on('data', (chunk) => {
    output += chunk
  })
  child.stderr?.on('data', (chunk) => {
    output += chunk
  })
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', (code, signal) => {
      if (code === 0) resolve()
      else {
        reject(
          new Error(
            `${command} ${commandArguments.join(' ')} failed (${signal ?? `exit ${code}`})\n${output}`,
          ),
        )
      }
    })
  })
}
