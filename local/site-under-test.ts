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
import { buildOutput, SITE_BUILD_DIR_ENV } from '../scripts/build-output.ts'
import { rebuildOnContentChange, takeSiteChanges } from './content-rebuild.ts'
import { localCertificate } from './local-certificate.ts'
import { buildSite, prerenderAgain, type SiteBuildOptions } from './site-build.ts'
import { type StaticSite, serveSite } from './static-site.ts'
import { startTestStack, type TestStack } from './testing.ts'

export type SiteUnderTest = {
  /** The site's origin, e.g. http://127.0.0.1:41234 (https with `tls`) */
  url: string
  /** The production build being served. */
  buildDir: string
  stack: TestStack
  /**
   * Prerenders the pages again after every content write from now on, until the function it
   * returns is called: for a measurement that times an edit on its way into the HTML. Writes
   * made before it are left out (their marks are taken), so only the edits that follow prerender.
   */
  rebuildOnEdit(): Promise<() => Promise<void>>
  stop(): Promise<void>
}

/**
 * `rebuildOnEdit`: prerender the pages again after every content write, as `npm run preview`
 * does, so the served HTML shows the owner's edits (the end-to-end tests); off for measurements,
 * which start it only around the edit they time (the site's `rebuildOnEdit()`).
 * `tls`: HTTP/2 over TLS with the local certificate (local/local-certificate.ts), as the hosts
 * serve it (the benchmarks); the end-to-end tests use HTTP/1.1.
 */
export async function startSiteUnderTest({
  rebuildOnEdit: rebuildFromTheStart = false,
  tls = false,
} = {}): Promise<SiteUnderTest> {
  const buildDir = await mkdtemp(join(tmpdir(), 'site-build-'))
  let stack: TestStack | undefined
  let site: StaticSite | undefined
  let build: SiteBuildOptions | undefined
  let rebuilding: (() => Promise<void>) | undefined
  const stopRebuilding = async () => {
    const stopping = rebuilding
    rebuilding = undefined
    await stopping?.()
  }
  const rebuildOnEdit = async () => {
    if (!stack || !build) throw new Error('The site is not built yet')
    const rebuild = build
    await takeSiteChanges(stack.stack.wire)
    rebuilding ??= await rebuildOnContentChange(stack.stack, () => prerenderAgain(rebuild))
    return stopRebuilding
  }
  const stop = async () => {
    await stopRebuilding()
    await site?.close()
    await stack?.stop()
    await rm(buildDir, { recursive: true, force: true })
    // The kept prerenderer's bundle lives under node_modules/.cache.
    const { server } = buildOutput({ [SITE_BUILD_DIR_ENV]: buildDir })
    await rm(server, { recursive: true, force: true })
  }
  try {
    stack = await startTestStack()
    // Listening first gives the build the site's real address for canonical links and the sitemap.
    site = await serveSite({
      root: buildDir,
      port: 0,
      functionsUrl: stack.functionsUrl,
      ...(tls ? { tls: await localCertificate() } : {}),
    })
    // Auth's recovery links may come back to this site, as config.toml allows the dev origins.
    stack.stack.allowAuthRedirect(`${site.url}/**`)
    build = {
      supabaseUrl: stack.apiUrl,
      anonKey: stack.anonKey,
      siteUrl: site.url,
      outDir: buildDir,
      quiet: true,
    }
    // The prerenderer is kept (a few files under node_modules/.cache) so that any site can
    // prerender again from the moment it is asked to.
    await buildSite({ ...build, keepPrerenderer: true })
    // The build covers the seed's marks: only a later change prerenders again.
    if (rebuildFromTheStart) await rebuildOnEdit()
  } catch (error) {
    await stop()
    throw error
  }
  return { url: site.url, buildDir, stack, rebuildOnEdit, stop }
}
