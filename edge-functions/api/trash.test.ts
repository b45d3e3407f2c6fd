// The Papelera over HTTP: every delete of the owner moves the item (an album with its tracks, a
// library file) to /api/trash, "Restaurar" brings it back exactly, and visitors never reach it.
import { readFile } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, type TestStack } from '../../local/testing.ts'
import { RESOURCES } from '../_shared/index.ts'
import { call, signInBoth, type Tokens } from './test-support.ts'
import { TRASH_MESSAGES } from './trash.ts'

let stack: TestStack
let tokens: Tokens
let picture: Buffer

beforeAll(async () => {
  stack = await startTestStack()
  tokens = await signInBoth(stack)
  picture = await readFile(new URL('../../web/public/demo/activity-1.webp', import.meta.url))
})
afterAll(() => stack?.stop())

/** The row as the database holds it, every column. */
async function rowOf(table: string, id: number) {
  const [row] = await stack.sql.unsafe(
    `select (select to_jsonb(t) from public.${table} t where t.id = $1) as row`,
    [id],
  )
  return row.row as Record<string, unknown> | null
}

async function trashList() {
  const answer = await call(stack, '/trash', { token: tokens.admin })
  expect(answer.status, answer.text).toBe(200)
  return answer.body as { id: number; kind: string; itemId: string; label: string }[]
}

async function restore(trashId: number) {
  return call(stack, `/trash/${trashId}/restore`, { token: tokens.admin, body: {} })
}

let counter = 0

async function storeImage() {
  counter += 1
  const name = `papelera/foto ${counter}.webp`
  const response = await fetch(`${stack.apiUrl}/storage/v1/object/images/${encodeURI(name)}`, {
    method: 'POST',
    headers: {
      apikey: stack.anonKey,
      authorization: `Bearer ${tokens.admin}`,
      'content-type': 'image/webp',
    },
    body: new Uint8Array(picture),
  })
  expect(response.status, await response.text()).toBe(200)
  return { name, url: `${stack.apiUrl}/storage/v1/object/public/images/${encodeURI(name)}` }
}

/** Every resource the owner deletes, by its path and its table. */
const DELETABLE = RESOURCES.filter((resource) => resource.writes.includes('delete')).map(
  (resource) => [resource.path, resource.table] as const,
)

describe('deleting moves to the Papelera and "Restaurar" brings it back', () => {
  it.each(DELETABLE)(
    'DELETE /api/%s/{id} moves the item to the trash; restoring gives back the same row, id and position',
    async (path, table) => {
      const [{ id }] = await stack.sql.unsafe(`select max(id)::int as id from public.${table}`)
      const before = await rowOf(table, id)
      const deleted = await call(stack, `/${path}/${id}`, {
        method: 'DELETE',
        token: tokens.admin,
        body: {},
      })
      expect(deleted.status, deleted.text).toBe(200)
      expect(deleted.body).toMatchObject({ id, trashId: expect.any(Number) })
      expect(await rowOf(table, id)).toBeNull()
      expect(await trashList()).toContainEqual(
        expect.objectContaining({ id: deleted.body.trashId, kind: table, itemId: String(id) }),
      )
      const restored = await restore(deleted.body.trashId)
      expect(restored.status, restored.text).toBe(200)
      expect(await rowOf(table, id)).toEqual(before)
      expect((await trashList()).map((entry) => entry.id)).not.toContain(deleted.body.trashId)
    },
  )

  it('an album goes to the trash with its tracks, which come back in their order', async () => {
    const [{ id }] = await stack.sql`
      select album_id::int as id from public.tracks group by album_id having count(*) > 1 limit 1`
    const tracksBefore = await call(stack, `/albums/${id}/tracks`)
    const album = await rowOf('albums', id)
    const deleted = await call(stack, `/albums/${id}`, { method: 'DELETE', token: tokens.admin })
    expect(deleted.status).toBe(200)
    expect((await call(stack, `/albums/${id}/tracks`)).status).toBe(404)
    expect((await restore(deleted.body.trashId)).status).toBe(200)
    expect(await rowOf('albums', id)).toEqual(album)
    expect((await call(stack, `/albums/${id}/tracks`)).body).toEqual(tracksBefore.body)
  })

  it('a track whose album is in the trash is refused with a Spanish 409', async () => {
    const [track] = await stack.sql`select id::int, album_id::int from public.tracks limit 1`
    const gone = await call(stack, `/tracks/${track.id}`, { method: 'DELETE', token: tokens.admin })
    const album = await call(stack, `/albums/${track.album_id}`, {
      method: 'DELETE',
      token: tokens.admin,
    })
    const refused = await restore(gone.body.trashId)
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe(TRASH_MESSAGES.parentGone)
    expect((await restore(album.body.trashId)).status).toBe(200)
    expect((await restore(gone.body.trashId)).status).toBe(200)
  })

  it('restoring an entry that is not there is a Spanish 404', async () => {
    const answer = await restore(999999)
    expect(answer.status).toBe(404)
    expect(answer.body.message).toBe(TRASH_MESSAGES.notFound)
    expect(
      (await call(stack, '/trash/uno/restore', { token: tokens.admin, body: {} })).status,
    ).toBe(404)
  })
})

describe('a library file in the Papelera', () => {
  it('stops being served at its public address, and is served again once restored', async () => {
    const file = await storeImage()
    expect((await fetch(file.url)).status).toBe(200)
    const deleted = await call(stack, '/media/delete', {
      token: tokens.admin,
      body: { bucket: 'images', name: file.name },
    })
    expect(deleted.status, deleted.text).toBe(200)
    const trashed = await fetch(file.url)
    await trashed.body?.cancel()
    expect(trashed.ok).toBe(false)
    expect(await trashList()).toContainEqual(
      expect.objectContaining({ id: deleted.body.trashId, kind: 'file', label: file.name }),
    )
    const restored = await restore(deleted.body.trashId)
    expect(restored.status, restored.text).toBe(200)
    const served = await fetch(file.url)
    expect(served.status).toBe(200)
    expect(Buffer.from(await served.arrayBuffer()).equals(picture)).toBe(true)
  })

  it('a file an item in the trash points at is still in use, and cannot be deleted', async () => {
    const file = await storeImage()
    const created = await call(stack, '/activities', {
      token: tokens.admin,
      body: { title: 'Retiro en la papelera', description: 'Descripción', imageUrl: file.url },
    })
    const deleted = await call(stack, `/activities/${created.body.id}`, {
      method: 'DELETE',
      token: tokens.admin,
    })
    const refused = await call(stack, '/media/delete', {
      token: tokens.admin,
      body: { bucket: 'images', name: file.name },
    })
    expect(refused.status).toBe(409)
    expect(refused.body.uses).toEqual([
      expect.objectContaining({
        type: 'trash',
        id: deleted.body.trashId,
        label: 'Retiro en la papelera',
      }),
    ])
    expect((await restore(deleted.body.trashId)).status).toBe(200)
    expect((await rowOf('activities', created.body.id))?.image_url).toBe(file.url)
  })

  it('"Vaciar papelera" deletes its files for good', async () => {
    const file = await storeImage()
    await call(stack, '/media/delete', {
      token: tokens.admin,
      body: { bucket: 'images', name: file.name },
    })
    const emptied = await call(stack, '/trash', { method: 'DELETE', token: tokens.admin })
    expect(emptied.status, emptied.text).toBe(200)
    expect(await trashList()).toEqual([])
    const objects = await stack.sql`
      select 1 from storage.objects where bucket_id = 'trash' or name = ${file.name}`
    expect(objects).toHaveLength(0)
  })
})

describe('"Eliminar definitivamente" one entry of the Papelera', () => {
  const deleteForGood = (trashId: number | string, token = tokens.admin) =>
    call(stack, `/trash/${trashId}`, { method: 'DELETE', token })

  it('forgets that entry alone: it cannot be restored, the others stay', async () => {
    const [first, second] = await stack.sql`
      select id::int from public.products order by id desc limit 2`
    const kept = await call(stack, `/products/${first.id}`, {
      method: 'DELETE',
      token: tokens.admin,
    })
    const gone = await call(stack, `/products/${second.id}`, {
      method: 'DELETE',
      token: tokens.admin,
    })
    const answer = await deleteForGood(gone.body.trashId)
    expect(answer.status, answer.text).toBe(200)
    expect(answer.body).toEqual({ id: gone.body.trashId })
    const left = (await trashList()).map((entry) => entry.id)
    expect(left).toContain(kept.body.trashId)
    expect(left).not.toContain(gone.body.trashId)
    expect((await restore(gone.body.trashId)).status).toBe(404)
    expect(await rowOf('products', second.id)).toBeNull()
    expect((await restore(kept.body.trashId)).status).toBe(200)
  })

  it('deletes a trashed file from the trash bucket, its 800 px copy too', async () => {
    const file = await storeImage()
    const copy = file.name.replace(/\.webp$/, '-800.webp')
    await stack.storeFile('images', copy, 'image/webp', new Uint8Array(picture))
    const deleted = await call(stack, '/media/delete', {
      token: tokens.admin,
      body: { bucket: 'images', name: file.name },
    })
    expect(deleted.status, deleted.text).toBe(200)
    const inTrash = () => stack.sql`
      select name from storage.objects
      where bucket_id = 'trash' and name in (${`images/${file.name}`}, ${`images/${copy}`})`
    expect(await inTrash()).toHaveLength(2)
    expect((await deleteForGood(deleted.body.trashId)).status).toBe(200)
    expect(await inTrash()).toEqual([])
    expect((await trashList()).map((entry) => entry.id)).not.toContain(deleted.body.trashId)
  })

  it('an entry that is not there, or an id that is not one, is a Spanish 404 and nothing goes', async () => {
    const [{ entries }] = await stack.sql`select count(*)::int as entries from private.trash`
    for (const id of ['999999', 'uno', '0', '-1', '1.5', '99999999999999999999']) {
      const answer = await deleteForGood(id)
      expect(answer.status, id).toBe(404)
      expect(answer.body.message, id).toMatch(/[a-záéíóúñ]/)
    }
    expect((await deleteForGood(999999)).body.message).toBe(TRASH_MESSAGES.notFound)
    const [after] = await stack.sql`select count(*)::int as entries from private.trash`
    expect(after.entries).toBe(entries)
  })

  it('signed out it is a 401 and for a member a 403, and the entry stays', async () => {
    const [product] = await stack.sql`select id::int from public.products order by id limit 1`
    const deleted = await call(stack, `/products/${product.id}`, {
      method: 'DELETE',
      token: tokens.admin,
    })
    expect((await call(stack, `/trash/${deleted.body.trashId}`, { method: 'DELETE' })).status).toBe(
      401,
    )
    expect((await deleteForGood(deleted.body.trashId, tokens.reader)).status).toBe(403)
    expect((await restore(deleted.body.trashId)).status).toBe(200)
  })
})

describe('visitors never see the Papelera', () => {
  it('signed out the API answers 401, signed in without admin 403', async () => {
    await call(stack, `/videos/1`, { method: 'DELETE', token: tokens.admin })
    expect((await call(stack, '/trash')).status).toBe(401)
    expect((await call(stack, '/trash', { token: tokens.reader })).status).toBe(403)
    expect((await call(stack, '/trash', { method: 'DELETE' })).status).toBe(401)
    expect((await call(stack, '/trash/1/restore', { token: tokens.reader, body: {} })).status).toBe(
      403,
    )
  })

  it('a trashed file has no public address, also not through the image route', async () => {
    const file = await storeImage()
    await call(stack, '/media/delete', {
      token: tokens.admin,
      body: { bucket: 'images', name: file.name },
    })
    for (const address of [
      `${stack.apiUrl}/storage/v1/object/public/trash/images/${encodeURI(file.name)}`,
      `${stack.apiUrl}/storage/v1/render/image/public/trash/images/${encodeURI(file.name)}`,
      `${stack.apiUrl}/storage/v1/render/image/public/images/${encodeURI(file.name)}?width=300`,
      file.url,
    ]) {
      const answer = await fetch(address)
      await answer.body?.cancel()
      expect(answer.ok, address).toBe(false)
    }
  })
})
