/**
 * The whole site as a visitor meets it, for end-to-end tests and benchmarks: a test stack on free
 * ports (local/testing.ts), a production build made for that stack in a temp directory, served
 * by the static host stand-in (local/static-site.ts) on a free port. Never touches web/dist,
 * `.local/` or the standard ports.
 *
 *   const site = await startSiteUnderTest()
 *   // site.url, site.buildDir, site.stack.sql ...
 *   await site.stop()
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildSite } from './site-build.ts'
import { type StaticSite, serveSite } from './static-site.ts'
import { startTestStack, type TestStack } from './testing.ts'

export type SiteUnderTest = {
  /** The site's origin, e.g. http://127.0.0.1:41234 */
  url: string
  /** The production build being served. */
  buildDir: string
  stack: TestStack
  stop(): Promise<void>
}

export async function startSiteUnderTest(): Promise<SiteUnderTest> {
  const buildDir = await mkdtemp(join(tmpdir(), 'site-build-'))
  let stack: TestStack | undefined
  let site: StaticSite | undefined
  const stop = async () => {
    await site?.close()
    await stack?.stop()
    await rm(buildDir, { recursive: true, force: true })
  }
  try {
    stack = await startTestStack()
    // Listening first gives the build the site's real address for canonical links and the sitemap.
    site = await serveSite({ root: buildDir, port: 0, functionsUrl: stack.functionsUrl })
    // Auth's recovery links may come back to this site, as config.toml allows the dev origins.
    stack.stack.allowAuthRedirect(`${site.url}/**`)
    await buildSite({
      supabaseUrl: stack.apiUrl,
      anonKey: stack.anonKey,
      siteUrl: site.url,
      outDir: buildDir,
      quiet: true,
    })
  } catch (error) {
    await stop()
    throw error
  }
  return { url: site.url, buildDir, stack, stop }
}
