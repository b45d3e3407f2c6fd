/**
 * `npm run preview`: the production build as visitors get it. Starts the embedded stack from
 * `.local/` on the standard ports, builds the SPA for that stack (its URL and anon key are baked
 * in at build time, and the anon key is different for every `.local/` data directory), then
 * serves web/dist on https://127.0.0.1:4173 the way the static host does (local/static-site.ts:
 * HTTP/2 over TLS, with a certificate made on this machine, local/local-certificate.ts),
 * the `api` function on the same origin under `/api`. Every write to the content marks the site as
 * changed in the database, and the pages are prerendered again from that mark within seconds
 * (local/content-rebuild.ts), so the HTML shows the owner's edits.
 * Ctrl-C stops everything.
 */
import { join } from 'node:path'
import { rebuildOnContentChange, takeSiteChanges } from './content-rebuild.ts'
import { localCertificate } from './local-certificate.ts'
import {
  assertStandardPortsFree,
  localDataDir,
  printSummary,
  projectRoot,
  runCommand,
  stopOnSignals,
} from './session.ts'
import { buildSite, prerenderAgain } from './site-build.ts'
import { PortInUseError, startStack } from './stack.ts'
import { serveSite } from './static-site.ts'

const SITE_PORT = 4173
const SITE_URL = `https://127.0.0.1:${SITE_PORT}`

async function runPreview() {
  await assertStandardPortsFree({ port: SITE_PORT, service: 'preview' })
  const stack = await startStack({ dataDir: localDataDir, watch: false })
  let site: Awaited<ReturnType<typeof serveSite>> | undefined
  let stopRebuilding: (() => Promise<void>) | undefined
  stopOnSignals(async () => {
    await stopRebuilding?.()
    await site?.close()
    await stack.stop()
  })
  const build = { supabaseUrl: stack.apiUrl, anonKey: stack.anonKey, siteUrl: SITE_URL }
  console.log('\nConstruyendo el sitio para esta pila local (npm run build)...\n')
  try {
    // The build covers every change marked so far; one marked during it prerenders again.
    await takeSiteChanges(stack.wire)
    await buildSite({ ...build, keepPrerenderer: true })
  } catch (error) {
    await stack.stop()
    throw error
  }
  site = await serveSite({
    root: join(projectRoot, 'web', 'dist'),
    port: SITE_PORT,
    functionsUrl: stack.functionsUrl,
    tls: await localCertificate(),
  }).catch(async (error: NodeJS.ErrnoException) => {
    await stack.stop()
    throw error.code === 'EADDRINUSE' ? new PortInUseError(SITE_PORT, 'preview') : error
  })
  stopRebuilding = await rebuildOnContentChange(stack, async () => {
    const started = Date.now()
    await prerenderAgain({ ...build, quiet: true })
    console.log(`Contenido cambiado: páginas regeneradas en ${Date.now() - started} ms.`)
  })
  printSummary(stack, { label: 'Site URL (build)', url: site.url })
}

await runCommand(runPreview)
