// GET /api/backup (routes/backup.ts): only the admin downloads the copy, and what she downloads,
// read as herself, is the whole copy the database owner's `npm run backup` makes.
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, type TestStack } from '../../local/testing.ts'
import {
  MANIFEST_ENTRY,
  type Manifest,
  objectEntry,
  tableEntry,
} from '../_shared/backup-manifest.ts'
import { readTar } from '../_shared/tar.ts'
import { backupFileName, readSnapshot } from './backup.ts'
import { MESSAGES } from './errors.ts'
import { call, signInBoth, type Tokens } from './test-support.ts'

let stack: TestStack
let tokens: Tokens

beforeAll(async () => {
  stack = await startTestStack()
  tokens = await signInBoth(stack)
  const picture = await sharp({
    create: { width: 2, height: 2, channels: 3, background: { r: 1, g: 2, b: 3 } },
  })
    .png()
    .toBuffer()
  const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')
  for (const [bucket, name, type, bytes] of [
    ['images', 'copia/foto ñ.png', 'image/png', picture],
    ['trash', 'images/en-la-papelera.png', 'image/png', picture],
    ['documents', 'libros/guía.pdf', 'application/pdf', pdf],
  ] as const) {
    await stack.storeFile(bucket, name, type, new Uint8Array(bytes))
  }
  await stack.sql`
    update storage.objects set user_metadata = '{"originalName": "Guía del libro.pdf"}'
    where bucket_id = 'documents' and name = 'libros/guía.pdf'`
})
afterAll(() => stack?.stop())

describe('GET /api/backup', () => {
  it('refuses visitors (401) and signed-in users who are not admins (403)', async () => {
    const visitor = await call(stack, '/backup')
    expect(visitor.status).toBe(401)
    expect(visitor.body.message).toBe(MESSAGES.notSignedIn)
    const reader = await call(stack, '/backup', { token: tokens.reader })
    expect(reader.status).toBe(403)
    expect(reader.body.message).toBe(MESSAGES.notAdmin)
  })

  it("gives the admin, read as herself, every row and file of the owner's copy, at its announced length", async () => {
    const response = await fetch(`${stack.functionsUrl}/api/backup`, {
      headers: { apikey: stack.anonKey, authorization: `Bearer ${tokens.admin}` },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="copia-de-seguridad-[\d-]+\.tar"$/,
    )
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect(bytes.length).toBe(Number(response.headers.get('content-length')))

    const entries = new Map<string, Uint8Array>()
    for await (const entry of readTar(new Blob([bytes]).stream())) {
      entries.set(entry.name, await entry.read())
    }
    const text = (name: string) => new TextDecoder().decode(entries.get(name))
    const manifest = JSON.parse(text(MANIFEST_ENTRY)) as Manifest
    const owner = await readSnapshot(
      async (statement) => ((await stack.sql.unsafe(statement))[0]?.body as string) ?? '',
    )
    expect(manifest.schemaVersion).toBe(owner.manifest.schemaVersion)
    expect(manifest.tables).toEqual(owner.manifest.tables)
    expect(manifest.objects).toEqual(owner.manifest.objects)
    for (const table of owner.manifest.tables) {
      expect(JSON.parse(text(tableEntry(table))), tableEntry(table)).toEqual(
        JSON.parse(owner.rows.get(`${table.schema}.${table.name}`) ?? ''),
      )
    }
    const names = manifest.tables.map((table) => `${table.schema}.${table.name}`)
    expect(names).toEqual(
      expect.arrayContaining(['public.services', 'public.tracks', 'public.site_settings']),
    )
    expect(names).not.toContain('public.profiles')
    for (const object of manifest.objects) {
      expect(entries.get(objectEntry(object))?.length, objectEntry(object)).toBe(object.size)
    }
    expect(manifest.objects.map(objectEntry)).toEqual(
      expect.arrayContaining([
        'objects/images/copia/foto ñ.png',
        'objects/trash/images/en-la-papelera.png',
        'objects/documents/libros/guía.pdf',
      ]),
    )
    expect(manifest.objects.find((object) => object.bucket === 'documents')?.userMetadata).toEqual({
      originalName: 'Guía del libro.pdf',
    })
  })
})

describe('backupFileName', () => {
  it("names the copy by the centre's day and time, not UTC's", () => {
    expect(backupFileName(new Date('2026-12-01T23:40:00Z'))).toBe(
      'copia-de-seguridad-2026-12-02-00-40.tar',
    )
    expect(backupFileName(new Date('2026-07-01T10:05:00Z'))).toBe(
      'copia-de-seguridad-2026-07-01-12-05.tar',
    )
  })
})
