/** Helpers for the api function's HTTP suites (each suite starts its own embedded stack). */
import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import postgres from 'postgres'
import type { TestStack } from '../../local/testing.ts'
import type { ResourceDefinition } from '../_shared/resource.ts'
import { RESOURCES } from '../_shared/resource-index.ts'
import { pages } from '../_shared/resources/pages.ts'
import { SETTING_MESSAGES } from '../_shared/resources/site-settings-checks.ts'
import { createApp } from './app.ts'
import { sampleInsert } from './sample-rows.ts'

export type Route = { key: string; method: string; path: string }

/**
 * The function's routing table, read from the Hono app itself so a test covers a route the day it
 * is added; the database client is never connected.
 */
export function appRoutes(): Route[] {
  const sql = postgres('postgres://fuzz@127.0.0.1:1/unused', { max: 1 })
  const { app } = createApp(
    {
      supabaseUrl: 'http://127.0.0.1:1',
      dbUrl: 'postgres://fuzz@127.0.0.1:1/unused',
      publicKeys: ['unused'],
      allowedOrigins: [],
      trustedProxies: 0,
      dbPoolSize: 1,
    },
    sql,
  )
  const routes = new Map<string, Route>()
  for (const { method, path } of app.routes) {
    if (method !== 'ALL')
      routes.set(`${method} ${path}`, { key: `${method} ${path}`, method, path })
  }
  return [...routes.values()]
}

export type CallOptions = {
  method?: string
  token?: string
  body?: unknown
  /** Sent as is (e.g. malformed JSON); wins over `body`. */
  rawBody?: string | FormData | Uint8Array
  headers?: Record<string, string>
}

export async function call(stack: TestStack, path: string, options: CallOptions = {}) {
  const headers: Record<string, string> = { apikey: stack.anonKey, ...options.headers }
  if (options.token) headers.authorization = `Bearer ${options.token}`
  let body: BodyInit | undefined
  if (options.rawBody !== undefined) body = options.rawBody as BodyInit
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body)
    headers['content-type'] ??= 'application/json'
  }
  const response = await fetch(`${stack.functionsUrl}/api${path}`, {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
  })
  const text = await response.text()
  let parsed: unknown
  try {
    parsed = text ? JSON.parse(text) : undefined
  } catch {
    parsed = undefined
  }
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers loosely and assert their shape
  return { status: response.status, body: parsed as any, text, headers: response.headers }
}

/** Every directory and file under Storage's root, each file with its size and MD5. */
async function storageTree(root: string): Promise<string> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true })
  const lines = await Promise.all(
    entries.map(async (entry) => {
      const path = join(entry.parentPath, entry.name)
      const name = relative(root, path)
      if (!entry.isFile()) return `${name}/`
      const bytes = await readFile(path)
      return `${name} ${bytes.length} ${createHash('md5').update(bytes).digest('hex')}`
    }),
  )
  return lines.sort().join('\n')
}

type Table = { name: string; quoted: string }
const tableLists = new WeakMap<TestStack, Promise<Table[]>>()

/** Every table in the database, read from the catalog once per stack, so new tables count too. */
function tablesOf(stack: TestStack): Promise<Table[]> {
  let tables = tableLists.get(stack)
  if (!tables) {
    tables = stack.sql<Table[]>`
      select schemaname || '.' || tablename as name,
        quote_ident(schemaname) || '.' || quote_ident(tablename) as quoted
      from pg_tables where schemaname not in ('pg_catalog', 'information_schema')
      order by 1`.then((rows) => [...rows])
    tableLists.set(stack, tables)
  }
  return tables
}

async function tableChecksums(stack: TestStack, except: string[]) {
  const parts = (await tablesOf(stack))
    .filter((table) => !except.includes(table.name))
    .map(
      (table) =>
        `(select count(*) || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') from ${table.quoted} t) as "${table.name}"`,
    )
  const [row] = await stack.sql.unsafe(`select ${parts.join(', ')}`)
  return row as Record<string, string>
}

/**
 * Row counts and a checksum of every table in the database and of every file and folder in
 * Storage, to prove nothing changed. `except` leaves out tables a request writes by design
 * (e.g. a refused login's throttling record).
 */
export async function snapshot(
  stack: TestStack,
  { except = [] }: { except?: string[] } = {},
): Promise<Record<string, string>> {
  return {
    ...(await tableChecksums(stack, except)),
    storage: await storageTree(join(stack.dataDir, 'storage')),
  }
}

/**
 * Names what changed since the previous call (tables, `storage`), cheaply enough to run after
 * every request: a table only changes in a transaction that was given an id, so the tables are
 * checksummed again only when Postgres' next transaction id has moved; Storage is listed every
 * time, since a stray folder needs no transaction. Tables in `except` (written by design by the
 * request just made) are not reported, but are followed so the next call starts from them.
 */
export async function changeDetector(stack: TestStack) {
  const root = join(stack.dataDir, 'storage')
  const nextTransactionId = async () => {
    const [row] = await stack.sql`select pg_snapshot_xmax(pg_current_snapshot())::text as id`
    return row.id as string
  }
  let transactionId = await nextTransactionId()
  let tables = await tableChecksums(stack, [])
  let storage = await storageTree(root)
  return async function changedSinceLastCall(except: string[] = []): Promise<string[]> {
    const changed: string[] = []
    const currentId = await nextTransactionId()
    if (currentId !== transactionId) {
      const now = await tableChecksums(stack, [])
      changed.push(...Object.keys(now).filter((table) => now[table] !== tables[table]))
      tables = now
      transactionId = currentId
    }
    const tree = await storageTree(root)
    if (tree !== storage) changed.push('storage')
    storage = tree
    return changed.filter((part) => !except.includes(part))
  }
}

export type Tokens = { admin: string; reader: string }

let userCounter = 0

/** The demo admin's token and a signed-in non-admin's token. */
export async function signInBoth(stack: TestStack): Promise<Tokens> {
  userCounter += 1
  const reader = {
    username: `lector${userCounter}`,
    email: `lector${userCounter}@example.com`,
    password: 'lector-secreto-1',
    isAdmin: false,
  }
  await stack.createUser(reader)
  return {
    admin: await stack.signIn(stack.admin.email, stack.admin.password),
    reader: await stack.signIn(reader.email, reader.password),
  }
}

/** One admin write route: how to call it with good data, and the rules its body must follow. */
export type WriteRoute = {
  name: string
  method: 'POST' | 'PUT' | 'DELETE'
  /** The path, given a fresh record's id where the route needs one. */
  path: (id: number) => string
  body?: Record<string, unknown>
  /** The good body when it depends on the data (a list's ids); `body` then only gives its shape. */
  bodyFor?: (stack: TestStack, id: number) => Promise<Record<string, unknown>>
  /** What a success answers, when not the record sent back (e.g. the list in its new order). */
  answerFor?: (body: Record<string, unknown>) => unknown
  /** The path names no record, so no missing record makes it a 404 (a whole list's order). */
  namesNoRecord?: true
  /** Creates (as the owner) the record a PUT or DELETE acts on; answers its id. */
  arrange?: (stack: TestStack) => Promise<number>
  table: string
  /** [rule, body, field, Spanish message]: one case per validation rule of admin-area.md §5. */
  rules?: [string, Record<string, unknown>, string, string][]
}

async function insertReturningId(
  stack: TestStack,
  query: string,
  params: unknown[] = [],
): Promise<number> {
  const [row] = await stack.sql.unsafe(`${query} returning id`, params as never[])
  return Number(row.id)
}

const service = { title: 'Reiki', description: 'Sesión de reiki', icon: 'hands-helping' }
const activity = { title: 'Taller de respiración', description: 'Dos horas de práctica' }
const product = { title: 'Aceite', description: 'Aceite esencial de lavanda' }
const testimonial = { name: 'Lucía', quote: 'Me cambió la vida', content: 'Una experiencia única' }
const video = { title: 'Meditación guiada', link: 'https://www.youtube.com/watch?v=abc123' }
const book = { title: 'El camino', author: 'Marta Ruiz' }
const promotion = { title: 'Primavera', description: 'Descuento en retiros' }
const hero = { title: 'Bienvenida' }
const album = { title: 'Cuencos', artist: 'Centro' }
const track = { title: 'Pista nueva', audioUrl: '/demo/cuenco.wav' }
const JS_LINK = 'javascript:alert(1)'
const LINK_MESSAGE = 'El enlace debe empezar por http://, https://, / o #'

const arrangeAlbum = (stack: TestStack) =>
  insertReturningId(stack, `insert into albums (title, artist) values ('a', 'b')`)
/** An album with three tracks, for putting them in order; answers the album's id. */
const arrangeAlbumWithTracks = async (stack: TestStack) => {
  const albumId = await arrangeAlbum(stack)
  await stack.sql.unsafe(
    `insert into tracks (album_id, title, file_url, sort_order)
     values (${albumId}, 'uno', '/demo/cuenco.wav', 1), (${albumId}, 'dos', '/demo/cuenco.wav', 2),
       (${albumId}, 'tres', '/demo/cuenco.wav', 3)`,
  )
  return albumId
}

/** Every id of a list, in its present order turned round: a new order for the whole list. */
function reversedIds(table: string, where = 'true') {
  return async (stack: TestStack) => {
    const rows = await stack.sql.unsafe(
      `select id from public.${table} where ${where} order by sort_order desc, id desc`,
    )
    return { ids: rows.map((row) => Number(row.id)) }
  }
}

/** The list answered in the order sent, numbered from 1. */
const listInOrder = (body: Record<string, unknown>) =>
  (body.ids as number[]).map((id, index) => ({ id, order: index + 1 }))

const arrangeTrack = async (stack: TestStack) => {
  const albumId = await arrangeAlbum(stack)
  return insertReturningId(
    stack,
    `insert into tracks (album_id, title, file_url) values (${albumId}, 't', '/demo/cuenco.wav')`,
  )
}

/**
 * What admin-area.md §5 asks of the spec's types, on the routes their definitions give them: the
 * rules of their bodies, one case each, and what an edit changes.
 */
const SPEC_CASES: Readonly<Record<string, Partial<WriteRoute>>> = {
  'POST /services': {
    rules: [
      ['title required', { ...service, title: '' }, 'title', 'El título es obligatorio'],
      [
        'description required',
        { ...service, description: ' ' },
        'description',
        'La descripción es obligatoria',
      ],
      ['icon required', { ...service, icon: undefined }, 'icon', 'El icono es obligatorio'],
      [
        'order is a non-negative integer',
        { ...service, order: -1 },
        'order',
        'El orden debe ser un número entero no negativo',
      ],
      ['link is safe', { ...service, link: JS_LINK }, 'link', LINK_MESSAGE],
    ],
  },
  'PUT /services/{id}': {
    body: { ...service, order: 2 },
  },
  'POST /activities': {
    rules: [
      ['title required', { ...activity, title: '' }, 'title', 'El título es obligatorio'],
      [
        'description required',
        { ...activity, description: '' },
        'description',
        'La descripción es obligatoria',
      ],
      [
        'image URL is a local path or http(s)',
        { ...activity, imageUrl: 'imagen.png' },
        'imageUrl',
        'La URL debe ser una ruta local (/attached_assets/...) o una URL externa (https://...)',
      ],
      [
        'type in its enumeration',
        { ...activity, type: 'fiesta' },
        'type',
        'Tipo de actividad no válido',
      ],
      [
        'the end is not before the start',
        { ...activity, startDate: '2027-05-02', endDate: '2027-05-01' },
        'endDate',
        'La fecha de fin no puede ser anterior a la de inicio',
      ],
      [
        'the end is not before the start on the same day',
        {
          ...activity,
          startDate: '2027-05-02',
          startTime: '18:00',
          endDate: '2027-05-02',
          endTime: '17:00',
        },
        'endDate',
        'La fecha de fin no puede ser anterior a la de inicio',
      ],
      [
        'a start is a day of the calendar',
        { ...activity, startDate: '2027-02-30' },
        'startDate',
        'La fecha de inicio no es válida',
      ],
      [
        'a time is HH:MM',
        { ...activity, startDate: '2027-02-03', startTime: '25:00' },
        'startTime',
        'La hora de inicio no es válida',
      ],
      [
        'status in its enumeration',
        { ...activity, status: 'abierto' },
        'status',
        'Estado de la actividad no válido',
      ],
      ['CTA link is safe', { ...activity, ctaLink: JS_LINK }, 'ctaLink', LINK_MESSAGE],
    ],
  },
  'PUT /activities/{id}': {
    body: { ...activity, status: 'finalizado' },
  },
  'POST /products': {
    rules: [
      ['title required', { ...product, title: '' }, 'title', 'El título es obligatorio'],
      [
        'description required',
        { ...product, description: '' },
        'description',
        'La descripción es obligatoria',
      ],
      [
        'image URL is valid',
        { ...product, imageUrl: 'data:image/png;base64,AA' },
        'imageUrl',
        'URL de imagen inválida',
      ],
    ],
  },
  'PUT /products/{id}': {
    body: { ...product, price: '25 €' },
  },
  'POST /testimonials': {
    rules: [
      ['name required', { ...testimonial, name: '' }, 'name', 'El nombre es obligatorio'],
      ['quote required', { ...testimonial, quote: '' }, 'quote', 'La cita es obligatoria'],
      [
        'content required',
        { ...testimonial, content: '' },
        'content',
        'El contenido es obligatorio',
      ],
      [
        'avatar URL is valid',
        { ...testimonial, avatarUrl: 'javascript:x' },
        'avatarUrl',
        'URL de imagen inválida',
      ],
    ],
  },
  'PUT /testimonials/{id}': {
    body: { ...testimonial, featured: false },
  },
  'POST /videos': {
    rules: [
      ['title required', { ...video, title: '' }, 'title', 'El título es obligatorio'],
      ['link required', { ...video, link: '' }, 'link', 'El enlace es obligatorio'],
      [
        'link is a valid URL',
        { ...video, link: 'no es una url' },
        'link',
        'URL del video inválida',
      ],
      [
        'thumbnail URL is valid',
        { ...video, thumbnailUrl: 'ftp://x/y' },
        'thumbnailUrl',
        'URL de miniatura inválida',
      ],
    ],
  },
  'PUT /videos/{id}': {
    body: { ...video, visible: false },
  },
  'POST /books': {
    rules: [
      ['title required', { ...book, title: '' }, 'title', 'El título es obligatorio'],
      ['author required', { ...book, author: '' }, 'author', 'El autor es obligatorio'],
      [
        'cover URL is valid',
        { ...book, coverUrl: 'portada' },
        'coverUrl',
        'URL de portada inválida',
      ],
      [
        'download count is non-negative',
        { ...book, downloadCount: -1 },
        'downloadCount',
        'El número de descargas debe ser un número entero no negativo',
      ],
      [
        'additional downloads are non-negative',
        { ...book, additionalDownloads: -5 },
        'additionalDownloads',
        'El número de descargas debe ser un número entero no negativo',
      ],
    ],
  },
  'PUT /books/{id}': {
    body: { ...book, visible: false },
  },
  'POST /promotions': {
    rules: [
      ['title required', { ...promotion, title: '' }, 'title', 'El título es obligatorio'],
      [
        'description required',
        { ...promotion, description: '' },
        'description',
        'La descripción es obligatoria',
      ],
    ],
  },
  'PUT /promotions/{id}': {
    body: { ...promotion, isActive: false },
  },
  'POST /hero-content': {
    rules: [
      ['title required', { ...hero, title: '' }, 'title', 'El título es obligatorio'],
      [
        'background URL is valid',
        { ...hero, backgroundUrl: 'fondo.jpg' },
        'backgroundUrl',
        'URL de imagen inválida',
      ],
      [
        'order is a non-negative integer',
        { ...hero, order: -3 },
        'order',
        'El orden debe ser un número entero no negativo',
      ],
    ],
  },
  'PUT /hero-content/{id}': {
    body: { ...hero, isActive: false },
  },
  'POST /albums': {
    rules: [
      ['title required', { ...album, title: '' }, 'title', 'El título es requerido'],
      ['artist required', { ...album, artist: '' }, 'artist', 'El artista es requerido'],
    ],
  },
  'PUT /albums/{id}': {
    body: { ...album, description: 'Sonidos' },
  },
}

// A page is only edited: its definition's sample is one edit of the page of its slug.
const { slug: EDITED_PAGE, ...PAGE_EDIT } = pages.sample

/**
 * The routes a definition's writes give it: POST with its sample, PUT and DELETE of a record made
 * from it, and PUT …/order when the owner orders it by hand. A type edited inside another (a
 * track inside its album) and one only edited (the fixed pages) are written out below.
 */
function routesOf(resource: ResourceDefinition): WriteRoute[] {
  const arrange = (stack: TestStack) => {
    const { sql, params } = sampleInsert(resource)
    return insertReturningId(stack, sql, params)
  }
  const { path, table } = resource
  const routes: WriteRoute[] = [
    {
      name: `POST /${path}`,
      method: 'POST',
      path: () => `/${path}`,
      body: { ...resource.sample },
      table,
    },
    {
      name: `PUT /${path}/{id}`,
      method: 'PUT',
      path: (id) => `/${path}/${id}`,
      body: { ...resource.sample },
      arrange,
      table,
    },
    {
      name: `DELETE /${path}/{id}`,
      method: 'DELETE',
      path: (id) => `/${path}/${id}`,
      arrange,
      table,
    },
  ]
  if (resource.ordering) {
    routes.push({
      name: `PUT /${path}/order`,
      method: 'PUT',
      path: () => `/${path}/order`,
      body: { ids: [1, 2, 3] },
      bodyFor: reversedIds(table),
      answerFor: listInOrder,
      namesNoRecord: true,
      table,
    })
  }
  return routes.map((route) => ({ ...route, ...SPEC_CASES[route.name] }))
}

const DEFINED_ROUTES = RESOURCES.filter(
  (resource) => resource.parent === undefined && resource.writes.includes('create'),
).flatMap(routesOf)

for (const name of Object.keys(SPEC_CASES)) {
  if (!DEFINED_ROUTES.some((route) => route.name === name)) {
    throw new Error(
      `edge-functions/api/test-support.ts: SPEC_CASES names '${name}', a route no definition has.`,
    )
  }
}

export const WRITE_ROUTES: WriteRoute[] = [
  ...DEFINED_ROUTES,
  {
    name: 'POST /albums/{id}/tracks',
    method: 'POST',
    path: (id) => `/albums/${id}/tracks`,
    body: { ...track, duration: '3:45', order: 3 },
    arrange: arrangeAlbum,
    table: 'tracks',
    rules: [
      ['title required', { ...track, title: '' }, 'title', 'El título es requerido'],
      [
        'an audio file or URL is required',
        { title: 'Sin audio' },
        'audioUrl',
        'Se requiere un archivo de audio o una URL de audio',
      ],
    ],
  },
  {
    name: 'PUT /albums/{id}/tracks/order',
    method: 'PUT',
    path: (id) => `/albums/${id}/tracks/order`,
    body: { ids: [1, 2, 3] },
    arrange: arrangeAlbumWithTracks,
    bodyFor: (stack, albumId) => reversedIds('tracks', `album_id = ${albumId}`)(stack),
    answerFor: listInOrder,
    table: 'tracks',
  },
  {
    name: 'PUT /tracks/{id}',
    method: 'PUT',
    path: (id) => `/tracks/${id}`,
    body: { ...track, duration: '4:10' },
    arrange: arrangeTrack,
    table: 'tracks',
  },
  {
    name: 'DELETE /tracks/{id}',
    method: 'DELETE',
    path: (id) => `/tracks/${id}`,
    arrange: arrangeTrack,
    table: 'tracks',
  },
  {
    name: 'POST /site-settings',
    method: 'POST',
    path: () => '/site-settings',
    body: { key: 'legal_email', value: 'legal@example.com' },
    arrange: async (stack) => {
      await stack.sql`delete from site_settings where key = 'legal_email'`
      return 0
    },
    table: 'site_settings',
    rules: [
      ['key required', { value: 'x' }, 'key', 'La clave es obligatoria'],
      [
        'only a declared key',
        { key: 'api_test_email', value: 'x' },
        'key',
        'Este ajuste no existe',
      ],
      [
        'a form address is on a service the pages may frame',
        { key: 'contact_form_url', value: 'https://evil.example/form' },
        'value',
        SETTING_MESSAGES.form,
      ],
      [
        'an e-mail setting holds an e-mail address',
        { key: 'contact_email', value: 'no es un correo' },
        'value',
        SETTING_MESSAGES.email,
      ],
      [
        'a phone setting holds a phone number',
        { key: 'contact_phone', value: 'llámame' },
        'value',
        SETTING_MESSAGES.phone,
      ],
      [
        'CTA title has at least 5 characters',
        { key: 'cta_title', value: 'Hola' },
        'value',
        'El título debe tener al menos 5 caracteres',
      ],
      [
        'CTA subtitle has at least 10 characters',
        { key: 'cta_subtitle', value: 'Corto' },
        'value',
        'La descripción debe tener al menos 10 caracteres',
      ],
      [
        'CTA button text has at least 2 characters',
        { key: 'cta_button_text', value: 'A' },
        'value',
        'El texto del botón es requerido',
      ],
      [
        'CTA button link is required',
        { key: 'cta_button_link', value: '' },
        'value',
        'El enlace del botón es requerido',
      ],
    ],
  },
  {
    name: 'PUT /site-settings/{key}',
    method: 'PUT',
    path: () => '/site-settings/cta_button_text',
    body: { value: 'Escríbenos' },
    arrange: async (stack) => {
      await stack.sql`insert into site_settings (key, value, section) values ('cta_button_text', 'Contáctanos', 'cta') on conflict (key) do nothing`
      return 0
    },
    table: 'site_settings',
  },
  {
    name: 'PUT /site-settings',
    method: 'PUT',
    path: () => '/site-settings',
    body: {
      // In the order of their keys, the order the answer lists them in.
      settings: [
        { key: 'cta_button_link', value: '/contacto' },
        { key: 'cta_button_text', value: 'Escríbenos' },
      ],
    },
    answerFor: (body) => body.settings,
    namesNoRecord: true,
    arrange: async (stack) => {
      await stack.sql`insert into site_settings (key, value, section) values ('cta_button_text', 'Contáctanos', 'cta'), ('cta_button_link', '/contacto', 'cta') on conflict (key) do nothing`
      return 0
    },
    table: 'site_settings',
  },
  {
    name: 'POST /carousel-backgrounds',
    method: 'POST',
    path: () => '/carousel-backgrounds',
    body: { section: 'promotions', backgroundColor: '#e0f2f1', opacity: 80, title: 'Ofertas' },
    arrange: async (stack) => {
      await stack.sql`delete from carousel_backgrounds where section = 'promotions'`
      return 0
    },
    table: 'carousel_backgrounds',
    rules: [
      [
        'background colour has at least 4 characters',
        { section: 'videos', backgroundColor: '#ff' },
        'backgroundColor',
        'El color es requerido',
      ],
      [
        'opacity is between 0 and 100',
        { section: 'videos', opacity: 150 },
        'opacity',
        'La opacidad debe ser un número entre 0 y 100',
      ],
    ],
  },
  {
    name: 'PUT /carousel-backgrounds/{section}',
    method: 'PUT',
    path: () => '/carousel-backgrounds/hero?position=2',
    body: { opacity: 50, backgroundUrl: '/demo/background-2.webp' },
    arrange: async (stack) => {
      await stack.sql`insert into carousel_backgrounds (section, position) values ('hero', 2) on conflict do nothing`
      return 0
    },
    table: 'carousel_backgrounds',
  },
  {
    name: 'PUT /pages/{id}',
    method: 'PUT',
    path: (id) => `/pages/${id}`,
    body: PAGE_EDIT,
    arrange: async (stack) => {
      const [row] = await stack.sql`select id from public.pages where slug = ${String(EDITED_PAGE)}`
      return Number(row.id)
    },
    table: 'pages',
  },
]
