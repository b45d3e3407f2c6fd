// Borrador and Publicado through the api function and PostgREST (issue 26, part 1), for every
// content type: a draft, and a draft change to a published item, stay out of visitors' reads
// until "Publicar". What the database itself refuses to show is in supabase/tests/drafts.test.ts;
// the prerendered pages are checked in e2e/owner-drafts.e2e.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, type TestStack } from '../../local/testing.ts'
import { RESOURCES, type ResourceDefinition } from '../_shared/index.ts'
import { call, signInBoth, type Tokens } from './test-support.ts'
import { visitorReads } from './visitor-reads.ts'

let stack: TestStack
let tokens: Tokens
let albumId: number
const TRACKS = RESOURCES.find((resource) => resource.path === 'tracks') as ResourceDefinition
const { createPath, goodBody, anonymousReads, postgrestRead } = visitorReads(
  () => stack,
  () => albumId,
)

beforeAll(async () => {
  stack = await startTestStack()
  tokens = await signInBoth(stack)
  const [album] = await stack.sql`select min(id)::int as id from public.albums`
  albumId = album.id
})
afterAll(() => stack?.stop())

async function adminRead(resource: ResourceDefinition, id: number) {
  const [row] = await stack.sql.unsafe(
    `select ${resource.fields[resource.label]} as label, published_at as "publishedAt", public.draft(${resource.table})::text as draft from public.${resource.table} where id = $1`,
    [id],
  )
  return {
    label: row.label,
    publishedAt: row.publishedAt,
    draft: row.draft === null ? null : JSON.parse(row.draft),
  }
}

// Each case starts from an item it creates: the types she only edits (the fixed pages) have none
// to create, their drafts are walked from a seeded row in preview.test.ts.
describe.each(
  RESOURCES.filter((resource) => resource.writes.includes('create')).map((resource) => ({
    resource,
    name: resource.path,
  })),
)('$name', ({ resource }) => {
  const label = resource.label

  it('a draft is invisible to an anonymous GET and to PostgREST with the anon key', async () => {
    const created = await call(stack, `${createPath(resource)}?status=draft`, {
      token: tokens.admin,
      body: goodBody(resource),
    })
    expect(created.status, created.text).toBe(201)
    expect(created.body.publishedAt).toBeNull()
    const id = created.body.id as number
    expect(await anonymousReads(resource, id)).toEqual([])
    expect(await postgrestRead(resource, id)).toEqual([])
    expect((await adminRead(resource, id)).publishedAt).toBeNull()
  })

  it('Publicar makes a draft visible everywhere', async () => {
    const created = await call(stack, `${createPath(resource)}?status=draft`, {
      token: tokens.admin,
      body: goodBody(resource),
    })
    const id = created.body.id as number
    const published = await call(stack, `/${resource.path}/${id}?status=published`, {
      method: 'PUT',
      token: tokens.admin,
      body: { [label]: 'Ya publicado', updatedAt: created.body.updatedAt },
    })
    expect(published.status, published.text).toBe(200)
    expect(published.body.publishedAt).toEqual(expect.any(String))
    const reads = await anonymousReads(resource, id)
    expect(reads.length).toBeGreaterThan(0)
    for (const read of reads) expect(read[label]).toBe('Ya publicado')
    expect(await postgrestRead(resource, id)).toEqual([
      { [resource.fields[label]]: 'Ya publicado', draft: null },
    ])
  })

  it('a draft change to a published item leaves the published version live until Publicar', async () => {
    // Created without saying: published, as the spec's API has always done.
    const created = await call(stack, createPath(resource), {
      token: tokens.admin,
      body: goodBody(resource),
    })
    expect(created.status, created.text).toBe(201)
    const id = created.body.id as number
    const original = created.body[label]
    expect((await anonymousReads(resource, id)).length).toBeGreaterThan(0)

    const drafted = await call(stack, `/${resource.path}/${id}?status=draft`, {
      method: 'PUT',
      token: tokens.admin,
      body: { [label]: 'Cambio pendiente', updatedAt: created.body.updatedAt },
    })
    expect(drafted.status, drafted.text).toBe(200)
    expect(drafted.body[label]).toBe(original)
    expect(drafted.body.draft).toEqual({ [label]: 'Cambio pendiente' })
    for (const read of await anonymousReads(resource, id)) {
      expect(read[label]).toBe(original)
      expect(read.draft).toBeNull()
    }
    expect(await postgrestRead(resource, id)).toEqual([
      { [resource.fields[label]]: original, draft: null },
    ])
    expect(await adminRead(resource, id)).toMatchObject({
      label: original,
      draft: { [label]: 'Cambio pendiente' },
    })

    const published = await call(stack, `/${resource.path}/${id}/publish`, {
      method: 'POST',
      token: tokens.admin,
    })
    expect(published.status, published.text).toBe(200)
    expect(published.body).toMatchObject({ [label]: 'Cambio pendiente', draft: null })
    const reads = await anonymousReads(resource, id)
    expect(reads.length).toBeGreaterThan(0)
    for (const read of reads) expect(read[label]).toBe('Cambio pendiente')
    expect(await postgrestRead(resource, id)).toEqual([
      { [resource.fields[label]]: 'Cambio pendiente', draft: null },
    ])
  })
})

describe('the status a write asks for', () => {
  it('is draft or published, else 400 in Spanish and nothing is written', async () => {
    const [before] = await stack.sql`select count(*)::int as n from public.services`
    const answer = await call(stack, '/services?status=oculto', {
      token: tokens.admin,
      body: goodBody(
        RESOURCES.find((resource) => resource.path === 'services') as ResourceDefinition,
      ),
    })
    expect(answer.status).toBe(400)
    expect(answer.body.message).toBe('El estado debe ser draft (borrador) o published (publicado)')
    const [after] = await stack.sql`select count(*)::int as n from public.services`
    expect(after.n).toBe(before.n)
  })

  it('a draft album hides its published tracks from visitors', async () => {
    const album = await call(stack, '/albums?status=draft', {
      token: tokens.admin,
      body: goodBody(
        RESOURCES.find((resource) => resource.path === 'albums') as ResourceDefinition,
      ),
    })
    const track = await call(stack, `/albums/${album.body.id}/tracks`, {
      token: tokens.admin,
      body: { title: 'Pista', audioUrl: '/demo/cuenco.wav' },
    })
    expect(track.status, track.text).toBe(201)
    expect((await call(stack, `/albums/${album.body.id}/tracks`)).status).toBe(404)
    expect(await postgrestRead(TRACKS, track.body.id)).toEqual([])
  })
})
