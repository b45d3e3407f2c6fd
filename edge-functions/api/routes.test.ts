import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, type TestStack } from '../../local/testing.ts'
import { type ListRoute, RESOURCES, type ResourceDefinition } from '../_shared/index.ts'
import { carouselFields } from '../_shared/resources/carousel-backgrounds.ts'
import { siteSettingFields } from '../_shared/resources/site-settings.ts'
import { call, signInBoth, type Tokens } from './test-support.ts'

let stack: TestStack
let tokens: Tokens

beforeAll(async () => {
  stack = await startTestStack()
  tokens = await signInBoth(stack)
})
afterAll(() => stack?.stop())

const fieldsOf = (path: string) =>
  Object.keys(RESOURCES.find((resource) => resource.path === path)?.fields ?? {}).sort()

async function ids(query: string): Promise<number[]> {
  const rows = await stack.sql.unsafe(query)
  return rows.map((row) => Number(row.id))
}

/** The rows the spec says visitors see in each of its public lists, in order (the path under /api). */
const SPEC_LISTS: Readonly<Record<string, string>> = {
  '/services': 'select id from services order by sort_order, id',
  // By start (undated ones last); home's list leaves out those whose end has passed.
  '/activities/featured':
    'select id from activities a where is_featured and is_visible and a.is_upcoming order by start_date, start_time, id',
  '/activities/visible':
    'select id from activities where is_visible order by start_date, start_time, id',
  '/products/featured': 'select id from products where featured order by id',
  '/testimonials/featured': 'select id from testimonials where featured order by id',
  '/videos': 'select id from videos where visible order by id',
  '/books': 'select id from books where visible order by id',
  '/promotions': 'select id from promotions where is_active order by id',
  '/hero-content': 'select id from hero_content where is_active order by sort_order, id',
  '/albums/featured': 'select id from albums where featured order by id',
  '/albums/public': 'select id from albums order by id',
  '/pages': 'select id from pages order by id',
}

/** What a list's definition says visitors see: its visible rows with its flags, in its order. */
function declaredQuery(resource: ResourceDefinition, list: ListRoute): string {
  const flags = [
    ...(resource.visibility ? [resource.fields[resource.visibility]] : []),
    ...(list.onlyWhere ?? []),
  ]
  const where = flags.length > 0 ? flags.map((column) => `t.${column}`).join(' and ') : 'true'
  return `select id from ${resource.table} t where ${where} order by ${resource.order.join(', ')}`
}

/** Each public list (the path under /api, its resource, the rows a visitor sees in order). */
const PUBLIC_LISTS: [string, string, string][] = RESOURCES.flatMap((resource) =>
  resource.lists
    .filter((list) => list.access === 'public')
    .map((list): [string, string, string] => {
      const path = list.path ? `/${resource.path}/${list.path}` : `/${resource.path}`
      return [path, resource.path, SPEC_LISTS[path] ?? declaredQuery(resource, list)]
    }),
)

describe('public lists answer what a visitor may see, in the documented order', () => {
  it('names in SPEC_LISTS only lists the definitions serve', () => {
    expect(
      Object.keys(SPEC_LISTS).filter((path) => !PUBLIC_LISTS.some(([served]) => served === path)),
      'edge-functions/api/routes.test.ts: SPEC_LISTS names a list no definition serves',
    ).toEqual([])
  })

  it.each(
    PUBLIC_LISTS.filter(([path]) => SPEC_LISTS[path]).map(([path, resource]) => [path, resource]),
  )(
    "GET %s holds to what its definition declares, as a new type's list is held",
    async (path, resource) => {
      const definition = RESOURCES.find(
        (candidate) => candidate.path === resource,
      ) as ResourceDefinition
      const list = definition.lists.find(
        (candidate) =>
          (candidate.path ? `/${resource}/${candidate.path}` : `/${resource}`) === path,
      ) as ListRoute
      expect(await ids(declaredQuery(definition, list))).toEqual(await ids(SPEC_LISTS[path]))
    },
  )

  it.each(PUBLIC_LISTS)('GET %s', async (path, resource, query) => {
    const answer = await call(stack, path)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(answer.body.map((row: { id: number }) => row.id)).toEqual(await ids(query))
    expect(answer.body.length).toBeGreaterThan(0)
    for (const row of answer.body) expect(Object.keys(row).sort()).toEqual(fieldsOf(resource))
  })

  it.each([
    ['/videos', 'select id from videos order by id'],
    ['/books', 'select id from books order by id'],
    ['/hero-content', 'select id from hero_content order by sort_order, id'],
    ['/services', 'select id from services order by sort_order, id'],
  ])('GET %s shows hidden rows too to an admin', async (path, query) => {
    const answer = await call(stack, path, { token: tokens.admin })
    expect(answer.status).toBe(200)
    expect(answer.body.map((row: { id: number }) => row.id)).toEqual(await ids(query))
  })

  it('GET /site-settings lists key, value, type and section', async () => {
    const answer = await call(stack, '/site-settings')
    expect(answer.status).toBe(200)
    const keys = answer.body.map((row: { key: string }) => row.key)
    expect(keys).toContain('cta_title')
    for (const row of answer.body) {
      expect(Object.keys(row).sort()).toEqual(Object.keys(siteSettingFields).sort())
    }
  })

  it('GET /albums/{id} answers one album with both image names', async () => {
    const [first] = await ids('select id from albums order by id limit 1')
    const answer = await call(stack, `/albums/${first}`)
    expect(answer.status).toBe(200)
    expect(answer.body.id).toBe(first)
    expect(answer.body.coverUrl).toBe(answer.body.imageUrl)
    expect(Object.keys(answer.body).sort()).toEqual(fieldsOf('albums'))
  })

  it('GET /albums/{id} of a missing album is 404 with a Spanish message', async () => {
    const answer = await call(stack, '/albums/999999')
    expect(answer.status).toBe(404)
    expect(answer.body.message).toBe('El álbum no existe')
  })

  it('GET /albums/{id}/tracks lists the tracks by order with both audio names', async () => {
    const [album] = await ids(
      'select album_id as id from tracks group by album_id order by count(*) desc limit 1',
    )
    const answer = await call(stack, `/albums/${album}/tracks`)
    expect(answer.status).toBe(200)
    expect(answer.body.map((row: { id: number }) => row.id)).toEqual(
      await ids(`select id from tracks where album_id = ${album} order by sort_order, id`),
    )
    expect(answer.body[0].audioUrl).toBe(answer.body[0].fileUrl)
    expect(Object.keys(answer.body[0]).sort()).toEqual(fieldsOf('tracks'))
  })

  it('GET /albums/{id}/tracks of a missing album is 404', async () =>
    expect((await call(stack, '/albums/999999/tracks')).status).toBe(404))
})

describe('section backgrounds', () => {
  it('GET /carousel-backgrounds/hero?position=2 answers that slot', async () => {
    const answer = await call(stack, '/carousel-backgrounds/hero?position=2')
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ section: 'hero', position: 2 })
    expect(Object.keys(answer.body).sort()).toEqual(Object.keys(carouselFields).sort())
  })

  it('albums and music name the same section', async () => {
    await stack.sql`insert into carousel_backgrounds (section, position) values ('music', 1) on conflict do nothing`
    const albums = await call(stack, '/carousel-backgrounds/albums')
    const music = await call(stack, '/carousel-backgrounds/music')
    expect(albums.status).toBe(200)
    expect(albums.body).toEqual(music.body)
  })

  it('a known section with no background answers null, not an error', async () => {
    await stack.sql`delete from carousel_backgrounds where section = 'testimonials'`
    const answer = await call(stack, '/carousel-backgrounds/testimonials')
    expect(answer.status).toBe(200)
    expect(answer.body).toBeNull()
  })

  it('an unknown section is 404 and a bad hero position 400', async () => {
    expect((await call(stack, '/carousel-backgrounds/cocina')).status).toBe(404)
    const answer = await call(stack, '/carousel-backgrounds/hero?position=4')
    expect(answer.status).toBe(400)
    expect(answer.body.message).toBe('La posición debe ser 1, 2 o 3')
  })
})

describe('admin lists', () => {
  it.each([
    ['/activities', 'select id from activities order by start_date, start_time, id'],
    ['/products', 'select id from products order by id'],
    ['/testimonials', 'select id from testimonials order by id'],
    ['/albums', 'select id from albums order by id'],
    ['/promotions/all', 'select id from promotions order by id'],
  ])(
    'GET %s: every row for an admin, 401 without a session, 403 for a non-admin',
    async (path, query) => {
      const asAdmin = await call(stack, path, { token: tokens.admin })
      expect(asAdmin.status).toBe(200)
      expect(asAdmin.body.map((row: { id: number }) => row.id)).toEqual(await ids(query))
      const anonymous = await call(stack, path)
      expect(anonymous.status).toBe(401)
      expect(anonymous.body.message).toBe('No has iniciado sesión')
      const reader = await call(stack, path, { token: tokens.reader })
      expect(reader.status).toBe(403)
      expect(reader.body.message).toBe('No tienes permisos de administrador')
    },
  )
})

describe('session', () => {
  it('POST /login with a username answers the user and a session', async () => {
    const answer = await call(stack, '/login', {
      body: { username: stack.admin.username, password: stack.admin.password },
    })
    expect(answer.status).toBe(200)
    expect(answer.body.user).toEqual({
      id: expect.any(String),
      username: stack.admin.username,
      email: stack.admin.email,
      isAdmin: true,
    })
    expect(answer.body.session).toMatchObject({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      token_type: 'bearer',
    })
  })

  it('POST /login also accepts the email', async () => {
    const answer = await call(stack, '/login', {
      body: { username: stack.admin.email, password: stack.admin.password },
    })
    expect(answer.status).toBe(200)
    expect(answer.body.user.username).toBe(stack.admin.username)
  })

  it('POST /login without fields is 400 with the field messages', async () => {
    const answer = await call(stack, '/login', { body: {} })
    expect(answer.status).toBe(400)
    expect(answer.body.fieldErrors).toEqual({
      username: 'El usuario es obligatorio',
      password: 'La contraseña es obligatoria',
    })
  })

  it('GET /user answers the signed-in user and 401 without a session', async () => {
    const reader = await call(stack, '/user', { token: tokens.reader })
    expect(reader.status).toBe(200)
    expect(reader.body).toEqual({
      id: expect.any(String),
      username: expect.stringMatching(/^lector/),
      email: expect.stringMatching(/@example\.com$/),
      isAdmin: false,
    })
    const anonymous = await call(stack, '/user')
    expect(anonymous.status).toBe(401)
    expect(anonymous.body.message).toBe('No has iniciado sesión')
  })

  it('an invalid token is 401, never treated as a visitor', async () => {
    const answer = await call(stack, '/services', { token: `${tokens.reader.slice(0, -4)}AAAA` })
    expect(answer.status).toBe(401)
  })

  it('POST /logout revokes the session', async () => {
    const login = await call(stack, '/login', {
      body: { username: stack.admin.username, password: stack.admin.password },
    })
    const { access_token: token, refresh_token: refresh } = login.body.session
    const answer = await call(stack, '/logout', { method: 'POST', token })
    expect(answer.status).toBe(200)
    const refreshed = await fetch(`${stack.apiUrl}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: refresh }),
    })
    expect(refreshed.ok).toBe(false)
  })
})

describe('CORS and errors', () => {
  it('answers the preflight of the SPA origin', async () => {
    const response = await fetch(`${stack.functionsUrl}/api/services`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:5173',
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'authorization, content-type',
      },
    })
    expect(response.status).toBeLessThan(300)
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173')
    expect(response.headers.get('access-control-allow-methods')).toContain('PUT')
  })

  it('a read from the SPA origin carries the CORS headers', async () => {
    const answer = await call(stack, '/services', { headers: { origin: 'http://127.0.0.1:5173' } })
    expect(answer.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173')
    expect(answer.headers.get('access-control-allow-credentials')).toBe('true')
    expect(answer.headers.get('access-control-expose-headers')).toContain('x-request-id')
  })

  it('an error answer is not stored and names its request too', async () => {
    const answer = await call(stack, '/no-existe')
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(answer.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('an unknown route is a Spanish 404', async () => {
    const answer = await call(stack, '/no-existe')
    expect(answer.status).toBe(404)
    expect(answer.body.message).toBe('Ruta no encontrada')
  })
})
