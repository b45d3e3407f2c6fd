// A picture's «Texto alternativo» (routes/media.ts, 20261205100000_media_descriptions.sql): the
// owner writes it once, every answer that holds the picture gives it beside the picture's
// address, and a backup carries it back.
import { readFile } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, type TestStack } from '../../local/testing.ts'
import { MEDIA_MESSAGES } from '../_shared/media.ts'
import { MESSAGES } from './errors.ts'
import { call, signInBoth, type Tokens } from './test-support.ts'

let stack: TestStack
let tokens: Tokens
let picture: string

beforeAll(async () => {
  stack = await startTestStack()
  tokens = await signInBoth(stack)
  const bytes = await readFile(new URL('../../web/public/demo/activity-1.webp', import.meta.url))
  await stack.storeFile('images', 'uploads/2026/cuenco.webp', 'image/webp', new Uint8Array(bytes))
  await stack.storeFile(
    'images',
    'uploads/2026/cuenco-800.webp',
    'image/webp',
    new Uint8Array(bytes),
  )
  picture = `${stack.apiUrl}/storage/v1/object/public/images/uploads/2026/cuenco.webp`
}, 120_000)
afterAll(() => stack?.stop())

const describePicture = (body: unknown, token = tokens.admin) =>
  call(stack, '/media/description', { method: 'PUT', token, body })

async function descriptionRows() {
  return stack.sql`select picture, description, decorative from public.media_descriptions order by picture`
}

describe('PUT /api/media/description', () => {
  it('refuses visitors (401) and signed-in users who are not admins (403), writing nothing', async () => {
    const before = await descriptionRows()
    const body = { address: picture, description: 'Un cuenco' }
    const visitor = await describePicture(body, '')
    expect(visitor.status).toBe(401)
    expect(visitor.body.message).toBe(MESSAGES.notSignedIn)
    const member = await describePicture(body, tokens.reader)
    expect(member.status).toBe(403)
    expect(member.body.message).toBe(MESSAGES.notAdmin)
    expect(await descriptionRows()).toEqual(before)
  })

  it('refuses, in Spanish and writing nothing, a body that says nothing or names no picture', async () => {
    const before = await descriptionRows()
    const refusals: [unknown, string, string][] = [
      [{ description: 'Un cuenco' }, 'address', MEDIA_MESSAGES.pictureAddress],
      [
        { address: 'javascript:alert(1)', description: 'x' },
        'address',
        MEDIA_MESSAGES.pictureAddress,
      ],
      [
        { address: `${stack.apiUrl}/storage/v1/object/public/audio/pista.mp3`, description: 'x' },
        'address',
        MEDIA_MESSAGES.notAPicture,
      ],
      [{ address: picture, description: '   ' }, 'description', MEDIA_MESSAGES.descriptionMissing],
      [{ address: picture }, 'description', MEDIA_MESSAGES.descriptionMissing],
      [
        { address: picture, description: 'a'.repeat(301) },
        'description',
        MEDIA_MESSAGES.descriptionTooLong,
      ],
      [{ address: picture, description: 42 }, 'description', MEDIA_MESSAGES.description],
      [{ address: picture, decorative: 'sí' }, 'decorative', MEDIA_MESSAGES.decorative],
    ]
    for (const [body, field, message] of refusals) {
      const answer = await describePicture(body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.body.fieldErrors?.[field], JSON.stringify(body)).toBe(message)
    }
    const notJson = await call(stack, '/media/description', {
      method: 'PUT',
      token: tokens.admin,
      rawBody: '{"address":',
      headers: { 'content-type': 'application/json' },
    })
    expect(notJson.status).toBe(400)
    expect(await descriptionRows()).toEqual(before)
  })

  it("is one description for a picture and its 800 px copy, given beside the picture's address in every answer", async () => {
    const copy = picture.replace('cuenco.webp', 'cuenco-800.webp')
    const saved = await describePicture({ address: copy, description: '  Cuenco tibetano  ' })
    expect(saved.status, saved.text).toBe(200)
    expect(saved.body).toEqual({ description: 'Cuenco tibetano', decorative: false })
    const again = await describePicture({
      address: picture,
      description: 'Cuenco tibetano de latón',
    })
    expect(again.status, again.text).toBe(200)
    expect(await descriptionRows()).toContainEqual({
      picture: 'images/uploads/2026/cuenco.webp',
      description: 'Cuenco tibetano de latón',
      decorative: false,
    })
    const read = await call(stack, `/media/description?address=${encodeURIComponent(copy)}`, {
      token: tokens.admin,
    })
    expect(read.body).toEqual({ description: 'Cuenco tibetano de latón', decorative: false })

    const created = await call(stack, '/activities', {
      token: tokens.admin,
      body: { title: 'Baño de sonido', description: 'Con cuencos', imageUrl: copy },
    })
    expect(created.status, created.text).toBe(201)
    expect(created.body.imageAlt).toBe('Cuenco tibetano de latón')
    const visible = await call(stack, '/activities/visible')
    const shown = visible.body.find((item: { id: number }) => item.id === created.body.id)
    expect(shown.imageAlt).toBe('Cuenco tibetano de latón')

    const library = await call(stack, '/media?kind=images&q=cuenco', { token: tokens.admin })
    expect(library.body.items[0]).toMatchObject({
      name: 'uploads/2026/cuenco.webp',
      description: 'Cuenco tibetano de latón',
      decorative: false,
    })
  })

  it("a page's formatted text holding the picture is answered with its description, by the address it stores", async () => {
    await describePicture({ address: picture, description: 'Cuenco tibetano de latón' })
    const pages = await call(stack, '/pages')
    const page = pages.body.find((each: { slug: string }) => each.slug === 'nosotros')
    const body = {
      root: {
        type: 'root',
        children: [{ type: 'paragraph', children: [{ type: 'picture', url: picture }] }],
      },
    }
    const saved = await call(stack, `/pages/${page.id}`, {
      method: 'PUT',
      token: tokens.admin,
      body: { title: page.title, body },
    })
    expect(saved.status, saved.text).toBe(200)
    const stored = '/storage/v1/object/public/images/uploads/2026/cuenco.webp'
    expect(saved.body.body.root.children[0].children[0].url).toBe(stored)
    const visible = await call(stack, '/pages')
    const shown = visible.body.find((each: { slug: string }) => each.slug === 'nosotros')
    expect(shown.bodyAlts).toEqual({ [stored]: 'Cuenco tibetano de latón' })
  })

  it('a picture marked decorative is answered with an empty description, whatever text was sent', async () => {
    const address = '/demo/background-2.webp'
    const saved = await describePicture({ address, description: 'Olas', decorative: true })
    expect(saved.status, saved.text).toBe(200)
    expect(saved.body).toEqual({ description: '', decorative: true })
    const [row] = await stack.sql`select public.alt_text(${address}) as alt`
    expect(row.alt).toBe('')
  })

  it('a picture nobody described is answered null, so the admin can say so', async () => {
    const read = await call(
      stack,
      `/media/description?address=${encodeURIComponent('https://example.org/sin-describir.webp')}`,
      { token: tokens.admin },
    )
    expect(read.status, read.text).toBe(200)
    expect(read.body).toEqual({ description: null, decorative: false })
  })
})

describe('backup and restore', () => {
  it('a backup carries the descriptions and a restore brings them back', async () => {
    await describePicture({ address: picture, description: 'Cuenco en la copia' })
    const backup = await fetch(`${stack.functionsUrl}/api/backup`, {
      headers: { apikey: stack.anonKey, authorization: `Bearer ${tokens.admin}` },
    })
    expect(backup.status).toBe(200)
    const copy = new Uint8Array(await backup.arrayBuffer())
    const copied = await descriptionRows()
    expect(copied.length).toBeGreaterThan(0)

    await describePicture({ address: picture, description: 'Cambiada después de la copia' })
    await stack.sql`delete from public.media_descriptions where picture like '/demo/%'`

    const restored = await call(stack, '/backup/restore', {
      method: 'POST',
      token: tokens.admin,
      rawBody: copy,
      headers: { 'content-type': 'application/x-tar' },
    })
    expect(restored.status, restored.text).toBe(200)
    expect(restored.body.rows['public.media_descriptions']).toBe(copied.length)
    expect(await descriptionRows()).toEqual(copied)
  }, 120_000)
})
