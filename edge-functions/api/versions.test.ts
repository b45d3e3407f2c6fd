// Historial's routes (routes/versions.ts): an admin lists an item's kept versions and restores one;
// anyone else is refused, and a version that is not the item's is a Spanish 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, type TestStack } from '../../local/testing.ts'
import { VERSION_MESSAGES } from '../_shared/versions.ts'
import { call, signInBoth, snapshot, type Tokens } from './test-support.ts'

let stack: TestStack
let tokens: Tokens

beforeAll(async () => {
  stack = await startTestStack()
  tokens = await signInBoth(stack)
})
afterAll(() => stack?.stop())

/** A fresh service, saved twice through the API: its versions are the creation and the first save. */
async function serviceEditedTwice() {
  const created = await call(stack, '/services', {
    token: tokens.admin,
    body: { title: 'Reiki', description: 'Primera descripción', icon: 'users', order: 5 },
  })
  const id = created.body.id as number
  await call(stack, `/services/${id}`, {
    method: 'PUT',
    token: tokens.admin,
    body: { title: 'Reiki grupal' },
  })
  await call(stack, `/services/${id}`, {
    method: 'PUT',
    token: tokens.admin,
    body: { title: 'Reiki en grupo', description: 'Segunda descripción' },
  })
  return id
}

describe('GET /api/{resource}/{id}/versions', () => {
  it('lists the kept versions newest first, with the fields each save changed and what they held', async () => {
    const id = await serviceEditedTwice()
    const answer = await call(stack, `/services/${id}/versions`, { token: tokens.admin })
    expect(answer.status, answer.text).toBe(200)
    expect(answer.body).toEqual([
      {
        id: expect.any(Number),
        savedAt: expect.any(String),
        updatedAt: expect.any(String),
        changed: expect.arrayContaining(['title', 'description']),
        before: { title: 'Reiki grupal', description: 'Primera descripción' },
      },
      {
        id: expect.any(Number),
        savedAt: expect.any(String),
        updatedAt: expect.any(String),
        changed: ['title'],
        before: { title: 'Reiki' },
      },
    ])
    expect(Date.parse(answer.body[0].savedAt)).toBeGreaterThanOrEqual(
      Date.parse(answer.body[1].savedAt),
    )
  })

  it('names a column by its API field (a track’s audio address)', async () => {
    const [track] = await stack.sql`select id::int as id from public.tracks order by id limit 1`
    await stack.sql`update public.tracks set file_url = file_url || '?v=2' where id = ${track.id}`
    const answer = await call(stack, `/tracks/${track.id}/versions`, { token: tokens.admin })
    expect(answer.status, answer.text).toBe(200)
    expect(answer.body[0].changed).toEqual(['audioUrl'])
  })

  it('is 404 in Spanish for an item that does not exist', async () => {
    const answer = await call(stack, '/services/999999/versions', { token: tokens.admin })
    expect(answer.status).toBe(404)
    expect(answer.body.message).toBe('El servicio no existe')
  })
})

describe('POST /api/{resource}/{id}/versions/{versionId}/restore', () => {
  it('puts the version back, answers the item, and keeps the replaced state as a new version', async () => {
    const id = await serviceEditedTwice()
    const versions = (await call(stack, `/services/${id}/versions`, { token: tokens.admin })).body
    const first = versions.at(-1)
    const answer = await call(stack, `/services/${id}/versions/${first.id}/restore`, {
      method: 'POST',
      token: tokens.admin,
    })
    expect(answer.status, answer.text).toBe(200)
    expect(answer.body).toMatchObject({
      id,
      title: 'Reiki',
      description: 'Primera descripción',
      order: 5,
    })
    const after = (await call(stack, `/services/${id}/versions`, { token: tokens.admin })).body
    expect(after).toHaveLength(3)
    expect(after[0].before).toEqual({ title: 'Reiki en grupo', description: 'Segunda descripción' })
  })

  it('is 404 in Spanish for a version of another item, and changes nothing', async () => {
    const id = await serviceEditedTwice()
    const other = await serviceEditedTwice()
    const [version] = (await call(stack, `/services/${other}/versions`, { token: tokens.admin }))
      .body
    const before = await snapshot(stack)
    const answer = await call(stack, `/services/${id}/versions/${version.id}/restore`, {
      method: 'POST',
      token: tokens.admin,
    })
    expect(answer.status).toBe(404)
    expect(answer.body.message).toBe(VERSION_MESSAGES.versionNotFound)
    expect(await snapshot(stack)).toEqual(before)
  })

  it('is 404 in Spanish once the item is gone, whose versions are kept', async () => {
    const id = await serviceEditedTwice()
    const [version] = (await call(stack, `/services/${id}/versions`, { token: tokens.admin })).body
    await stack.sql`delete from public.services where id = ${id}`
    const answer = await call(stack, `/services/${id}/versions/${version.id}/restore`, {
      method: 'POST',
      token: tokens.admin,
    })
    expect(answer.status).toBe(404)
    expect(answer.body.message).toBe('El servicio no existe')
  })
})

describe('only an admin reads or restores versions', () => {
  for (const [who, token, status, message] of [
    ['without a session', undefined, 401, 'No has iniciado sesión'],
    ['as a signed-in non-admin', 'reader', 403, 'No tienes permisos de administrador'],
  ] as const) {
    it(`is ${status} ${who}, and changes nothing`, async () => {
      const id = await serviceEditedTwice()
      const [version] = (await call(stack, `/services/${id}/versions`, { token: tokens.admin }))
        .body
      const before = await snapshot(stack)
      const callerToken = token && tokens[token]
      const list = await call(stack, `/services/${id}/versions`, { token: callerToken })
      const restore = await call(stack, `/services/${id}/versions/${version.id}/restore`, {
        method: 'POST',
        token: callerToken,
      })
      for (const answer of [list, restore]) {
        expect(answer.status).toBe(status)
        expect(answer.body).toEqual({ message })
      }
      expect(await snapshot(stack)).toEqual(before)
    })
  }
})
