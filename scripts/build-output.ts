/**
 * Where `npm run build` writes: web/dist for the site, web/.prerender for the server bundle the
 * prerenderer runs once. SITE_BUILD_DIR builds the site somewhere else (tests and benchmarks build
 * into temp directories so they never overwrite a web/dist someone is serving); its server bundle
 * then goes under node_modules/.cache, because it imports packages from node_modules and must
 * stay below the project to find them. `meta` holds Vite's manifests, moved out of the site by the
 * prerenderer so that they never deploy.
 */
import { createHash } from 'node:crypto'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const SITE_BUILD_DIR_ENV = 'SITE_BUILD_DIR'

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..')

export function buildOutput(env: Record<string, string | undefined> = process.env) {
  const requested = env[SITE_BUILD_DIR_ENV]
  if (!requested) {
    return {
      site: join(projectRoot, 'web', 'dist'),
      server: join(projectRoot, 'web', '.prerender'),
      meta: join(projectRoot, 'web', '.build-meta'),
    }
  }
  const site = resolve(requested)
  const tag = createHash('sha256').update(site).digest('hex').slice(0, 16)
  return {
    site,
    server: join(projectRoot, 'node_modules', '.cache', 'prerender', tag),
    meta: join(projectRoot, 'node_modules', '.cache', 'build-meta', tag),
  }
}

/** Set to `1`, the prerenderer keeps its server bundle, so the pages can be prerendered again. */
export const KEEP_PRERENDERER_ENV = 'KEEP_PRERENDERER'
