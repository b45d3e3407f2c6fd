// Historial's routes (routes/versions.ts): an admin lists an item's kept versions and restores one
// (a list item, a site setting, a section background, a picture's description); anyone else is
// refused, and a version that is not the item's is a Spanish 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, type TestStack } from '../../local/testing.ts'
import { MEDIA_MESSAGES } from '../_shared/media.ts'
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

describe('a site setting’s Historial, by its key', () => {
  /** The CTA title saved twice through the API: its versions hold the two earlier titles. */
  async function ctaTitleSavedTwice() {
    for (const value of ['Primer título', 'Segundo título', 'Tercer título']) {
      const saved = await call(stack, '/site-settings', {
        token: tokens.admin,
        body: { key: 'cta_title', value },
      })
      expect(saved.status, saved.text).toBeLessThan(300)
    }
    return (await call(stack, '/site-settings/cta_title/versions', { token: tokens.admin })).body
  }

  it('lists the setting’s versions newest first, its value named by its key', async () => {
    const versions = await ctaTitleSavedTwice()
    expect(versions[0]).toMatchObject({
      changed: ['cta_title'],
      before: { cta_title: 'Segundo título' },
    })
    expect(versions[1].before).toEqual({ cta_title: 'Primer título' })
  })

  it('restores a version, answers the setting, and keeps the replaced value as a new version', async () => {
    const versions = await ctaTitleSavedTwice()
    const answer = await call(
      stack,
      `/site-settings/cta_title/versions/${versions[1].id}/restore`,
      {
        method: 'POST',
        token: tokens.admin,
      },
    )
    expect(answer.status, answer.text).toBe(200)
    expect(answer.body).toMatchObject({ key: 'cta_title', value: 'Primer título' })
    const after = (await call(stack, '/site-settings/cta_title/versions', { token: tokens.admin }))
      .body
    expect(after[0].before).toEqual({ cta_title: 'Tercer título' })
  })

  it('is an empty list for a declared setting never saved', async () => {
    await stack.sql`delete from public.site_settings where key = 'legal_registry'`
    const answer = await call(stack, '/site-settings/legal_registry/versions', {
      token: tokens.admin,
    })
    expect(answer.status, answer.text).toBe(200)
    expect(answer.body).toEqual([])
  })

  it('is 404 in Spanish for a key that is not a setting, and changes nothing', async () => {
    const before = await snapshot(stack)
    const list = await call(stack, '/site-settings/no_such_key/versions', { token: tokens.admin })
    const restore = await call(stack, '/site-settings/no_such_key/versions/1/restore', {
      method: 'POST',
      token: tokens.admin,
    })
    for (const answer of [list, restore]) {
      expect(answer.status).toBe(404)
      expect(answer.body).toEqual({ message: 'El ajuste no existe' })
    }
    expect(await snapshot(stack)).toEqual(before)
  })

  it('is 404 in Spanish for a version of another setting, or a version id that is not a number', async () => {
    const [version] = await ctaTitleSavedTwice()
    const other = await call(stack, `/site-settings/cta_subtitle/versions/${version.id}/restore`, {
      method: 'POST',
      token: tokens.admin,
    })
    expect(other.status).toBe(404)
    expect(other.body.message).toBe(VERSION_MESSAGES.versionNotFound)
    const word = await call(stack, '/site-settings/cta_title/versions/uno/restore', {
      method: 'POST',
      token: tokens.admin,
    })
    expect(word.status).toBe(404)
    expect(word.body.message).toEqual(expect.any(String))
  })

  it('is 401 without a session and 403 for a non-admin', async () => {
    const anonymous = await call(stack, '/site-settings/cta_title/versions')
    const reader = await call(stack, '/site-settings/cta_title/versions', { token: tokens.reader })
    expect([anonymous.status, reader.status]).toEqual([401, 403])
  })
})

describe('a section background’s Historial, by its id', () => {
  it('lists the background’s versions and restores one', async () => {
    const [row] = await stack.sql`
      select id::int as id from public.carousel_backgrounds order by id limit 1`
    await stack.sql`update public.carousel_backgrounds set title = 'Fondo uno' where id = ${row.id}`
    await stack.sql`update public.carousel_backgrounds set title = 'Fondo dos' where id = ${row.id}`
    const versions = await call(stack, `/carousel-backgrounds/${row.id}/versions`, {
      token: tokens.admin,
    })
    expect(versions.status, versions.text).toBe(200)
    expect(versions.body[0]).toMatchObject({ changed: ['title'], before: { title: 'Fondo uno' } })
    const restored = await call(
      stack,
      `/carousel-backgrounds/${row.id}/versions/${versions.body[0].id}/restore`,
      { method: 'POST', token: tokens.admin },
    )
    expect(restored.status, restored.text).toBe(200)
    expect(restored.body).toMatchObject({ id: row.id, title: 'Fondo uno' })
  })

  it('is 404 in Spanish for a background that does not exist', async () => {
    const answer = await call(stack, '/carousel-backgrounds/999999/versions', {
      token: tokens.admin,
    })
    expect(answer.status).toBe(404)
    expect(answer.body.message).toBe('El fondo no existe')
  })
})

describe('a picture’s description’s Historial, by its address', () => {
  const picture = '/demo/activity-1.webp'
  const versionsPath = (address: string) =>
    `/media/description/versions?address=${encodeURIComponent(address)}`
  const restorePath = (address: string, versionId: number | string) =>
    `/media/description/versions/${versionId}/restore?address=${encodeURIComponent(address)}`

  /** The picture described three times: its versions hold the two earlier descriptions. */
  async function describedThrice(address: string) {
    for (const description of ['Un cuenco', 'Un cuenco tibetano', 'Un cuenco de latón']) {
      const saved = await call(stack, '/media/description', {
        method: 'PUT',
        token: tokens.admin,
        body: { address, description },
      })
      expect(saved.status, saved.text).toBe(200)
    }
    return (await call(stack, versionsPath(address), { token: tokens.admin })).body
  }

  it('lists the description’s versions newest first, by the API’s field names', async () => {
    const versions = await describedThrice(picture)
    expect(versions[0]).toMatchObject({
      changed: ['description'],
      before: { description: 'Un cuenco tibetano' },
    })
    expect(versions[1].before).toEqual({ description: 'Un cuenco' })
  })

  it('restores a version, answers the description, and keeps the replaced one as a new version', async () => {
    const versions = await describedThrice(picture)
    const answer = await call(stack, restorePath(picture, versions[1].id), {
      method: 'POST',
      token: tokens.admin,
    })
    expect(answer.status, answer.text).toBe(200)
    expect(answer.body).toEqual({ description: 'Un cuenco', decorative: false })
    const read = await call(stack, `/media/description?address=${encodeURIComponent(picture)}`, {
      token: tokens.admin,
    })
    expect(read.body).toEqual({ description: 'Un cuenco', decorative: false })
    const after = (await call(stack, versionsPath(picture), { token: tokens.admin })).body
    expect(after[0].before).toEqual({ description: 'Un cuenco de latón' })
  })

  it('is an empty list for a picture nobody described', async () => {
    const answer = await call(stack, versionsPath('https://example.org/sin-describir.webp'), {
      token: tokens.admin,
    })
    expect(answer.status, answer.text).toBe(200)
    expect(answer.body).toEqual([])
  })

  it('is 400 in Spanish for an address that names no picture, and changes nothing', async () => {
    const before = await snapshot(stack)
    for (const path of [
      '/media/description/versions',
      versionsPath('javascript:alert(1)'),
      restorePath('javascript:alert(1)', 1),
    ]) {
      const answer = await call(stack, path, {
        method: path.includes('/restore') ? 'POST' : 'GET',
        token: tokens.admin,
      })
      expect(answer.status, path).toBe(400)
      expect(answer.body.fieldErrors?.address, path).toBe(MEDIA_MESSAGES.pictureAddress)
    }
    expect(await snapshot(stack)).toEqual(before)
  })

  it('is 404 in Spanish for a version of another picture, and changes nothing', async () => {
    const [version] = await describedThrice('/demo/activity-2.webp')
    const before = await snapshot(stack)
    const answer = await call(stack, restorePath(picture, version.id), {
      method: 'POST',
      token: tokens.admin,
    })
    expect(answer.status).toBe(404)
    expect(answer.body.message).toBe(VERSION_MESSAGES.versionNotFound)
    expect(await snapshot(stack)).toEqual(before)
  })

  it('is 401 without a session and 403 for a non-admin, and changes nothing', async () => {
    const [version] = await describedThrice(picture)
    const before = await snapshot(stack)
    for (const token of [undefined, tokens.reader]) {
      const list = await call(stack, versionsPath(picture), { token })
      const restore = await call(stack, restorePath(picture, version.id), {
        method: 'POST',
        token,
      })
      expect([list.status, restore.status]).toEqual(token ? [403, 403] : [401, 401])
    }
    expect(await snapshot(stack)).toEqual(before)
  })
})
