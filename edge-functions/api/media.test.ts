import { readFile } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, type TestStack } from '../../local/testing.ts'
import { MEDIA_MESSAGES } from '../_shared/media.ts'
import { call, signInBoth, snapshot, type Tokens } from './test-support.ts'

let stack: TestStack
let tokens: Tokens
let picture: Buffer
let sound: Buffer

const demo = (name: string) => new URL(`../../web/public/demo/${name}`, import.meta.url)

beforeAll(async () => {
  stack = await startTestStack()
  tokens = await signInBoth(stack)
  picture = await readFile(demo('activity-1.webp'))
  sound = await readFile(demo('cuenco.wav'))
})
afterAll(() => stack?.stop())

let counter = 0

/** Puts a file in a bucket as the owner's browser does: straight to Storage with her token. */
async function store(bucket: 'images' | 'audio', name?: string) {
  counter += 1
  const objectName =
    name ?? `uploads/2026/prueba-${counter}.${bucket === 'images' ? 'webp' : 'wav'}`
  const response = await fetch(`${stack.apiUrl}/storage/v1/object/${bucket}/${objectName}`, {
    method: 'POST',
    headers: {
      apikey: stack.anonKey,
      authorization: `Bearer ${tokens.admin}`,
      'content-type': bucket === 'images' ? 'image/webp' : 'audio/wav',
    },
    body: new Uint8Array(bucket === 'images' ? picture : sound),
  })
  expect(response.status, await response.text()).toBe(200)
  return {
    name: objectName,
    url: `${stack.apiUrl}/storage/v1/object/public/${bucket}/${objectName}`,
  }
}

async function list(query = '') {
  const answer = await call(stack, `/media${query}`, { token: tokens.admin })
  expect(answer.status, answer.text).toBe(200)
  return answer.body as {
    total: number
    totalBytes: number
    items: {
      name: string
      size: number
      variant: string | null
      variantSize: number | null
      originalName: string | null
      uses: { type: string; id: number; label: string }[]
    }[]
  }
}

async function createActivity(title: string, imageUrl: string) {
  const answer = await call(stack, '/activities', {
    token: tokens.admin,
    body: { title, description: 'Descripción de prueba', imageUrl },
  })
  expect(answer.status, answer.text).toBe(201)
  return answer.body.id as number
}

async function stored(bucket: string, name: string) {
  const rows =
    await stack.sql`select 1 from storage.objects where bucket_id = ${bucket} and name = ${name}`
  return rows.length > 0
}

describe('the media library lists the files of a bucket with where each is used', () => {
  it('an image used by an activity lists that activity, found by the database', async () => {
    const file = await store('images')
    const id = await createActivity('Retiro de silencio', file.url)
    const page = await list(
      `?kind=images&q=${encodeURIComponent(file.name.split('/').at(-1) ?? '')}`,
    )
    expect(page.total).toBe(1)
    expect(page.items[0].uses).toEqual([
      { type: 'activities', id, field: 'imageUrl', label: 'Retiro de silencio', parentId: null },
    ])
  })

  it('a converted picture is listed once, with its 800 px copy as the thumbnail', async () => {
    const main = await store('images', 'uploads/2026/con-copia.webp')
    await store('images', 'uploads/2026/con-copia-800.webp')
    const page = await list('?kind=images&q=con-copia')
    expect(page.items.map((item) => [item.name, item.variant])).toEqual([
      [main.name, 'uploads/2026/con-copia-800.webp'],
    ])
  })

  it('"Sin usar" keeps only the files nothing points at, with their count and size', async () => {
    const unused = await store('audio')
    const page = await list('?kind=audio&unused=1')
    expect(page.items.map((item) => item.name)).toContain(unused.name)
    expect(page.items.every((item) => item.uses.length === 0)).toBe(true)
    expect(page.totalBytes).toBeGreaterThanOrEqual(sound.length)
  })

  it('pages hold at most `limit` files and say how many there are in all', async () => {
    for (let index = 0; index < 3; index += 1) await store('images', `paginas/${index}.webp`)
    const first = await list('?kind=images&q=paginas&limit=2')
    const second = await list('?kind=images&q=paginas&limit=2&offset=2')
    expect(first.total).toBe(3)
    expect(first.items).toHaveLength(2)
    expect(second.items).toHaveLength(1)
  })

  it.each([
    ['an unknown kind', '?kind=videos'],
    ['a page that is not a number', '?offset=uno'],
    ['more than 100 at once', '?limit=1000'],
    ['a "Sin usar" that is neither yes nor no', '?unused=quizas'],
  ])('%s is a 400 with a Spanish message', async (_case, query) => {
    const answer = await call(stack, `/media${query}`, { token: tokens.admin })
    expect(answer.status).toBe(400)
    expect(answer.body.message).toMatch(/[a-záéíóúñ]/)
  })
})

describe('deleting a file', () => {
  it('a file in use is refused with the list of its uses, and nothing changes', async () => {
    const file = await store('images')
    const id = await createActivity('Taller en uso', file.url)
    const before = await snapshot(stack)
    const answer = await call(stack, '/media/delete', {
      token: tokens.admin,
      body: { bucket: 'images', name: file.name },
    })
    expect(answer.status).toBe(409)
    expect(answer.body.message).toBe(MEDIA_MESSAGES.inUse)
    expect(answer.body.uses).toEqual([expect.objectContaining({ type: 'activities', id })])
    expect(await snapshot(stack)).toEqual(before)
  })

  it('an unused file goes, with its 800 px copy', async () => {
    const main = await store('images', 'borrar/foto.webp')
    await store('images', 'borrar/foto-800.webp')
    const answer = await call(stack, '/media/delete', {
      token: tokens.admin,
      body: { bucket: 'images', name: main.name },
    })
    expect(answer.status, answer.text).toBe(200)
    expect(answer.body).toEqual({ deleted: 2, trashId: expect.any(Number) })
    expect(await stored('images', 'borrar/foto.webp')).toBe(false)
    expect(await stored('images', 'borrar/foto-800.webp')).toBe(false)
  })

  it('a file that became used after the list was read is still refused (the check is at delete time)', async () => {
    const file = await store('images')
    expect((await list(`?kind=images&unused=1&q=${file.name.split('/').at(-1)}`)).total).toBe(1)
    await createActivity('Uso de última hora', file.url)
    const answer = await call(stack, '/media/delete', {
      token: tokens.admin,
      body: { bucket: 'images', name: file.name },
    })
    expect(answer.status).toBe(409)
    expect(await stored('images', file.name)).toBe(true)
  })

  it('"Eliminar archivos sin usar" removes the unused files shown and keeps the copies of used pictures', async () => {
    const used = await store('images', 'masivo/usada.webp')
    await store('images', 'masivo/usada-800.webp')
    const unused = await store('images', 'masivo/suelta.webp')
    await store('images', 'masivo/suelta-800.webp')
    const elsewhere = await store('images', 'otra-carpeta/suelta.webp')
    await createActivity('Con foto', used.url)
    const answer = await call(stack, '/media/delete-unused', {
      token: tokens.admin,
      body: { bucket: 'images', q: 'masivo/', listedAt: new Date().toISOString() },
    })
    expect(answer.status, answer.text).toBe(200)
    expect(answer.body).toEqual({ deleted: 1 })
    expect(await stored('images', unused.name)).toBe(false)
    expect(await stored('images', 'masivo/suelta-800.webp')).toBe(false)
    expect(await stored('images', used.name)).toBe(true)
    expect(await stored('images', 'masivo/usada-800.webp')).toBe(true)
    expect(await stored('images', elsewhere.name)).toBe(true)
  })

  it('a file stored after the list was read is kept: it may belong to a form not saved yet', async () => {
    const listedAt = new Date(Date.now() - 60_000).toISOString()
    const fresh = await store('images', 'recien/subida.webp')
    const answer = await call(stack, '/media/delete-unused', {
      token: tokens.admin,
      body: { bucket: 'images', q: 'recien/', listedAt },
    })
    expect(answer.body).toEqual({ deleted: 0 })
    expect(await stored('images', fresh.name)).toBe(true)
  })

  it.each([
    ['a missing file', { bucket: 'images', name: 'no/existe.webp' }, 404],
    ['another bucket', { bucket: 'privado', name: 'x.webp' }, 400],
    ['a path that climbs out', { bucket: 'images', name: '../audio/x.wav' }, 400],
    ['an empty name', { bucket: 'images', name: '' }, 400],
  ])('%s is refused and nothing changes', async (_case, body, status) => {
    const before = await snapshot(stack)
    const answer = await call(stack, '/media/delete', { token: tokens.admin, body })
    expect(answer.status).toBe(status)
    expect(answer.body.message).toEqual(expect.any(String))
    expect(await snapshot(stack)).toEqual(before)
  })
})

describe('replacing a file everywhere', () => {
  it('every use points at the new file in one go, and the old file goes', async () => {
    const old = await store('images')
    const replacement = await store('images')
    const first = await createActivity('Primera', old.url)
    const second = await createActivity('Segunda', old.url)
    const answer = await call(stack, '/media/replace', {
      token: tokens.admin,
      body: { from: old.url, to: replacement.url },
    })
    expect(answer.status, answer.text).toBe(200)
    expect(answer.body).toEqual({ repointed: 2 })
    const rows =
      await stack.sql`select image_url from public.activities where id in (${first}, ${second})`
    expect(rows.map((row) => row.image_url)).toEqual([replacement.url, replacement.url])
    expect(await stored('images', old.name)).toBe(false)
  })

  it("the new picture keeps the old one's description unless it has its own", async () => {
    const [old, undescribed, described] = [
      await store('images'),
      await store('images'),
      await store('images'),
    ]
    const describe = (address: string, description: string) =>
      call(stack, '/media/description', {
        method: 'PUT',
        token: tokens.admin,
        body: { address, description },
      })
    const descriptionOf = async (name: string) =>
      (
        await stack.sql`select description from public.media_descriptions where picture = ${`images/${name}`}`
      )[0]?.description
    expect((await describe(old.url, 'Cuenco tibetano sobre la esterilla')).status).toBe(200)
    const replaced = await call(stack, '/media/replace', {
      token: tokens.admin,
      body: { from: old.url, to: undescribed.url },
    })
    expect(replaced.status, replaced.text).toBe(200)
    expect(await descriptionOf(undescribed.name)).toBe('Cuenco tibetano sobre la esterilla')

    expect((await describe(undescribed.url, 'Cuenco de cuarzo')).status).toBe(200)
    expect((await describe(described.url, 'Sala de meditación con velas')).status).toBe(200)
    const again = await call(stack, '/media/replace', {
      token: tokens.admin,
      body: { from: undescribed.url, to: described.url },
    })
    expect(again.status, again.text).toBe(200)
    expect(await descriptionOf(described.name)).toBe('Sala de meditación con velas')
  })

  it.each([['an image for an audio file', 'audio', 'images', MEDIA_MESSAGES.otherKind]])(
    '%s is refused and nothing changes',
    async (_case, fromBucket, toBucket, message) => {
      const old = await store(fromBucket as 'audio')
      const replacement = await store(toBucket as 'images')
      const before = await snapshot(stack)
      const answer = await call(stack, '/media/replace', {
        token: tokens.admin,
        body: { from: old.url, to: replacement.url },
      })
      expect(answer.status).toBe(400)
      expect(answer.body.message).toBe(message)
      expect(await snapshot(stack)).toEqual(before)
    },
  )

  it("a replacement named on another host still points every use at this project's Storage", async () => {
    const old = await store('images')
    const replacement = await store('images')
    const id = await createActivity('Dirección ajena', old.url)
    const foreign = replacement.url.replace(stack.apiUrl, 'https://otro-sitio.example')
    const answer = await call(stack, '/media/replace', {
      token: tokens.admin,
      body: { from: old.url, to: foreign },
    })
    expect(answer.status, answer.text).toBe(200)
    const [row] = await stack.sql`select image_url from public.activities where id = ${id}`
    expect(row.image_url).toBe(replacement.url)
  })

  it('a replacement that does not exist is a 404 and nothing changes', async () => {
    const old = await store('images')
    await createActivity('Se queda', old.url)
    const before = await snapshot(stack)
    const answer = await call(stack, '/media/replace', {
      token: tokens.admin,
      body: { from: old.url, to: `${stack.apiUrl}/storage/v1/object/public/images/no/existe.webp` },
    })
    expect(answer.status).toBe(404)
    expect(await snapshot(stack)).toEqual(before)
  })

  it('an address outside the library is a 400', async () => {
    const answer = await call(stack, '/media/replace', {
      token: tokens.admin,
      body: { from: 'https://example.org/foto.webp', to: 'javascript:alert(1)' },
    })
    expect(answer.status).toBe(400)
    expect(answer.body.message).toBe(MEDIA_MESSAGES.notAFile)
  })
})

describe('a use is the file whatever the form of its address or the column holding it', () => {
  async function deleteFile(name: string) {
    return call(stack, '/media/delete', { token: tokens.admin, body: { bucket: 'images', name } })
  }

  async function createTestimonial(avatarUrl: string) {
    const answer = await call(stack, '/testimonials', {
      token: tokens.admin,
      body: { name: 'Lucía', quote: 'Muy bien', content: 'Volveré pronto', avatarUrl },
    })
    expect(answer.status, answer.text).toBe(201)
    return answer.body.id as number
  }

  it('an address percent-encoded as Storage writes it is a use of the file, and deleting it is a 409', async () => {
    const file = await store('images', 'usos/Foto playa ñ.png')
    const encoded = `${stack.apiUrl}/storage/v1/object/public/images/usos/Foto%20playa%20%C3%B1.png`
    const id = await createTestimonial(encoded)
    const page = await list(`?kind=images&q=${encodeURIComponent('Foto playa')}`)
    expect(page.items[0].uses).toEqual([expect.objectContaining({ type: 'testimonials', id })])
    const answer = await deleteFile(file.name)
    expect(answer.status).toBe(409)
    expect(answer.body.uses).toEqual([expect.objectContaining({ type: 'testimonials', id })])
    expect(await stored('images', file.name)).toBe(true)
  })

  it("an image transformer's address (render/image) on the site's own host is a use", async () => {
    const file = await store('images', 'usos/transformada.webp')
    const id = await createActivity(
      'Con miniatura',
      `https://bienestar.example/storage/v1/render/image/public/images/${file.name}?width=400`,
    )
    const answer = await deleteFile(file.name)
    expect(answer.status).toBe(409)
    expect(answer.body.uses).toEqual([expect.objectContaining({ type: 'activities', id })])
  })

  it("a link column (a service's link) linking to a file is a use", async () => {
    const file = await store('images', 'usos/enlazada.webp')
    const answer = await call(stack, '/services', {
      token: tokens.admin,
      body: { title: 'Folleto', description: 'Descárgalo', icon: 'tag', link: file.url },
    })
    expect(answer.status, answer.text).toBe(201)
    const refused = await deleteFile(file.name)
    expect(refused.status).toBe(409)
    expect(refused.body.uses).toEqual([
      expect.objectContaining({ type: 'services', id: answer.body.id, field: 'link' }),
    ])
  })

  it("a picture in a page's formatted text, saved or pending, is a use of that page, refused for deletion", async () => {
    const [saved, pending] = [
      await store('images', 'usos/en-el-texto.webp'),
      await store('images', 'usos/en-el-borrador.webp'),
    ]
    const bodyWith = (url: string) => ({
      root: {
        type: 'root',
        children: [{ type: 'paragraph', children: [{ type: 'picture', url }] }],
      },
    })
    const [page] =
      await stack.sql`select id, title from public.pages where slug = 'nosotros-mision'`
    for (const [url, query] of [
      [saved.url, ''],
      [pending.url, '?status=draft'],
    ]) {
      const answer = await call(stack, `/pages/${page.id}${query}`, {
        method: 'PUT',
        token: tokens.admin,
        body: { title: page.title, body: bodyWith(url) },
      })
      expect(answer.status, answer.text).toBe(200)
    }
    for (const file of [saved, pending]) {
      const refused = await deleteFile(file.name)
      expect(refused.status).toBe(409)
      expect(refused.body.uses).toEqual([
        expect.objectContaining({
          type: 'pages',
          id: Number(page.id),
          field: 'body',
          label: page.title,
        }),
      ])
    }
  })

  it("a file only an item's pending changes point at is a use of that item, refused for deletion", async () => {
    const file = await store('images', 'usos/solo-en-borrador.webp')
    const id = await createActivity('Publicada', (await store('images', 'usos/publicada.webp')).url)
    const draft = await call(stack, `/activities/${id}?status=draft`, {
      method: 'PUT',
      token: tokens.admin,
      body: { imageUrl: file.url },
    })
    expect(draft.status, draft.text).toBe(200)
    const refused = await deleteFile(file.name)
    expect(refused.status).toBe(409)
    expect(refused.body.uses).toEqual([
      expect.objectContaining({ type: 'activities', id, field: 'imageUrl' }),
    ])
  })

  it("replacing a file points the pictures of pages' texts, saved and pending, at the new one", async () => {
    const [old, replacement] = [
      await store('images', 'usos/texto-antes.webp'),
      await store('images', 'usos/texto-despues.webp'),
    ]
    const bodyWith = (url: string) => ({
      root: {
        type: 'root',
        children: [
          {
            type: 'paragraph',
            children: [
              { type: 'text', text: 'Antes', format: 0 },
              { type: 'picture', url, description: 'La sala' },
            ],
          },
        ],
      },
    })
    const [page] =
      await stack.sql`select id, title from public.pages where slug = 'nosotros-cierre'`
    for (const query of ['', '?status=draft']) {
      const answer = await call(stack, `/pages/${page.id}${query}`, {
        method: 'PUT',
        token: tokens.admin,
        body: { title: page.title, body: bodyWith(old.url) },
      })
      expect(answer.status, answer.text).toBe(200)
    }
    const answer = await call(stack, '/media/replace', {
      token: tokens.admin,
      body: { from: old.url, to: replacement.url },
    })
    expect(answer.status, answer.text).toBe(200)
    expect(answer.body).toEqual({ repointed: 2 })
    const path = '/storage/v1/object/public/images/usos/texto-despues.webp'
    const [row] = await stack.sql`
      select p.body, d.changes -> 'body' as pending from public.pages p
      join public.content_drafts d on d.table_name = 'pages' and d.row_id = p.id
      where p.id = ${page.id}`
    for (const document of [row.body, row.pending]) {
      expect(document.root.children[0].children[1]).toEqual({
        type: 'picture',
        url: path,
        description: 'La sala',
      })
    }
  })

  it('replacing a file points the pending changes that use it at the new one', async () => {
    const [old, replacement] = [
      await store('images', 'usos/borrador-antes.webp'),
      await store('images', 'usos/borrador-despues.webp'),
    ]
    const id = await createActivity(
      'Con borrador',
      (await store('images', 'usos/con-borrador.webp')).url,
    )
    await call(stack, `/activities/${id}?status=draft`, {
      method: 'PUT',
      token: tokens.admin,
      body: { imageUrl: old.url },
    })
    const answer = await call(stack, '/media/replace', {
      token: tokens.admin,
      body: { from: old.url, to: replacement.url },
    })
    expect(answer.status, answer.text).toBe(200)
    const [pending] = await stack.sql<{ address: string }[]>`
      select changes ->> 'imageUrl' as address from public.content_drafts
      where table_name = 'activities' and row_id = ${id}`
    expect(pending.address).toMatch(/usos\/borrador-despues\.webp$/)
  })

  it('content showing the 800 px copy uses its picture: "Eliminar archivos sin usar" keeps both', async () => {
    const main = await store('images', 'solo-copia/foto.webp')
    const copy = await store('images', 'solo-copia/foto-800.webp')
    const id = await createActivity('Usa la copia', copy.url)
    expect((await list('?kind=images&q=solo-copia')).items[0].uses).toEqual([
      expect.objectContaining({ type: 'activities', id }),
    ])
    const answer = await call(stack, '/media/delete-unused', {
      token: tokens.admin,
      body: { bucket: 'images', q: 'solo-copia/', listedAt: new Date().toISOString() },
    })
    expect(answer.body).toEqual({ deleted: 0 })
    expect(await stored('images', main.name)).toBe(true)
    expect(await stored('images', copy.name)).toBe(true)
    expect((await deleteFile(main.name)).status).toBe(409)
  })

  it.each([
    ['its own 800 px copy', (name: string) => name.replace(/\.webp$/, '-800.webp')],
    ['itself under another encoding', (name: string) => name.replace('/', '%2F')],
  ])('replacing a picture by %s is a 400 and nothing changes', async (_case, otherName) => {
    const main = await store('images', `propia-${counter}/foto.webp`)
    await store('images', main.name.replace(/\.webp$/, '-800.webp'))
    await createActivity(`Propia ${counter}`, main.url)
    const before = await snapshot(stack)
    const answer = await call(stack, '/media/replace', {
      token: tokens.admin,
      body: {
        from: main.url,
        to: `${stack.apiUrl}/storage/v1/object/public/images/${otherName(main.name)}`,
      },
    })
    expect(answer.status).toBe(400)
    expect(answer.body.message).toBe(MEDIA_MESSAGES.sameFile)
    expect(await snapshot(stack)).toEqual(before)
  })

  it('a save that starts using a file no longer stored is a 409 saying so, and nothing is saved', async () => {
    const before = await snapshot(stack)
    const answer = await call(stack, '/activities', {
      token: tokens.admin,
      body: {
        title: 'Foto borrada',
        description: 'Descripción de prueba',
        imageUrl: `${stack.apiUrl}/storage/v1/object/public/images/ya/no/esta.webp`,
      },
    })
    expect(answer.status).toBe(409)
    expect(answer.body.message).toBe(MEDIA_MESSAGES.gone)
    expect(await snapshot(stack)).toEqual(before)
  })
})

describe('racing writes never leave content pointing at a missing file (the database serialises them)', () => {
  const ROUNDS = 20
  // Twenty rounds of real uploads, moves to the Papelera and saves: about 15 s on a quiet
  // machine, more beside the rest of the suite.
  const RACE_TIMEOUT_MS = 120_000

  /** Every use in any address column points at a stored file. */
  async function dangling() {
    return stack.sql`
      select 'activities' as type, id, image_url as address from public.activities
      where private.storage_object_of(image_url) is not null
        and not exists (
          select 1 from storage.objects o
          where o.bucket_id || '/' || o.name = private.storage_object_of(image_url))`
  }

  it(`a replacement A→B beside a delete of B, ${ROUNDS} rounds`, {
    timeout: RACE_TIMEOUT_MS,
  }, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const a = await store('images', `carrera-rb/${round}-a.webp`)
      const b = await store('images', `carrera-rb/${round}-b.webp`)
      await createActivity(`Carrera reemplazo ${round}`, a.url)
      const [replaced, deleted] = await Promise.all([
        call(stack, '/media/replace', { token: tokens.admin, body: { from: a.url, to: b.url } }),
        call(stack, '/media/delete', {
          token: tokens.admin,
          body: { bucket: 'images', name: b.name },
        }),
      ])
      // One of them wins; the other is told why (B in use, or B gone), never both 200.
      const statuses = [replaced.status, deleted.status]
      expect(statuses.filter((status) => status === 200)).toHaveLength(1)
      expect(statuses.filter((status) => status !== 200)).toEqual([
        expect.toSatisfy((status: number) => status === 404 || status === 409),
      ])
      expect(await dangling()).toEqual([])
    }
  })

  it(`a delete of C beside a save that starts using C, ${ROUNDS} rounds`, {
    timeout: RACE_TIMEOUT_MS,
  }, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const c = await store('images', `carrera-ds/${round}.webp`)
      const [deleted, saved] = await Promise.all([
        call(stack, '/media/delete', {
          token: tokens.admin,
          body: { bucket: 'images', name: c.name },
        }),
        call(stack, '/activities', {
          token: tokens.admin,
          body: { title: `Carrera guardado ${round}`, description: 'Descripción', imageUrl: c.url },
        }),
      ])
      // Deleted first: the save is told the file is gone. Saved first: the delete sees the use.
      expect([deleted.status, saved.status]).toEqual(
        deleted.status === 200 ? [200, 409] : [409, 201],
      )
      expect(await dangling()).toEqual([])
    }
  })
})

/** The smallest file a reader takes for a PDF. */
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')

/** Sends a file as the library's uploader does: a form with the name it had on the computer. */
async function storeAs(bucket: string, objectName: string, bytes: Uint8Array, type: string) {
  const form = new FormData()
  form.append('metadata', JSON.stringify({ originalName: `Guía del retiro ${counter}.pdf` }))
  form.append('', new Blob([bytes as BlobPart], { type }), objectName.split('/').at(-1))
  return fetch(`${stack.apiUrl}/storage/v1/object/${bucket}/${objectName}`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, authorization: `Bearer ${tokens.admin}` },
    body: form,
  })
}

describe('documents: PDFs in the library', () => {
  it('a PDF is stored in the documents bucket and listed under the name it was uploaded with', async () => {
    counter += 1
    const name = `uploads/2026/00000000-0000-4000-8000-00000000000${counter % 10}-guia.pdf`
    const response = await storeAs('documents', name, PDF, 'application/pdf')
    expect(response.status, await response.text()).toBe(200)
    const page = await list(`?kind=documents&q=${encodeURIComponent(`retiro ${counter}`)}`)
    expect(page.items).toEqual([
      expect.objectContaining({ name, originalName: `Guía del retiro ${counter}.pdf` }),
    ])
  })

  it('a .pdf that is not a PDF is refused by Storage (a 400 carrying 415) in Spanish, and nothing is stored', async () => {
    const before = await snapshot(stack)
    const page = new TextEncoder().encode('<!doctype html><script>alert(1)</script>')
    const response = await storeAs('documents', 'uploads/2026/falso.pdf', page, 'application/pdf')
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      statusCode: '415',
      message: 'El contenido del archivo no corresponde a su tipo (application/pdf).',
    })
    expect(await snapshot(stack)).toEqual(before)
  })

  it("a book's download pointing at a PDF is a use of it, and deleting the PDF is a 409", async () => {
    counter += 1
    const name = `uploads/2026/libro-${counter}.pdf`
    expect((await storeAs('documents', name, PDF, 'application/pdf')).status).toBe(200)
    const url = `${stack.apiUrl}/storage/v1/object/public/documents/${name}`
    const book = await call(stack, '/books', {
      token: tokens.admin,
      body: { title: 'Libro en PDF', author: 'Autora', isDownloadable: true, downloadLink: url },
    })
    expect(book.status, book.text).toBe(201)
    const page = await list(`?kind=documents&q=libro-${counter}`)
    expect(page.items[0].uses).toEqual([
      expect.objectContaining({ type: 'books', id: book.body.id, label: 'Libro en PDF' }),
    ])
    const refused = await call(stack, '/media/delete', {
      token: tokens.admin,
      body: { bucket: 'documents', name },
    })
    expect(refused.status).toBe(409)
    expect(await stored('documents', name)).toBe(true)
  })
})

describe('sizes that add up', () => {
  it("the page's bytes are the sum of its files' own sizes and their 800 px copies'", async () => {
    await store('images', 'uploads/2026/suma.webp')
    await store('images', 'uploads/2026/suma-800.webp')
    await store('images', 'uploads/2026/suma-sola.webp')
    const page = await list('?kind=images&q=suma')
    expect(page.items.map((item) => item.variantSize)).toEqual([null, picture.length])
    const shown = page.items.reduce((sum, item) => sum + item.size + (item.variantSize ?? 0), 0)
    expect(page.totalBytes).toBe(shown)
  })
})

describe('only admins use the library', () => {
  const ROUTES = [
    { path: '/media', method: 'GET' },
    { path: '/media/delete', method: 'POST', body: { bucket: 'images', name: 'x.webp' } },
    {
      path: '/media/delete-unused',
      method: 'POST',
      body: { bucket: 'images', listedAt: new Date().toISOString() },
    },
    {
      path: '/media/replace',
      method: 'POST',
      body: {
        from: 'http://x/storage/v1/object/public/images/a.webp',
        to: 'http://x/storage/v1/object/public/images/b.webp',
      },
    },
  ]
  it.each(ROUTES)(
    '$method $path: a visitor gets 401, a signed-in non-admin 403, and nothing changes',
    async (route) => {
      const before = await snapshot(stack)
      const visitor = await call(stack, route.path, { method: route.method, body: route.body })
      const member = await call(stack, route.path, {
        method: route.method,
        body: route.body,
        token: tokens.reader,
      })
      expect(visitor.status).toBe(401)
      expect(member.status).toBe(403)
      expect(await snapshot(stack)).toEqual(before)
    },
  )
})

describe('storage and database never disagree', () => {
  /** Every use of a library file points at a file that exists. */
  async function dangling() {
    return stack.sql`
      select a.id, a.image_url from public.activities a
      where a.image_url like '%/storage/v1/object/public/images/%'
        and not exists (
          select 1 from storage.objects o
          where o.bucket_id = 'images'
            and a.image_url like '%/storage/v1/object/public/images/' || o.name)`
  }

  it.each([0, 5, 15, 40])(
    'a replacement whose caller hangs up after %i ms leaves no use pointing at a missing file',
    async (delay) => {
      const old = await store('images')
      const replacement = await store('images')
      await createActivity(`Cortada a los ${delay} ms`, old.url)
      const hangUp = new AbortController()
      const request = fetch(`${stack.functionsUrl}/api/media/replace`, {
        method: 'POST',
        headers: {
          apikey: stack.anonKey,
          authorization: `Bearer ${tokens.admin}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ from: old.url, to: replacement.url }),
        signal: hangUp.signal,
      }).catch(() => undefined)
      setTimeout(() => hangUp.abort(), delay)
      await request
      // Whatever the server got to do, it settles into one of the two whole states.
      await expect
        .poll(async () => {
          const [row] = await stack.sql`
          select image_url from public.activities where title = ${`Cortada a los ${delay} ms`}`
          const oldStored = await stored('images', old.name)
          return row.image_url === replacement.url
            ? !oldStored
            : row.image_url === old.url && oldStored
        })
        .toBe(true)
      expect(await dangling()).toEqual([])
    },
  )
})
