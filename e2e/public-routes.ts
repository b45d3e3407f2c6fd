/**
 * What each public route must show, from the product spec's public site (kept with the team's
 * shared documents, outside this repository): the texts it quotes, the anchors and links it names.
 * The list of routes comes from the screens' page declarations: a page added is checked here too.
 */
import type { Page } from 'playwright-core'
import { declaredScreens } from '../scripts/page-declarations.ts'
import { publicPagesOf } from '../web/src/app/page-declaration.ts'
import { FOUNDER_PATH } from '../web/src/app/site.ts'

const PUBLIC_PAGES = publicPagesOf(declaredScreens().map((screen) => screen.page))

export type RouteExpectation = {
  /** Where the visitor ends up (redirect pages), as pathname + hash. */
  landsOn?: string
  /** The site header and footer (frame 'site'). */
  siteFrame?: boolean
  texts?: readonly (string | RegExp)[]
  /** Elements that must exist, by id (in-page anchors). */
  ids?: readonly string[]
  /** Links that must be on the page, by their href. */
  links?: readonly string[]
  /** Role and minimum count, e.g. tabs. */
  roles?: readonly { role: 'tab' | 'table' | 'heading' | 'button'; min: number; name?: RegExp }[]
}

const THERAPY_ANCHORS = [
  'nutricion',
  'terapias-remotas',
  'comunidad',
  'presencial',
  'acompanamientos',
  'suplementos',
  'dispositivos',
] as const

const therapies: RouteExpectation = {
  siteFrame: true,
  ids: THERAPY_ANCHORS,
  links: ['/colaboracion-trabajo', '/contacto'],
}

const formPageFooter = [
  '/',
  '/nosotros',
  '/#nutricion',
  '/politica-privacidad',
  '/terminos',
  '/aviso-legal',
]

const enrolment: RouteExpectation = { links: ['/actividades', '/admin'] }

const legal = (extraLinks: string[] = []): RouteExpectation => ({
  texts: ['Volver al inicio'],
  links: ['/', ...extraLinks],
})

export const EXPECTATIONS: Record<string, RouteExpectation> = {
  '/': {
    siteFrame: true,
    ids: ['servicios', 'actividades', 'productos', 'testimonios', 'videos', 'libros', 'musica'],
    roles: [{ role: 'button', min: 3, name: /^(Diapositiva )?[123]\b/ }],
  },
  '/servicios': therapies,
  '/terapias': therapies,
  '/redir-servicios': { landsOn: '/terapias', ...therapies },
  '/nutricion': { siteFrame: true, links: [FOUNDER_PATH, '/contacto'] },
  [FOUNDER_PATH]: {
    siteFrame: true,
    texts: [/Frutas/i, /Verduras/i, /Hierbas y especias/i, /silvestres/i],
    links: ['/nutricion', '/contacto'],
    roles: [{ role: 'table', min: 1 }],
  },
  '/recursos': { siteFrame: true, roles: [{ role: 'tab', min: 5 }] },
  '/nosotros': { siteFrame: true, texts: ['Elena Marín', 'Tomás Requena'], links: ['/contacto'] },
  '/contacto': {
    texts: ['Formulario de Contacto', 'Volver a Inicio'],
    links: [...formPageFooter, '/admin'],
  },
  '/colaboracion-trabajo': {
    texts: ['Solicitud de Colaboración de Trabajo'],
    links: ['/admin'],
  },
  '/actividades': { siteFrame: true, roles: [{ role: 'button', min: 1, name: /^Todas \(\d+\)$/ }] },
  '/productos': { siteFrame: true },
  '/promociones': { siteFrame: true },
  '/testimonios': { siteFrame: true },
  '/videos': { siteFrame: true },
  '/libros': {
    siteFrame: true,
    roles: [
      { role: 'tab', min: 1, name: /^Todos los libros$/ },
      { role: 'tab', min: 1, name: /^Destacados$/ },
    ],
  },
  '/musica': { siteFrame: true, texts: ['Escuchar ahora'] },
  '/reproductor-musica': { landsOn: '/#musica', siteFrame: true },
  '/inscripcion/crisis-cielo': enrolment,
  '/inscripcion/hooponopono': enrolment,
  '/politica-privacidad': {
    ...legal(['/contacto']),
    roles: [{ role: 'heading', min: 12, name: /./ }],
  },
  '/terminos': { ...legal(), texts: ['Volver al inicio', /Albacete/] },
  '/aviso-legal': { ...legal(), texts: ['Volver al inicio', /Albacete/] },
}

export const ROUTE_CASES = PUBLIC_PAGES.map((page) => {
  const expectation = EXPECTATIONS[page.path]
  if (!expectation) {
    throw new Error(`${page.path} is a public page: say what it must show in e2e/public-routes.ts.`)
  }
  return { ...page, expect: expectation }
})

/** The music player's page, opened as an album's track link opens it. */
export const PLAYER_PATH = `/reproductor-musica?titulo=${encodeURIComponent('Cuencos del amanecer')}&url=${encodeURIComponent('https://example.org/reproductor/cuencos-del-amanecer')}`
export const UNKNOWN_PATH = '/esta-pagina-no-existe'
/** Every page a visitor can land on: each public page, the player, an album and the 404 page. */
export const VISITOR_PATHS = [
  ...ROUTE_CASES.map((route) => route.path),
  PLAYER_PATH,
  '/album/1',
  UNKNOWN_PATH,
]

export const HEADER_LINKS = [
  { label: 'Actividades', href: '/#actividades' },
  { label: 'Terapias', href: '/terapias' },
  { label: 'Nutrición', href: '/nutricion' },
  { label: 'Recursos', href: '/recursos' },
  { label: 'Multimedia', href: '/#videos' },
  { label: 'Nosotros', href: '/nosotros' },
  { label: 'Contacto', href: '/contacto' },
] as const

export const LEGAL_LINKS = ['/politica-privacidad', '/terminos', '/aviso-legal'] as const

/** Where the page is, as the spec writes addresses: pathname plus hash. */
export function whereIs(page: Page): string {
  const url = new URL(page.url())
  return url.pathname + url.hash
}

/** The browser's report of the api's 404 for /album/999999 or /album/987654: expected there. */
export const MISSING_ALBUM_ANSWER = /status of 404 .*\/api\/albums\/9(99999|87654)\b/

/**
 * The browser's report of the page at `path` answered with status 404 (an unknown address, or an
 * album not built into a page of its own): expected there.
 */
export function notFoundPage(path: string): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`status of 404 \\(Not Found\\) \\(https?://[^/]+${escaped}:\\d+\\)$`)
}
