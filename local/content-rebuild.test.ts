import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildOutput, SITE_BUILD_DIR_ENV } from '../scripts/build-output.ts'
import { rebuildOnContentChange, takeSiteChanges } from './content-rebuild.ts'
import { buildSite, prerenderAgain, type SiteBuildOptions } from './site-build.ts'
import { type StaticSite, serveSite } from './static-site.ts'
import { startTestStack, type TestStack } from './testing.ts'

let stack: TestStack
let site: StaticSite
let buildDir: string
let stopRebuilding: () => Promise<void>

// A stack and a whole site build for it (three Vite builds and the prerender): on cores the rest of
// a parallel run shares, that has taken longer than Vitest's 120 s for a hook.
beforeAll(async () => {
  stack = await startTestStack()
  buildDir = await mkdtemp(join(tmpdir(), 'content-rebuild-'))
  site = await serveSite({ root: buildDir, functionsUrl: stack.functionsUrl })
  const build: SiteBuildOptions = {
    supabaseUrl: stack.apiUrl,
    anonKey: stack.anonKey,
    siteUrl: site.url,
    outDir: buildDir,
    quiet: true,
  }
  await takeSiteChanges(stack.stack.wire)
  await buildSite({ ...build, keepPrerenderer: true })
  stopRebuilding = await rebuildOnContentChange(stack.stack, () => prerenderAgain(build))
}, 600_000)

afterAll(async () => {
  await stopRebuilding?.()
  await site?.close()
  await stack?.stop()
  if (!buildDir) return
  await rm(buildDir, { recursive: true, force: true })
  // The prerenderer kept to run again lives outside the build directory.
  await rm(buildOutput({ [SITE_BUILD_DIR_ENV]: buildDir }).server, { recursive: true, force: true })
})

const servedPage = async (path: string) => (await fetch(`${site.url}${path}`)).text()

describe('the preview follows the owner', () => {
  it('an edit made through the API is in the served HTML within seconds, with no script run', async () => {
    const [activity] = (await (await fetch(`${site.url}/api/activities/visible`)).json()) as {
      id: number
      title: string
    }[]
    expect(await servedPage('/actividades')).toContain(activity.title)
    const token = await stack.signIn(stack.admin.email, stack.admin.password)
    const title = 'Retiro de otoño entre pinares'
    const edited = await fetch(`${site.url}/api/activities/${activity.id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title }),
    })
    expect(edited.status).toBe(200)
    const saved = Date.now()
    await vi.waitFor(async () => expect(await servedPage('/actividades')).toContain(title), {
      timeout: 20_000,
      interval: 200,
    })
    expect(Date.now() - saved).toBeLessThan(15_000)
  }, 40_000)

  it('a change whose notification nobody hears is in the served HTML from the mark alone', async () => {
    const [activity] = (await (await fetch(`${site.url}/api/activities/visible`)).json()) as {
      id: number
    }[]
    const title = 'Taller de escucha sin aviso'
    // Triggers off (as a replica applies rows): the edit raises no notification and marks
    // nothing, so the mark is added by hand, without a notification.
    await stack.stack.wire.withSession((db) =>
      db.transaction(async (tx) => {
        await tx.query("set local session_replication_role = 'replica'")
        await tx.query('update public.activities set title = $1 where id = $2', [
          title,
          activity.id,
        ])
        await tx.query("insert into private.site_changes (source) values ('activities')")
      }),
    )
    // Served once the poll finds the mark: how soon a change is served is the first case's rule;
    // beside npm test's other workers one rebuild here took 14 s (a clean .ci/run).
    await vi.waitFor(async () => expect(await servedPage('/actividades')).toContain(title), {
      timeout: 40_000,
      interval: 200,
    })
  }, 60_000)

  it("an album's page appears once it is added and goes once it is deleted; no visitor ever gets half a page", async () => {
    const token = await stack.signIn(stack.admin.email, stack.admin.password)
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
    // Every answer while the site is prerendered again is a whole page.
    let watching = true
    const partial: string[] = []
    const watch = (async () => {
      while (watching) {
        const answer = await fetch(`${site.url}/actividades`)
        const body = await answer.text()
        if (answer.status !== 200 || !body.trimEnd().endsWith('</html>')) {
          partial.push(`${answer.status}: …${body.slice(-80)}`)
        }
      }
    })()
    try {
      const created = await fetch(`${site.url}/api/albums`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ title: 'Álbum de paso', artist: 'Pruebas', featured: false }),
      })
      expect(created.status).toBe(201)
      const { id } = (await created.json()) as { id: number }
      const path = `/album/${id}`
      await vi.waitFor(
        async () => {
          const answer = await fetch(`${site.url}${path}`)
          expect(answer.status).toBe(200)
          expect(await answer.text()).toContain('Álbum de paso')
        },
        // What this proves is that the page comes and goes whole; how soon is the first test's
        // rule and the bench's. Beside npm test's other workers two rebuilds took over 20 s.
        { timeout: 60_000, interval: 200 },
      )
      const deleted = await fetch(`${site.url}/api/albums/${id}`, { method: 'DELETE', headers })
      expect(deleted.status).toBe(200)
      await vi.waitFor(
        async () => {
          const answer = await fetch(`${site.url}${path}`)
          expect(answer.status).toBe(404)
          expect(await answer.text()).not.toContain('Álbum de paso')
        },
        { timeout: 60_000, interval: 200 },
      )
    } finally {
      watching = false
      await watch
    }
    expect(partial).toEqual([])
  }, 150_000)

  // Last: the other cases time how soon a change is served, and this one's whole rebuild (the share
  // picture cut too) would still be running when they start.
  it("saving the site's name, description and share picture redraws every page's head", async () => {
    const token = await stack.signIn(stack.admin.email, stack.admin.password)
    const description = 'Terapias y cocina sana en Albacete, con grupos pequeños y sin prisa.'
    const saved = await fetch(`${site.url}/api/site-settings`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        settings: [
          { key: 'site_name', value: 'Casa Olivo' },
          { key: 'site_description', value: description },
          { key: 'share_image_url', value: '/demo/hero-1.webp' },
        ],
      }),
    })
    expect(saved.status).toBe(200)
    await vi.waitFor(
      async () =>
        expect(await servedPage('/')).toContain(
          '<title>Casa Olivo | Terapias, nutrición y retiros en Albacete</title>',
        ),
      { timeout: 30_000, interval: 200 },
    )
    const home = await servedPage('/')
    expect(home).toContain(`<meta name="description" content="${description}" />`)
    expect(home).toContain('<meta property="og:site_name" content="Casa Olivo" />')
    expect(home).toContain('"name":"Casa Olivo"')
    expect(await servedPage('/libros')).toContain('<title>Libros | Casa Olivo</title>')
    const picture = /<meta property="og:image" content="[^"]*(\/og\/[0-9a-f]{16}\.jpg)" \/>/.exec(
      home,
    )?.[1]
    expect(picture, 'og:image is the cut share picture').toBeDefined()
    const served = await fetch(`${site.url}${picture}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toContain('image/jpeg')
  }, 60_000)
})
