// POST /api/backup/restore (routes/backup.ts, restore.ts): a copy goes back all or nothing, and
// only what a backup may hold. Every hostile copy is refused with a Spanish message naming what is
// wrong, and the site is then exactly as before: every table of every schema, the accounts, the
// buckets, the files' names and checksums, and the rebuild bookkeeping (no rebuild was asked for,
// so the prerendered HTML is what it was).
import { createHash } from 'node:crypto'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, type TestStack } from '../../local/testing.ts'
import { MANIFEST_ENTRY, type Manifest } from '../_shared/backup-manifest.ts'
import { readTar, TAR_END, tarEntry, tarHeader, tarPadding } from '../_shared/tar.ts'
import { BACKUP_MESSAGES } from './backup.ts'
import { MESSAGES } from './errors.ts'
import { RESTORE_MESSAGES, type Restorer, restoreArchive } from './restore.ts'
import { call, signInBoth, type Tokens } from './test-support.ts'

let stack: TestStack
let tokens: Tokens
let good: Uint8Array
let copied: Awaited<ReturnType<typeof siteState>>

type Entry = { name: string; bytes: Uint8Array }

async function png(width: number, seed: number) {
  return new Uint8Array(
    await sharp({
      create: { width, height: width, channels: 3, background: { r: seed, g: 40, b: 90 } },
    })
      .png({ compressionLevel: 0 })
      .toBuffer(),
  )
}

const upload = (bucket: string, name: string, type: string, bytes: Uint8Array) =>
  stack.storeFile(bucket, name, type, bytes)

async function remove(bucket: string, name: string) {
  const response = await fetch(`${stack.apiUrl}/storage/v1/object/${bucket}`, {
    method: 'DELETE',
    headers: {
      apikey: stack.serviceRoleKey,
      authorization: `Bearer ${stack.serviceRoleKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ prefixes: [name] }),
  })
  expect(response.status).toBe(200)
}

/** A restore as the database owner, as `npm run restore` does. */
const owner = (): Restorer => ({
  run: async (statement, params = []) =>
    ((await stack.sql.unsafe(statement, params))[0]?.body as string | undefined) ?? '',
  storage: { url: stack.apiUrl, apiKey: stack.serviceRoleKey, token: stack.serviceRoleKey },
})

/** Everything a restore could touch, read as the database owner and through Storage. */
async function siteState() {
  const [{ tables }] = await stack.sql<{ tables: Record<string, unknown> }[]>`
    select jsonb_object_agg(n.nspname || '.' || c.relname,
      (xpath('/row/c/text()', query_to_xml(format(
        'select md5(coalesce(string_agg(t::text, %L order by t::text), %L)) as c from %I.%I t',
        E'\\n', '', n.nspname, c.relname), false, true, '')))[1]::text) as tables
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind = 'r' and n.nspname in ('public', 'private', 'auth', 'storage', 'supabase_migrations')
      and not (n.nspname = 'storage' and c.relname = 'objects')
      and not (n.nspname = 'auth' and c.relname in ('refresh_tokens', 'sessions', 'audit_log_entries'))`
  const objects = await stack.sql<{ bucket: string; name: string; size: string }[]>`
    select bucket_id as bucket, name, metadata ->> 'size' as size, created_at, updated_at,
      user_metadata
    from storage.objects order by bucket_id, name`
  const files = await Promise.all(
    objects.map(async (object) => {
      const response = await fetch(
        `${stack.apiUrl}/storage/v1/object/authenticated/${object.bucket}/${object.name
          .split('/')
          .map(encodeURIComponent)
          .join('/')}`,
        {
          headers: {
            apikey: stack.serviceRoleKey,
            authorization: `Bearer ${stack.serviceRoleKey}`,
          },
        },
      )
      const bytes = new Uint8Array(await response.arrayBuffer())
      return { ...object, md5: createHash('md5').update(bytes).digest('hex') }
    }),
  )
  return { tables, files }
}

async function entriesOf(archive: Uint8Array): Promise<Entry[]> {
  const entries: Entry[] = []
  for await (const entry of readTar(new Blob([archive as BlobPart]).stream())) {
    entries.push({ name: entry.name, bytes: await entry.read() })
  }
  return entries
}

function archiveOf(entries: Entry[]): Uint8Array {
  return new Uint8Array(
    Buffer.concat([...entries.flatMap((entry) => tarEntry(entry.name, entry.bytes)), TAR_END]),
  )
}

const encode = (value: unknown) => new TextEncoder().encode(JSON.stringify(value))

/** The good copy with its manifest and entries changed by `edit`. */
async function crafted(
  edit: (manifest: Manifest, entries: Entry[]) => Entry[] | undefined,
): Promise<Uint8Array> {
  const [first, ...rest] = await entriesOf(good)
  const manifest = JSON.parse(new TextDecoder().decode(first.bytes)) as Manifest
  const entries = edit(manifest, rest) ?? rest
  return archiveOf([{ name: MANIFEST_ENTRY, bytes: encode(manifest) }, ...entries])
}

async function restore(archive: Uint8Array, token = tokens.admin) {
  return call(stack, '/backup/restore', {
    method: 'POST',
    token,
    rawBody: archive,
    headers: { 'content-type': 'application/x-tar' },
  })
}

/** A copy is refused with `message`, and the site is exactly as it was before. */
async function expectRefused(archive: Uint8Array, message: string) {
  const before = await siteState()
  const response = await restore(archive)
  expect(response.status, JSON.stringify(response.body)).toBe(400)
  expect(response.body.message).toBe(message)
  expect(await siteState()).toEqual(before)
}

function addTable(manifest: Manifest, entries: Entry[], id: string, rows: unknown[]) {
  const [schema, name] = id.split('.')
  manifest.tables.push({ schema, name, key: [], dependsOn: [], sequences: [], rows: rows.length })
  return [{ name: `tables/${id}.json`, bytes: encode(rows) }, ...entries]
}

function addFile(
  manifest: Manifest,
  entries: Entry[],
  bucket: string,
  name: string,
  bytes: Uint8Array,
  type = 'image/png',
) {
  const now = new Date().toISOString()
  manifest.objects.push({
    bucket,
    name,
    size: bytes.length,
    mimetype: type,
    cacheControl: 'max-age=3600',
    createdAt: now,
    updatedAt: now,
  })
  return [...entries, { name: `objects/${bucket}/${name}`, bytes }]
}

beforeAll(async () => {
  stack = await startTestStack()
  tokens = await signInBoth(stack)
  await upload('images', 'copia/pequeña.png', 'image/png', await png(4, 1))
  await upload('images', 'copia/grande.png', 'image/png', await png(64, 2))
  await upload('trash', 'images/en-la-papelera.png', 'image/png', await png(4, 5))
  await upload(
    'documents',
    'libros/guía.pdf',
    'application/pdf',
    new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  )
  const response = await fetch(`${stack.functionsUrl}/api/backup`, {
    headers: { apikey: stack.anonKey, authorization: `Bearer ${tokens.admin}` },
  })
  expect(response.status).toBe(200)
  good = new Uint8Array(await response.arrayBuffer())
  copied = await siteState()
}, 180_000)
afterAll(() => stack?.stop())

describe('POST /api/backup/restore', () => {
  it('refuses visitors (401) and members who are not admins (403), and restores nothing', async () => {
    const before = await siteState()
    const visitor = await call(stack, '/backup/restore', { method: 'POST', rawBody: good })
    expect(visitor.status).toBe(401)
    expect(visitor.body.message).toBe(MESSAGES.notSignedIn)
    const member = await restore(good, tokens.reader)
    expect(member.status).toBe(403)
    expect(member.body.message).toBe(MESSAGES.notAdmin)
    expect(await siteState()).toEqual(before)
  })

  it('restores the schema only through the admin: the database refuses a member who calls it', async () => {
    const [{ sub }] = await stack.sql`
      select id::text as sub from auth.users where email <> ${stack.admin.email} limit 1`
    const refused = stack.sql.begin(async (tx) => {
      await tx.unsafe(
        "select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)",
        [JSON.stringify({ sub, role: 'authenticated' })],
      )
      await tx.unsafe("select private.restore_rows('{\"tables\": {}}', gen_random_uuid(), '[]')")
    })
    await expect(refused).rejects.toThrow(/only admins restore a backup/)
  })

  it.each([
    ['public.profiles', [{ id: '00000000-0000-0000-0000-000000000001', is_admin: true }]],
    ['auth.users', [{ id: '00000000-0000-0000-0000-000000000002', email: 'intruso@example.com' }]],
    [
      'storage.buckets',
      [{ id: 'images', name: 'images', public: true, allowed_mime_types: ['text/html'] }],
    ],
    ['private.content_tables', [{ table_name: 'profiles', drafts: false, trash: false }]],
    ['supabase_migrations.schema_migrations', [{ version: '29990101000000', name: 'x' }]],
  ])(
    'a copy that adds %s, which a backup does not hold, is refused whole, naming it',
    async (id, rows) => {
      await expectRefused(
        await crafted((manifest, entries) => addTable(manifest, entries, id, rows)),
        RESTORE_MESSAGES.undeclaredTable(id),
      )
      const member = await call(stack, '/trash', { token: tokens.reader })
      expect(member.status).toBe(403)
    },
  )

  it('a copy that leaves out a table a backup holds is refused, naming it', async () => {
    await expectRefused(
      await crafted((manifest, entries) => {
        manifest.tables = manifest.tables.filter((table) => table.name !== 'services')
        return entries.filter((entry) => entry.name !== 'tables/public.services.json')
      }),
      RESTORE_MESSAGES.missingTable('public.services'),
    )
  })

  it.each([
    ['..', '../../auth/v1/admin/users', 'otherBucket'],
    ['restore', 'x/images/intruso.png', 'otherBucket'],
    ['images', '../../auth/v1/admin/users', 'badName'],
    ['images', '/empieza-por-barra.png', 'badName'],
    ['images', 'campana\u0007.png', 'badName'],
    ['images', 'línea\r\nnueva.png', 'badName'],
    ['images', 'gnp.\u202Eexe.png', 'badName'],
    ['images', 'nul\u0000.png', 'badName'],
  ] as const)(
    'a file entry in bucket %j named %j is refused, naming it',
    async (bucket, name, rule) => {
      const picture = await png(4, 3)
      await expectRefused(
        await crafted((manifest, entries) => addFile(manifest, entries, bucket, name, picture)),
        RESTORE_MESSAGES[rule](`objects/${bucket}/${name}`),
      )
    },
  )

  it('a file whose type its bucket does not take, or whose bytes are not its type, is refused', async () => {
    const page = new TextEncoder().encode('<!doctype html><script>alert(1)</script>')
    await expectRefused(
      await crafted((manifest, entries) =>
        addFile(manifest, entries, 'images', 'pagina.html', page, 'text/html'),
      ),
      RESTORE_MESSAGES.badType('objects/images/pagina.html', 'text/html'),
    )
    await expectRefused(
      await crafted((manifest, entries) =>
        addFile(manifest, entries, 'images', 'disfrazada.png', page, 'image/png'),
      ),
      RESTORE_MESSAGES.notWhatItSays('objects/images/disfrazada.png', 'image/png'),
    )
  })

  it('a truncated copy is refused as damaged, and nothing changes', async () => {
    // Cut inside the large picture's bytes: the small one after it has a pax header (its «ñ»),
    // four blocks, and one block of bytes, then the archive's two closing blocks.
    const inTheLargePicture = good.length - 1024 - 512 - 2048 - 4000
    await expectRefused(
      good.subarray(0, inTheLargePicture),
      RESTORE_MESSAGES.damaged('termina a mitad de un archivo'),
    )
  })

  it('an entry of 2 GB declared size is refused before any of it is read', async () => {
    const twoGigabytes = 2 * 1024 * 1024 * 1024
    const manifestSays = await crafted((manifest, entries) => {
      const entry = addFile(
        manifest,
        entries,
        'audio',
        'enorme.mp3',
        new Uint8Array(0),
        'audio/mpeg',
      )
      manifest.objects[manifest.objects.length - 1].size = twoGigabytes
      return entry.slice(0, -1)
    })
    await expectRefused(
      manifestSays,
      RESTORE_MESSAGES.tooLarge('objects/audio/enorme.mp3', 52428800),
    )

    // The manifest says a few bytes; the entry's header says 2 GB, and no byte of it follows.
    const [first, ...rest] = await entriesOf(good)
    const manifest = JSON.parse(new TextDecoder().decode(first.bytes)) as Manifest
    const entries = addFile(manifest, rest, 'images', 'mentira.png', await png(4, 4)).slice(0, -1)
    const headerSays = new Uint8Array(
      Buffer.concat([
        ...tarEntry(MANIFEST_ENTRY, encode(manifest)),
        ...entries.flatMap((entry) => tarEntry(entry.name, entry.bytes)),
        ...tarHeader('objects/images/mentira.png', twoGigabytes),
        tarPadding(0),
      ]),
    )
    await expectRefused(headerSays, RESTORE_MESSAGES.sizeMismatch('objects/images/mentira.png'))
  })

  it('an entry the manifest does not declare is refused, naming it', async () => {
    await expectRefused(
      await crafted((_, entries) => [
        ...entries,
        { name: 'objects/images/sin-declarar.png', bytes: new Uint8Array(8) },
      ]),
      RESTORE_MESSAGES.undeclaredEntry('objects/images/sin-declarar.png'),
    )
  })

  it('rows the database does not take are refused whole', async () => {
    const archive = await crafted((_, entries) =>
      entries.map((entry) =>
        entry.name === 'tables/public.services.json'
          ? { ...entry, bytes: encode([{ id: 'no-es-un-número', title: 'x' }]) }
          : entry,
      ),
    )
    const before = await siteState()
    const response = await restore(archive)
    expect(response.status).toBe(400)
    expect(response.body.message).toMatch(
      /^La base de datos no acepta las filas de la copia \(.+\): no se ha restaurado nada\.$/,
    )
    expect(await siteState()).toEqual(before)
  })

  it('a file Storage refuses, after others were written, leaves the site as it was and nothing staged', async () => {
    // The copy's PDF is then a name the site lacks (written to its place first) and its large
    // picture one the site holds with other bytes (staged), which the staging bucket refuses.
    const pdf = copied.files.find((file) => file.bucket === 'documents') as { name: string }
    await remove('documents', pdf.name)
    await upload('images', 'copia/grande.png', 'image/png', await png(32, 8))
    await stack.sql`update storage.buckets set file_size_limit = 100 where id = 'restore'`
    try {
      const before = await siteState()
      const response = await restore(good)
      expect(response.status).toBe(400)
      expect(response.body.message).toBe(
        RESTORE_MESSAGES.storageRefused('objects/images/copia/grande.png', 413),
      )
      expect(await siteState()).toEqual(before)
      const [{ left }] = await stack.sql`
        select (select count(*) from private.restore_journal)::int
          + (select count(*) from storage.objects where bucket_id = 'restore')::int as left`
      expect(left).toBe(0)
    } finally {
      await stack.sql`update storage.buckets set file_size_limit = 52428800 where id = 'restore'`
    }
  })

  it('a copy of another schema version is refused, naming both versions', async () => {
    const archive = await crafted((manifest) => {
      manifest.schemaVersion = '20250101000000_older'
      return undefined
    })
    const [{ version }] = await stack.sql`
      select version || '_' || name as version from supabase_migrations.schema_migrations
      order by version desc limit 1`
    await expectRefused(archive, BACKUP_MESSAGES.otherSchema('20250101000000_older', version))
  })

  it('a good copy replaces newer content and files: the site equals the copy, nothing staged', async () => {
    await stack.sql`insert into public.services (title, description, icon) values ('Más nueva', 'Añadida después', 'FaLeaf')`
    await upload('images', 'copia/nueva.png', 'image/png', await png(8, 9))
    await upload('images', 'copia/pequeña.png', 'image/png', await png(6, 7))
    const response = await restore(good)
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    expect(response.body.files).toBe(4)
    expect(response.body.rows['public.services']).toBeGreaterThan(0)
    const after = await siteState()
    expect(after.files).toEqual(copied.files)
    const { tables } = after
    for (const [table, digest] of Object.entries(copied.tables)) {
      // What a restore leaves behind by design: its closed journal is empty again, Auth's and the
      // throttle's bookkeeping of the sign-ins above, and the rebuild it asked for.
      if (/^(auth|private\.(site_changes|login_|site_build))/.test(table)) continue
      expect(tables[table], table).toBe(digest)
    }
  })

  it('a restore stopped before its rows committed is undone by the next restore', async () => {
    const pdf = copied.files.find((file) => file.bucket === 'documents') as { name: string }
    await remove('documents', pdf.name)
    const before = await siteState()
    let dead = false
    const killedBeforeCommit: Restorer = {
      ...owner(),
      run: async (statement, params) => {
        if (dead || statement.includes('restore_rows')) {
          dead = true
          throw new Error('proceso terminado')
        }
        return owner().run(statement, params)
      },
    }
    await expect(
      restoreArchive(killedBeforeCommit, new Blob([good as BlobPart]).stream()),
    ).rejects.toThrow('proceso terminado')
    const [{ staging }] = await stack.sql`
      select count(*)::int as staging from private.restore_journal where state = 'staging'`
    expect(staging).toBe(1)
    expect((await siteState()).files).not.toEqual(before.files)

    await expect(
      restoreArchive(owner(), new Blob([good.subarray(0, 600) as BlobPart]).stream()),
    ).rejects.toThrow()
    expect(await siteState()).toEqual(before)
  })

  it('a restore stopped after its rows committed is finished by the next restore', async () => {
    const killedAfterCommit: Restorer = {
      ...owner(),
      run: async (statement, params) => {
        const body = await owner().run(statement, params)
        if (statement.includes('restore_rows')) throw new Error('proceso terminado')
        return body
      },
    }
    await upload('images', 'copia/nueva.png', 'image/png', await png(8, 9))
    await expect(
      restoreArchive(killedAfterCommit, new Blob([good as BlobPart]).stream()),
    ).rejects.toThrow('proceso terminado')
    const [{ pending }] =
      await stack.sql`select count(*)::int as pending from private.restore_journal`
    expect(pending).toBe(1)

    const refusal = restoreArchive(owner(), new Blob([good.subarray(0, 600) as BlobPart]).stream())
    await expect(refusal).rejects.toThrow()
    const after = await siteState()
    expect(after.files).toEqual(copied.files)
    const [{ left }] = await stack.sql`
      select (select count(*) from private.restore_journal)::int
        + (select count(*) from storage.objects where bucket_id = 'restore')::int as left`
    expect(left).toBe(0)
  })
})
