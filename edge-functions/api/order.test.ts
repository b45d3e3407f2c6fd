/**
 * Putting a list in order in one request: every list a definition orders by hand (services, hero
 * slides) and an album's tracks. Who may
 * call it (401, 403) and its answer's shape are checked with every other write in
 * writes.test.ts; here are the rules of the order itself.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, type TestStack } from '../../local/testing.ts'
import { RESOURCES, type ResourceDefinition } from '../_shared/index.ts'
import { MAX_ORDERED, ORDER_MESSAGES } from '../_shared/ordering.ts'
import { sampleInsert } from './sample-rows.ts'
import { call, signInBoth, snapshot } from './test-support.ts'

let stack: TestStack
let adminToken: string
let albumId: number
let otherAlbumId: number

const STALE = 'El elemento ha cambiado desde que lo abriste. Recarga y vuelve a intentarlo.'

async function albumWithTracks(titles: string[]): Promise<number> {
  const [album] = await stack.sql`insert into albums (title) values ('Orden') returning id`
  for (const [index, title] of titles.entries()) {
    await stack.sql`insert into tracks (album_id, title, file_url, sort_order)
      values (${album.id}, ${title}, '/demo/cuenco.wav', ${index + 1})`
  }
  return Number(album.id)
}

beforeAll(async () => {
  stack = await startTestStack()
  adminToken = (await signInBoth(stack)).admin
  albumId = await albumWithTracks(['Uno', 'Dos', 'Tres', 'Cuatro'])
  otherAlbumId = await albumWithTracks(['Otra'])
})
afterAll(() => stack?.stop())

type OrderedList = {
  name: string
  /** `PUT` here puts the list in order. */
  path: () => string
  table: string
  /** Which rows of the table make the list. */
  where: () => string
  /** Where visitors read the list, and which of its rows they see. */
  publicPath: () => string
  publicWhere: string
  /** A row of this list, added behind the owner's back. */
  addRow: () => Promise<number>
}

/**
 * A list a definition orders by hand, as its definition says: all its rows, read by visitors at its
 * first public list (those visible, and those its flags ask for), a row added from its sample.
 */
function definedList(resource: ResourceDefinition): OrderedList {
  const shown = resource.lists.find((list) => list.access === 'public')
  if (!shown) throw new Error(`${resource.path} is ordered but visitors read no list of it`)
  const flags = [
    ...(resource.visibility ? [resource.fields[resource.visibility]] : []),
    ...(shown.onlyWhere ?? []),
  ]
  return {
    name: resource.names.many.toLocaleLowerCase('es'),
    path: () => `/${resource.path}/order`,
    table: resource.table,
    where: () => 'true',
    publicPath: () => `/${resource.path}${shown.path ? `/${shown.path}` : ''}`,
    publicWhere: flags.length > 0 ? flags.join(' and ') : 'true',
    addRow: async () => {
      const { sql, params } = sampleInsert(resource)
      const [row] = await stack.sql.unsafe(`${sql} returning id`, params as never[])
      return Number(row.id)
    },
  }
}

const LISTS: OrderedList[] = [
  ...RESOURCES.filter((resource) => resource.ordering && resource.parent === undefined).map(
    definedList,
  ),
  {
    name: "an album's tracks",
    path: () => `/albums/${albumId}/tracks/order`,
    table: 'tracks',
    where: () => `album_id = ${albumId}`,
    publicPath: () => `/albums/${albumId}/tracks`,
    publicWhere: 'true',
    addRow: async () => {
      const [row] =
        await stack.sql`insert into tracks (album_id, title, file_url) values (${albumId}, 'Nueva', '/demo/cuenco.wav') returning id`
      return Number(row.id)
    },
  },
]

async function idsOf(list: OrderedList, where = 'true'): Promise<number[]> {
  const rows = await stack.sql.unsafe(
    `select id from public.${list.table} where ${list.where()} and ${where} order by sort_order, id`,
  )
  return rows.map((row) => Number(row.id))
}

/** The list with its last row moved to the front. */
async function lastFirst(list: OrderedList): Promise<number[]> {
  const ids = await idsOf(list)
  return [ids[ids.length - 1], ...ids.slice(0, -1)]
}

function putOrder(list: OrderedList, body: unknown) {
  return call(stack, list.path(), { method: 'PUT', token: adminToken, body })
}

it('covers every resource the owner puts in order by hand', () => {
  const ordered = RESOURCES.filter((resource) => resource.ordering).map(({ table }) => table)
  expect(
    LISTS.map((list) => list.table).sort(),
    'add each ordered resource to LISTS in edge-functions/api/order.test.ts',
  ).toEqual(ordered.sort())
})

describe.each(LISTS)('putting $name in order', (list) => {
  it('numbers the rows 1..n in the order sent and answers the list in it', async () => {
    const ids = await lastFirst(list)
    const answer = await putOrder(list, { ids })
    expect(answer.status, answer.text).toBe(200)
    expect(answer.body.map((row: { id: number; order: number }) => [row.id, row.order])).toEqual(
      ids.map((id, index) => [id, index + 1]),
    )
    const stored = await stack.sql.unsafe(
      `select id, sort_order from public.${list.table} where ${list.where()} order by sort_order`,
    )
    expect(stored.map((row) => [Number(row.id), row.sort_order])).toEqual(
      ids.map((id, index) => [id, index + 1]),
    )
  })

  it('rows that keep their number keep their updatedAt', async () => {
    const ids = await idsOf(list)
    await putOrder(list, { ids })
    const stamps = async () =>
      stack.sql.unsafe(
        `select id, updated_at::text from public.${list.table} where ${list.where()} order by id`,
      )
    const before = await stamps()
    const [first, second, ...rest] = ids
    await putOrder(list, { ids: [second, first, ...rest] })
    const after = await stamps()
    const changed = after
      .filter((row, index) => row.updated_at !== before[index].updated_at)
      .map((row) => Number(row.id))
    expect(changed.sort()).toEqual([first, second].sort())
  })

  it('visitors read the new order', async () => {
    const ids = await lastFirst(list)
    expect((await putOrder(list, { ids })).status).toBe(200)
    const visible = await idsOf(list, list.publicWhere)
    expect(visible).toEqual(ids.filter((id) => visible.includes(id)))
    const answer = await call(stack, list.publicPath())
    expect(answer.body.map((row: { id: number }) => row.id)).toEqual(visible)
  })

  it('is 409 with the conflict message when a row was added since, and writes nothing', async () => {
    const loaded = await lastFirst(list)
    const added = await list.addRow()
    const before = await snapshot(stack)
    const answer = await putOrder(list, { ids: loaded })
    expect(answer.status).toBe(409)
    expect(answer.body.message).toBe(STALE)
    expect(await snapshot(stack)).toEqual(before)
    await stack.sql.unsafe(`delete from public.${list.table} where id = ${added}`)
  })

  it('is 409 with the conflict message when a row was deleted since, and writes nothing', async () => {
    const added = await list.addRow()
    const loaded = await lastFirst(list)
    await stack.sql.unsafe(`delete from public.${list.table} where id = ${added}`)
    const before = await snapshot(stack)
    const answer = await putOrder(list, { ids: loaded })
    expect(answer.status).toBe(409)
    expect(answer.body.message).toBe(STALE)
    expect(await snapshot(stack)).toEqual(before)
  })

  const RULES: [string, (ids: number[]) => unknown, string][] = [
    ['the ids are required', () => ({}), ORDER_MESSAGES.list],
    ['the ids are a list', (ids) => ({ ids: ids.join(',') }), ORDER_MESSAGES.list],
    ['an id is an integer', (ids) => ({ ids: [...ids.slice(1), ids[0] + 0.5] }), ORDER_MESSAGES.id],
    ['an id is a number, not text', (ids) => ({ ids: ids.map(String) }), ORDER_MESSAGES.id],
    ['an id is positive', (ids) => ({ ids: [...ids, 0] }), ORDER_MESSAGES.id],
    ['each id comes once', (ids) => ({ ids: [...ids, ids[0]] }), ORDER_MESSAGES.repeated],
    [
      `at most ${MAX_ORDERED} ids`,
      () => ({ ids: Array.from({ length: MAX_ORDERED + 1 }, (_, index) => index + 1) }),
      ORDER_MESSAGES.tooMany,
    ],
    [
      'no id that was never issued',
      (ids) => ({ ids: [...ids, 999_999_999] }),
      ORDER_MESSAGES.unknown,
    ],
  ]
  it.each(RULES)(
    'is 400 when the rule "%s" is broken, and writes nothing',
    async (_, bodyOf, message) => {
      const body = bodyOf(await lastFirst(list))
      const before = await snapshot(stack)
      const answer = await putOrder(list, body)
      expect(answer.status).toBe(400)
      expect(answer.body).toEqual({ message, fieldErrors: { ids: message } })
      expect(await snapshot(stack)).toEqual(before)
    },
  )

  it('is 400 when the body is not a JSON object, and writes nothing', async () => {
    const before = await snapshot(stack)
    const answer = await putOrder(list, 'ids')
    expect(answer.status).toBe(400)
    expect(answer.body.message).toBe('El cuerpo de la petición debe ser un objeto JSON')
    expect(await snapshot(stack)).toEqual(before)
  })
})

describe("an album's tracks", () => {
  const tracks = LISTS.find((list) => list.table === 'tracks') as OrderedList

  it('is 400 for a track of another album, and writes nothing', async () => {
    const [elsewhere] = await stack.sql`select id from tracks where album_id = ${otherAlbumId}`
    const ids = [...(await lastFirst(tracks)), Number(elsewhere.id)]
    const before = await snapshot(stack)
    const answer = await putOrder(tracks, { ids })
    expect(answer.status).toBe(400)
    const message = 'El orden incluye pistas de otro álbum'
    expect(answer.body).toEqual({ message, fieldErrors: { ids: message } })
    expect(await snapshot(stack)).toEqual(before)
  })

  it('is 404 for an album that does not exist', async () => {
    const answer = await call(stack, '/albums/999999/tracks/order', {
      method: 'PUT',
      token: adminToken,
      body: { ids: [1] },
    })
    expect(answer.status).toBe(404)
    expect(answer.body.message).toBe('Álbum no encontrado')
  })

  it('an album without tracks takes the empty order', async () => {
    const [empty] = await stack.sql`insert into albums (title) values ('Vacío') returning id`
    const answer = await call(stack, `/albums/${empty.id}/tracks/order`, {
      method: 'PUT',
      token: adminToken,
      body: { ids: [] },
    })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual([])
  })
})
