import * as v from 'valibot'
import { optionalText, requiredText } from '../fields.ts'
import { type PageDocument, pageDocumentSchema } from '../page-document.ts'
import { defineResource, type Publication, type Timestamps } from '../resource.ts'

/** The pages the code has a route for, by slug (the table's check holds the same list). */
export const PAGE_SLUGS = {
  privacyPolicy: 'politica-privacidad',
  terms: 'terminos',
  legalNotice: 'aviso-legal',
} as const

/**
 * The parts of the pages whose frame the code draws (Nosotros, Terapias, Nutrición, the founder's page), by slug: the page that
 * draws each (its address and name) and, where its title does not say it, the part it is. The
 * admin names a block by them («Nosotros · Elena Marín»), Vista previa opens its page.
 */
export const PAGE_BLOCKS = {
  nosotros: { path: '/nosotros', page: 'Nosotros', part: 'Presentación' },
  'nosotros-elena-marin': { path: '/nosotros', page: 'Nosotros' },
  'nosotros-tomas-requena': { path: '/nosotros', page: 'Nosotros' },
  'nosotros-mision': { path: '/nosotros', page: 'Nosotros' },
  'nosotros-cierre': { path: '/nosotros', page: 'Nosotros', part: 'Cierre' },
  terapias: { path: '/terapias', page: 'Terapias', part: 'Presentación' },
  'terapias-nutricion': { path: '/terapias', page: 'Terapias' },
  'terapias-terapias-remotas': { path: '/terapias', page: 'Terapias' },
  'terapias-comunidad': { path: '/terapias', page: 'Terapias' },
  'terapias-presencial': { path: '/terapias', page: 'Terapias' },
  'terapias-acompanamientos': { path: '/terapias', page: 'Terapias' },
  'terapias-suplementos': { path: '/terapias', page: 'Terapias' },
  'terapias-dispositivos': { path: '/terapias', page: 'Terapias' },
  'terapias-cierre': { path: '/terapias', page: 'Terapias', part: 'Cierre' },
  nutricion: { path: '/nutricion', page: 'Nutrición', part: 'Presentación' },
  'nutricion-historia': { path: '/nutricion', page: 'Nutrición' },
  'nutricion-temas': { path: '/nutricion', page: 'Nutrición' },
  'nutricion-mentoria': { path: '/nutricion', page: 'Nutrición' },
  'nutricion-testimonios': { path: '/nutricion', page: 'Nutrición' },
  'nutricion-cierre': { path: '/nutricion', page: 'Nutrición', part: 'Cierre' },
  'elena-marin': { path: '/elena-marin', page: 'Elena Marín', part: 'Presentación' },
  'elena-marin-grupos': { path: '/elena-marin', page: 'Elena Marín' },
  'elena-marin-tabla': { path: '/elena-marin', page: 'Elena Marín' },
  'elena-marin-cierre': { path: '/elena-marin', page: 'Elena Marín', part: 'Cierre' },
} as const satisfies Record<string, { path: string; page: string; part?: string }>
export type PageBlockSlug = keyof typeof PAGE_BLOCKS

export type PageSlug = (typeof PAGE_SLUGS)[keyof typeof PAGE_SLUGS] | PageBlockSlug

/** Where a page's row is drawn: a block's page, or the legal page at its own address. */
export function pathOfPage(slug: string): string {
  return slug in PAGE_BLOCKS ? PAGE_BLOCKS[slug as PageBlockSlug].path : `/${slug}`
}

/** How the admin names a page's row: a block by its page and part, a legal page by its title. */
export function nameOfPage(slug: string, title: string): string {
  if (!(slug in PAGE_BLOCKS)) return title
  const block: { page: string; part?: string } = PAGE_BLOCKS[slug as PageBlockSlug]
  return `${block.page} · ${block.part ?? title}`
}

const entries = {
  title: requiredText('El título es obligatorio', 200),
  subtitle: optionalText(300),
  body: v.optional(pageDocumentSchema),
}

/**
 * The fixed pages' words: she edits them, never adds or deletes one (a page without its route
 * would be drawn nowhere, a route without its page would lose its text), so `update` is the only
 * write; the migration seeds one row per route.
 */
export const pages = defineResource({
  path: 'pages',
  table: 'pages',
  noun: 'la página',
  names: { one: 'Página', many: 'Páginas' },
  label: 'title',
  visibility: null,
  featured: null,
  // `bodyAlts`, read-only: what the library says of each picture of the body
  // (public.body_alts, 20261205610000_page_pictures.sql).
  fields: {
    slug: 'slug',
    title: 'title',
    subtitle: 'subtitle',
    body: 'body',
    bodyAlts: 'body_alts',
  },
  lists: [{ path: '', access: 'public' }],
  writes: ['update'],
  defaults: {},
  entries,
})

export type Page = {
  slug: PageSlug
  title: string
  subtitle: string | null
  body: PageDocument
  /** The library's «Texto alternativo» of each picture of the body, by its address; '' when decorative. */
  bodyAlts?: Record<string, string>
} & Timestamps &
  Publication
