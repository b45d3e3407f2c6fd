// `npm run backup` / `npm run restore` (backup-copy.ts): a copy of a site with uploads, a version
// and a file in the private trash bucket, restored on a fresh embedded stack at the same address,
// gives back the same rows, sequences and files, and the same prerendered HTML; a copy of another
// schema version is refused before anything changes.
import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { MANIFEST_ENTRY, type Manifest } from '../edge-functions/_shared/backup-manifest.ts'
import { readTar, TAR_END, tarEntry } from '../edge-functions/_shared/tar.ts'
import { BACKUP_MESSAGES, readSnapshot } from '../edge-functions/api/backup.ts'
import { buildSite, prerenderAgain } from '../local/site-build.ts'
import { startTestStack, type TestStack } from '../local/testing.ts'
import { BAKED_PAGE_ID, type BakedPage } from '../web/src/lib/baked.ts'
import { type BackupTarget, connectTarget, restoreBackup, writeBackup } from './backup-copy.ts'

let original: TestStack | undefined
let restored: TestStack | undefined
let scratch: string

const target = (stack: TestStack): BackupTarget =>
  connectTarget(stack.apiUrl, stack.serviceRoleKey, stack.dbUrl)

async function png(seed: number) {
  return sharp({
    create: { width: 4, height: 4, channels: 3, background: { r: seed, g: 80, b: 120 } },
  })
    .png()
    .toBuffer()
}

const upload = (stack: TestStack, bucket: string, name: string, bytes: Buffer) =>
  stack.storeFile(bucket, name, 'image/png', new Uint8Array(bytes))

/** Every row, sequence and file the copy covers, as the database owner reads them. */
async function everything(stack: TestStack) {
  const snapshot = await readSnapshot(
    async (statement) => ((await stack.sql.unsafe(statement))[0]?.body as string) ?? '',
  )
  const files = await Promise.all(
    snapshot.manifest.objects.map(async (object) => {
      const path = object.name.split('/').map(encodeURIComponent).join('/')
      const response = await fetch(
        `${stack.apiUrl}/storage/v1/object/authenticated/${object.bucket}/${path}`,
        {
          headers: {
            apikey: stack.serviceRoleKey,
            authorization: `Bearer ${stack.serviceRoleKey}`,
          },
        },
      )
      const bytes = Buffer.from(await response.arrayBuffer())
      return { ...object, md5: createHash('md5').update(bytes).digest('hex') }
    }),
  )
  return {
    schemaVersion: snapshot.manifest.schemaVersion,
    tables: snapshot.manifest.tables,
    rows: Object.fromEntries(snapshot.rows),
    files,
  }
}

const BAKED_LISTS = new RegExp(
  `(<script type="application/json" id="${BAKED_PAGE_ID}">)(.*?)(</script>)`,
  's',
)

/**
 * A page's HTML with each baked list's read time left out: it is when that build read the list
 * (any two builds differ there), not what the site holds.
 */
function withoutReadTimes(html: string): string {
  return html.replace(BAKED_LISTS, (_, open: string, json: string, close: string) => {
    const baked = JSON.parse(json) as BakedPage
    const lists = baked.lists.map(([key, data]) => [key, data])
    return `${open}${JSON.stringify({ ...baked, lists })}${close}`
  })
}

async function htmlFiles(dir: string): Promise<Record<string, string>> {
  const names = (await readdir(dir, { recursive: true })).filter((name) => name.endsWith('.html'))
  return Object.fromEntries(
    await Promise.all(
      names.map(async (name) => [name, withoutReadTimes(await readFile(join(dir, name), 'utf8'))]),
    ),
  )
}

let copy: string
let before: Awaited<ReturnType<typeof everything>>
let htmlBefore: Record<string, string>
let siteDir: string
let apiPort: number

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'backup-test-'))
  original = await startTestStack()
  const [avatar] = await Promise.all([
    upload(original, 'images', 'usos/Foto playa ñ.png', await png(10)),
    upload(original, 'images', `${'nombre-muy-largo-'.repeat(8)}final.png`, await png(20)),
    upload(original, 'trash', 'images/borrada.png', await png(30)),
  ])
  // The name the owner uploaded it with (its own metadata) comes back with the file.
  await original.sql`update storage.objects set user_metadata = '{"originalName": "Foto playa ñ.png"}'
    where bucket_id = 'images' and name = 'usos/Foto playa ñ.png'`
  // A testimonial showing an upload, saved twice: the Historial keeps a version.
  await original.sql`update public.testimonials set avatar_url = ${avatar}
    where id = (select min(id) from public.testimonials)`
  await original.sql`update public.services set title = title || ' (editado)'
    where id = (select min(id) from public.services)`
  // An id issued and deleted: the restored sequence must not issue it again.
  const [gone] = await original.sql`insert into public.videos (title, link)
    values ('Borrado', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ') returning id`
  await original.sql`delete from public.videos where id = ${gone.id}`

  copy = join(scratch, 'copia.tar')
  const source = target(original)
  await writeBackup(source, copy).finally(() => source.close())
  before = await everything(original)

  siteDir = join(scratch, 'site')
  await buildSite({
    supabaseUrl: original.apiUrl,
    anonKey: original.anonKey,
    siteUrl: 'https://bienestar.example',
    outDir: siteDir,
    quiet: true,
    keepPrerenderer: true,
  })
  htmlBefore = await htmlFiles(siteDir)
  apiPort = Number(new URL(original.apiUrl).port)
  await original.stop()
  original = undefined
  // The fresh stack answers at the original's address, so the rows' file addresses and the
  // build's API address are the same for both.
  restored = await startTestStack({ apiPort })
}, 900_000)

afterAll(async () => {
  await original?.stop()
  await restored?.stop()
  await rm(scratch, { recursive: true, force: true })
})

describe('npm run restore', () => {
  test('a backup restored on a fresh embedded database gives back identical rows, sequences and files', async () => {
    if (!restored) throw new Error('no stack')
    const into = target(restored)
    await restoreBackup(into, copy).finally(() => into.close())
    const after = await everything(restored)
    expect(after.tables.map(({ schema, name }) => `${schema}.${name}`)).toEqual(
      before.tables.map(({ schema, name }) => `${schema}.${name}`),
    )
    for (const table of Object.keys(before.rows)) {
      expect(JSON.parse(after.rows[table]), table).toEqual(JSON.parse(before.rows[table]))
    }
    expect(after.tables).toEqual(before.tables)
    expect(after.files).toEqual(before.files)
    expect(before.files.map((file) => `${file.bucket}/${file.name}`)).toContain(
      'images/usos/Foto playa ñ.png',
    )
    expect(before.files.map((file) => file.bucket)).toContain('trash')
    expect(before.files.map((file) => file.userMetadata)).toContainEqual({
      originalName: 'Foto playa ñ.png',
    })
    expect(JSON.parse(before.rows['private.content_versions']).length).toBeGreaterThan(0)
  })

  test('the prerendered pages of the restored site are the same HTML as the original', async () => {
    if (!restored) throw new Error('no stack')
    await prerenderAgain({
      supabaseUrl: restored.apiUrl,
      anonKey: restored.anonKey,
      siteUrl: 'https://bienestar.example',
      outDir: siteDir,
      quiet: true,
    })
    const after = await htmlFiles(siteDir)
    expect(Object.keys(after).sort()).toEqual(Object.keys(htmlBefore).sort())
    expect(Object.keys(after)).toEqual(expect.arrayContaining(['index.html']))
    for (const page of Object.keys(htmlBefore)) expect(after[page], page).toBe(htmlBefore[page])
  }, 600_000)

  test('a copy of another schema version is refused, naming both versions, and nothing changes', async () => {
    if (!restored) throw new Error('no stack')
    const entries: Uint8Array[] = []
    for await (const entry of readTar(Readable.toWeb(createReadStream(copy)) as ReadableStream)) {
      let bytes = await entry.read()
      if (entry.name === MANIFEST_ENTRY) {
        const manifest = JSON.parse(new TextDecoder().decode(bytes)) as Manifest
        bytes = new TextEncoder().encode(
          JSON.stringify({ ...manifest, schemaVersion: '20250101000000_older' }),
        )
      }
      entries.push(...tarEntry(entry.name, bytes))
    }
    const older = join(scratch, 'older.tar')
    await writeFile(older, Buffer.concat([...entries, TAR_END]))
    await restored.sql`delete from public.videos`
    const into = target(restored)
    const refusal = restoreBackup(into, older).finally(() => into.close())
    await expect(refusal).rejects.toThrow(
      BACKUP_MESSAGES.otherSchema('20250101000000_older', before.schemaVersion),
    )
    const [{ count }] = await restored.sql`select count(*)::int as count from public.videos`
    expect(count).toBe(0)
  })
})
