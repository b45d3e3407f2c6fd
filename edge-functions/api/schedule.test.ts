// Programar through the api function and PostgREST (issue 26, part 3), for every content type:
// an item published from a later minute ("Publicar el") is invisible to visitors until then, an
// activity or promotion retired at a minute ("Retirar el") from then on, a change to an item
// visitors see keeps the published version live until its minute (issue 39, item 2), and bad
// schedules are refused in Spanish. Each test moves the schedule in the database instead of
// waiting. What the database decides is in supabase/tests/scheduled-publishing.test.ts and
// scheduled-changes.test.ts; the prerendered pages in e2e/owner-schedule.e2e.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, type TestStack } from '../../local/testing.ts'
import { SCHEDULE_MESSAGES } from '../_shared/fields.ts'
import { RESOURCES, type ResourceDefinition } from '../_shared/index.ts'
import { call, signInBoth, type Tokens } from './test-support.ts'
import { visitorReads } from './visitor-reads.ts'

let stack: TestStack
let tokens: Tokens
let albumId: number
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

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString()

/**
 * Moves the item's publish or retire minute to a minute ago, as if it had come (a retired item
 * published an hour before, as the database requires).
 */
async function minuteHasCome(resource: ResourceDefinition, id: number, column: string) {
  const published = column === 'unpublished_at' ? `published_at = now() - interval '1 hour', ` : ''
  await stack.sql.unsafe(
    `update public.${resource.table} set ${published}${column} = now() - interval '1 minute' where id = $1`,
    [id],
  )
}

/**
 * Moves the minute of the item's scheduled change to a minute ago, then runs what the hosted job
 * runs every minute (and the embedded stack on its timers), which publishes it.
 */
async function changeMinuteHasCome(resource: ResourceDefinition, id: number) {
  await stack.sql.unsafe(
    `update public.content_drafts set publish_at = now() - interval '1 minute'
     where table_name = $1 and row_id = $2`,
    [resource.table, id],
  )
  await stack.sql`select private.mark_due_schedules()`
}

const RETIRED = RESOURCES.filter((resource) => 'unpublishedAt' in resource.fields)

// Each case starts from an item it creates: the types she only edits (the fixed pages) have none
// to create, their drafts are walked from a seeded row in preview.test.ts.
describe.each(
  RESOURCES.filter((resource) => resource.writes.includes('create')).map((resource) => ({
    resource,
    name: resource.path,
  })),
)('$name', ({ resource }) => {
  it('an item published from a later minute is invisible to visitors until that minute', async () => {
    const publishAt = inAnHour()
    const created = await call(stack, `${createPath(resource)}?status=published`, {
      token: tokens.admin,
      body: { ...goodBody(resource), publishedAt: publishAt },
    })
    expect(created.status, created.text).toBe(201)
    expect(Date.parse(created.body.publishedAt as string)).toBe(Date.parse(publishAt))
    const id = created.body.id as number
    expect(await anonymousReads(resource, id)).toEqual([])
    expect(await postgrestRead(resource, id)).toEqual([])

    await minuteHasCome(resource, id, 'published_at')
    expect((await anonymousReads(resource, id)).length).toBeGreaterThan(0)
    expect(await postgrestRead(resource, id)).toHaveLength(1)
  })

  it('a change scheduled for a later minute keeps the published version live until then', async () => {
    const label = resource.label
    const created = await call(stack, createPath(resource), {
      token: tokens.admin,
      body: goodBody(resource),
    })
    expect(created.status, created.text).toBe(201)
    const id = created.body.id as number
    const live = created.body[label]
    const publishAt = inAnHour()
    const scheduled = await call(stack, `/${resource.path}/${id}?status=published`, {
      method: 'PUT',
      token: tokens.admin,
      body: {
        [label]: 'Cambio programado',
        publishedAt: publishAt,
        updatedAt: created.body.updatedAt,
      },
    })
    expect(scheduled.status, scheduled.text).toBe(200)
    expect(scheduled.body).toMatchObject({
      [label]: live,
      publishedAt: created.body.publishedAt,
      draft: { [label]: 'Cambio programado' },
    })
    expect(Date.parse(scheduled.body.draftPublishAt as string)).toBe(Date.parse(publishAt))
    const liveReads = await anonymousReads(resource, id)
    expect(liveReads.length).toBeGreaterThan(0)
    for (const read of liveReads)
      expect(read).toMatchObject({ [label]: live, draftPublishAt: null })
    expect(await postgrestRead(resource, id)).toEqual([
      { [resource.fields[label]]: live, draft: null },
    ])

    await changeMinuteHasCome(resource, id)
    const changedReads = await anonymousReads(resource, id)
    expect(changedReads.length).toBeGreaterThan(0)
    for (const read of changedReads) expect(read[label]).toBe('Cambio programado')
    expect(await postgrestRead(resource, id)).toEqual([
      { [resource.fields[label]]: 'Cambio programado', draft: null },
    ])
    // Historial keeps the version the change replaced.
    const versions = await call(stack, `/${resource.path}/${id}/versions`, {
      token: tokens.admin,
    })
    expect(versions.status, versions.text).toBe(200)
    expect(versions.body[0]).toMatchObject({ before: { [label]: live } })
  })
})

describe.each(RETIRED.map((resource) => ({ resource, name: resource.path })))(
  '$name',
  ({ resource }) => {
    it('an item retired at a later minute is visible to visitors until that minute', async () => {
      const created = await call(stack, createPath(resource), {
        token: tokens.admin,
        body: { ...goodBody(resource), unpublishedAt: inAnHour() },
      })
      expect(created.status, created.text).toBe(201)
      const id = created.body.id as number
      expect((await anonymousReads(resource, id)).length).toBeGreaterThan(0)
      expect(await postgrestRead(resource, id)).toHaveLength(1)

      await minuteHasCome(resource, id, 'unpublished_at')
      expect(await anonymousReads(resource, id)).toEqual([])
      expect(await postgrestRead(resource, id)).toEqual([])
    })

    it('a retire before the publication is refused in Spanish, naming the field', async () => {
      const publishAt = new Date(Date.now() + 7_200_000)
      const answer = await call(stack, `${createPath(resource)}?status=published`, {
        token: tokens.admin,
        body: {
          ...goodBody(resource),
          publishedAt: publishAt.toISOString(),
          unpublishedAt: new Date(publishAt.getTime() - 60_000).toISOString(),
        },
      })
      expect(answer.status).toBe(400)
      expect(answer.body).toEqual({
        message: SCHEDULE_MESSAGES.retireBeforePublish,
        fieldErrors: { unpublishedAt: SCHEDULE_MESSAGES.retireBeforePublish },
      })
    })
  },
)

describe('"Publicar el"', () => {
  const services = RESOURCES.find((resource) => resource.path === 'services') as ResourceDefinition

  it('is taken as Madrid wall time when it has no offset (summer: two hours ahead of UTC)', async () => {
    const created = await call(stack, '/services', {
      token: tokens.admin,
      body: { ...goodBody(services), publishedAt: '2031-07-01T10:00' },
    })
    expect(created.status, created.text).toBe(201)
    expect(Date.parse(created.body.publishedAt as string)).toBe(Date.parse('2031-07-01T08:00:00Z'))
  })

  it.each([
    ['a day the calendar lacks', '2031-02-30T10:00'],
    ['a time the clocks skip', '2031-03-30T02:30'],
    ['words', 'mañana'],
    ['a number', 5],
    ['a year beyond 2999', '3100-01-01T10:00'],
  ])('%s is refused with 400 in Spanish', async (_, publishedAt) => {
    const answer = await call(stack, '/services', {
      token: tokens.admin,
      body: { ...goodBody(services), publishedAt },
    })
    expect(answer.status).toBe(400)
    expect(answer.body.fieldErrors).toEqual({ publishedAt: SCHEDULE_MESSAGES.publishAt })
  })

  it('kept with a draft, is the minute its Publicar publishes it from', async () => {
    const publishAt = inAnHour()
    const created = await call(stack, '/services?status=draft', {
      token: tokens.admin,
      body: { ...goodBody(services), publishedAt: publishAt },
    })
    expect(created.status, created.text).toBe(201)
    expect(created.body).toMatchObject({ publishedAt: null, draft: { publishedAt: publishAt } })
    const published = await call(stack, `/services/${created.body.id}/publish`, {
      method: 'POST',
      token: tokens.admin,
    })
    expect(published.status, published.text).toBe(200)
    expect(published.body.draft).toBeNull()
    expect(Date.parse(published.body.publishedAt as string)).toBe(Date.parse(publishAt))
  })

  it('left empty on Publicar shows a scheduled item at once', async () => {
    const created = await call(stack, '/services', {
      token: tokens.admin,
      body: { ...goodBody(services), publishedAt: inAnHour() },
    })
    const published = await call(stack, `/services/${created.body.id}?status=published`, {
      method: 'PUT',
      token: tokens.admin,
      body: { publishedAt: '', updatedAt: created.body.updatedAt },
    })
    expect(published.status, published.text).toBe(200)
    expect(Date.parse(published.body.publishedAt as string)).toBeLessThanOrEqual(Date.now())
    expect((await anonymousReads(services, created.body.id as number)).length).toBeGreaterThan(0)
  })
})

describe('a change to an item visitors see', () => {
  const promotions = RESOURCES.find(
    (resource) => resource.path === 'promotions',
  ) as ResourceDefinition

  async function publishedPromotion() {
    const created = await call(stack, '/promotions', {
      token: tokens.admin,
      body: goodBody(promotions),
    })
    expect(created.status, created.text).toBe(201)
    return created.body
  }

  it('saved as a draft with a later «Publicar el», keeps the published version when published', async () => {
    const promotion = await publishedPromotion()
    const publishAt = inAnHour()
    const drafted = await call(stack, `/promotions/${promotion.id}?status=draft`, {
      method: 'PUT',
      token: tokens.admin,
      body: {
        title: 'Borrador programado',
        publishedAt: publishAt,
        updatedAt: promotion.updatedAt,
      },
    })
    expect(drafted.status, drafted.text).toBe(200)
    expect(drafted.body.draftPublishAt).toBeNull()
    const published = await call(stack, `/promotions/${promotion.id}/publish`, {
      method: 'POST',
      token: tokens.admin,
    })
    expect(published.status, published.text).toBe(200)
    expect(published.body.title).toBe(promotion.title)
    expect(Date.parse(published.body.draftPublishAt as string)).toBe(Date.parse(publishAt))
    for (const read of await anonymousReads(promotions, promotion.id as number)) {
      expect(read.title).toBe(promotion.title)
    }
    await changeMinuteHasCome(promotions, promotion.id as number)
    for (const read of await anonymousReads(promotions, promotion.id as number)) {
      expect(read.title).toBe('Borrador programado')
    }
  })

  it('scheduled, then saved as a draft, waits for «Publicar» instead of its minute', async () => {
    const promotion = await publishedPromotion()
    const scheduled = await call(stack, `/promotions/${promotion.id}?status=published`, {
      method: 'PUT',
      token: tokens.admin,
      body: { title: 'Programado', publishedAt: inAnHour(), updatedAt: promotion.updatedAt },
    })
    expect(scheduled.body.draftPublishAt).toEqual(expect.any(String))
    const drafted = await call(stack, `/promotions/${promotion.id}?status=draft`, {
      method: 'PUT',
      token: tokens.admin,
      body: { title: 'Solo borrador', updatedAt: scheduled.body.updatedAt },
    })
    expect(drafted.status, drafted.text).toBe(200)
    expect(drafted.body).toMatchObject({ draftPublishAt: null, draft: { title: 'Solo borrador' } })
  })

  it('published with «Publicar el» emptied, goes live at once', async () => {
    const promotion = await publishedPromotion()
    const scheduled = await call(stack, `/promotions/${promotion.id}?status=published`, {
      method: 'PUT',
      token: tokens.admin,
      body: { title: 'Ahora', publishedAt: inAnHour(), updatedAt: promotion.updatedAt },
    })
    const now = await call(stack, `/promotions/${promotion.id}?status=published`, {
      method: 'PUT',
      token: tokens.admin,
      body: { publishedAt: '', updatedAt: scheduled.body.updatedAt },
    })
    expect(now.status, now.text).toBe(200)
    expect(now.body).toMatchObject({ title: 'Ahora', draft: null, draftPublishAt: null })
  })

  it('is refused now, in Spanish, for what the row would refuse at its minute', async () => {
    const promotion = await publishedPromotion()
    const publishAt = new Date(Date.now() + 7_200_000)
    const answer = await call(stack, `/promotions/${promotion.id}?status=published`, {
      method: 'PUT',
      token: tokens.admin,
      body: {
        title: 'Nunca',
        publishedAt: publishAt.toISOString(),
        unpublishedAt: new Date(publishAt.getTime() - 60_000).toISOString(),
        updatedAt: promotion.updatedAt,
      },
    })
    expect(answer.status).toBe(400)
    expect(answer.body.fieldErrors).toEqual({
      unpublishedAt: SCHEDULE_MESSAGES.retireBeforePublish,
    })
    const [pending] = await stack.sql`select count(*)::int as n from public.content_drafts
      where table_name = 'promotions' and row_id = ${promotion.id as number}`
    expect(pending.n).toBe(0)
  })

  it('from an editor that loaded an older version is refused with 409, nothing kept', async () => {
    const promotion = await publishedPromotion()
    await call(stack, `/promotions/${promotion.id}`, {
      method: 'PUT',
      token: tokens.admin,
      body: { title: 'Editado en otra pestaña' },
    })
    const answer = await call(stack, `/promotions/${promotion.id}?status=published`, {
      method: 'PUT',
      token: tokens.admin,
      body: { title: 'Tarde', publishedAt: inAnHour(), updatedAt: promotion.updatedAt },
    })
    expect(answer.status).toBe(409)
    const [pending] = await stack.sql`select count(*)::int as n from public.content_drafts
      where table_name = 'promotions' and row_id = ${promotion.id as number}`
    expect(pending.n).toBe(0)
  })
})
