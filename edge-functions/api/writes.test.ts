import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, type TestStack } from '../../local/testing.ts'
import { call, signInBoth, snapshot, type Tokens, WRITE_ROUTES } from './test-support.ts'

let stack: TestStack
let tokens: Tokens

beforeAll(async () => {
  stack = await startTestStack()
  tokens = await signInBoth(stack)
})
afterAll(() => stack?.stop())

async function count(table: string): Promise<number> {
  const [row] = await stack.sql.unsafe(`select count(*)::int as n from public.${table}`)
  return row.n
}

describe.each(WRITE_ROUTES)('$name', (route) => {
  it('succeeds for an admin and answers the record in camelCase', async () => {
    const id = (await route.arrange?.(stack)) ?? 0
    const body = (await route.bodyFor?.(stack, id)) ?? route.body
    const before = await count(route.table)
    const answer = await call(stack, route.path(id), {
      method: route.method,
      token: tokens.admin,
      body,
    })
    expect(answer.status, answer.text).toBe(route.method === 'POST' ? 201 : 200)
    const expectedChange = { POST: 1, PUT: 0, DELETE: -1 }[route.method]
    expect((await count(route.table)) - before).toBe(expectedChange)
    if (route.method !== 'DELETE') {
      const sent = body ?? {}
      expect(answer.body).toMatchObject(route.answerFor?.(sent) ?? sent)
      for (const record of [answer.body].flat()) {
        expect(record).toHaveProperty('updatedAt')
        for (const key of Object.keys(record)) expect(key).not.toMatch(/_/)
      }
    }
  })

  it('is 401 without a session and changes nothing', async () => {
    const id = (await route.arrange?.(stack)) ?? 0
    const before = await snapshot(stack)
    const answer = await call(stack, route.path(id), { method: route.method, body: route.body })
    expect(answer.status).toBe(401)
    expect(answer.body.message).toBe('No has iniciado sesión')
    expect(await snapshot(stack)).toEqual(before)
  })

  it('is 403 for a signed-in non-admin and changes nothing', async () => {
    const id = (await route.arrange?.(stack)) ?? 0
    const before = await snapshot(stack)
    const answer = await call(stack, route.path(id), {
      method: route.method,
      token: tokens.reader,
      body: route.body,
    })
    expect(answer.status).toBe(403)
    expect(answer.body.message).toBe('No tienes permisos de administrador')
    expect(await snapshot(stack)).toEqual(before)
  })

  if (!route.namesNoRecord && (route.method !== 'POST' || route.path(1).includes('/albums/'))) {
    it('is 404 for a record that does not exist', async () => {
      const missingPath = route.path(999_999).replace('cta_button_text', 'no_existe')
      const path = missingPath.replace('hero?position=2', 'testimonials')
      if (path.includes('/carousel-backgrounds/')) {
        await stack.sql`delete from carousel_backgrounds where section = 'testimonials'`
      }
      const before = await snapshot(stack)
      const answer = await call(stack, path, {
        method: route.method,
        token: tokens.admin,
        body: route.body,
      })
      expect(answer.status).toBe(404)
      expect(answer.body.message).toEqual(expect.any(String))
      expect(await snapshot(stack)).toEqual(before)
    })
  }

  for (const [rule, body, field, message] of route.rules ?? []) {
    it(`is 400 when the rule "${rule}" is broken`, async () => {
      const id = (await route.arrange?.(stack)) ?? 0
      const before = await snapshot(stack)
      const answer = await call(stack, route.path(id), {
        method: route.method,
        token: tokens.admin,
        body,
      })
      expect(answer.status).toBe(400)
      expect(answer.body.message).toBe(message)
      expect(answer.body.fieldErrors[field]).toBe(message)
      expect(await snapshot(stack)).toEqual(before)
    })
  }
})

describe('stale edits', () => {
  it('a PUT carrying the updatedAt it loaded is 409 once the row has changed, and writes nothing', async () => {
    const created = await call(stack, '/services', {
      token: tokens.admin,
      body: { title: 'Original', description: 'd', icon: 'tag' },
    })
    const loaded = created.body.updatedAt
    const first = await call(stack, `/services/${created.body.id}`, {
      method: 'PUT',
      token: tokens.admin,
      body: { title: 'Primera edición', updatedAt: loaded },
    })
    expect(first.status).toBe(200)
    const before = await snapshot(stack)
    const second = await call(stack, `/services/${created.body.id}`, {
      method: 'PUT',
      token: tokens.admin,
      body: { title: 'Edición atrasada', updatedAt: loaded },
    })
    expect(second.status).toBe(409)
    expect(second.body.message).toBe(
      'El elemento ha cambiado desde que lo abriste. Recarga y vuelve a intentarlo.',
    )
    expect(await snapshot(stack)).toEqual(before)
  })

  it('a PUT with the current updatedAt succeeds', async () => {
    const [row] = await stack.sql`select id, updated_at from services order by id limit 1`
    const current = await call(stack, '/services', { token: tokens.admin })
    const loaded = current.body.find((service: { id: number }) => service.id === Number(row.id))
    const answer = await call(stack, `/services/${row.id}`, {
      method: 'PUT',
      token: tokens.admin,
      body: { order: 1, updatedAt: loaded.updatedAt },
    })
    expect(answer.status).toBe(200)
  })
})

describe('free text keeps what the admin typed', () => {
  it('SQL and HTML inside a description are stored as plain text', async () => {
    const description = `<script>alert('x')</script> '; drop table services; --`
    const answer = await call(stack, '/services', {
      token: tokens.admin,
      body: { title: 'Texto', description, icon: 'tag' },
    })
    expect(answer.status).toBe(201)
    const [row] = await stack.sql`select description from services where id = ${answer.body.id}`
    expect(row.description).toBe(description)
  })
})

describe('site settings are the declared ones', () => {
  it('PUT of a declared setting the database has no row for creates it (201)', async () => {
    await stack.sql`delete from site_settings where key = 'enrolment_hooponopono_form_url'`
    const address = 'https://docs.google.com/forms/d/e/hooponopono/viewform'
    const answer = await call(stack, '/site-settings/enrolment_hooponopono_form_url', {
      method: 'PUT',
      token: tokens.admin,
      body: { value: address },
    })
    expect(answer.status, answer.text).toBe(201)
    expect(answer.body).toMatchObject({
      key: 'enrolment_hooponopono_form_url',
      value: address,
      section: 'formularios',
      type: 'url',
    })
  })

  it('PUT of a key no declaration names is 404 and writes nothing', async () => {
    const before = await snapshot(stack)
    const answer = await call(stack, '/site-settings/tienda_url', {
      method: 'PUT',
      token: tokens.admin,
      body: { value: 'https://example.org' },
    })
    expect(answer.status).toBe(404)
    expect(answer.body.message).toBe('El ajuste no existe')
    expect(await snapshot(stack)).toEqual(before)
  })

  it('a setting keeps its declared section and type whatever the body says', async () => {
    const answer = await call(stack, '/site-settings', {
      method: 'POST',
      token: tokens.admin,
      body: { key: 'legal_tax_id', value: 'B12345678', section: 'otra', type: 'color' },
    })
    expect(answer.status, answer.text).toBe(200)
    expect(answer.body).toMatchObject({ section: 'legal', type: 'string', value: 'B12345678' })
  })
})
