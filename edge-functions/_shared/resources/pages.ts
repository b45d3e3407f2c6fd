import * as v from 'valibot'
import { requiredText } from '../fields.ts'
import { type PageDocument, pageDocumentSchema } from '../page-document.ts'
import { defineResource, type Publication, type Timestamps } from '../resource.ts'

/** The pages the code has a route for, by slug (the table's check holds the same list). */
export const PAGE_SLUGS = {
  privacyPolicy: 'politica-privacidad',
  terms: 'terminos',
  legalNotice: 'aviso-legal',
} as const
export type PageSlug = (typeof PAGE_SLUGS)[keyof typeof PAGE_SLUGS]

const entries = {
  title: requiredText('El título es obligatorio', 200),
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
  fields: { slug: 'slug', title: 'title', body: 'body' },
  lists: [{ path: '', access: 'public' }],
  writes: ['update'],
  defaults: {},
  entries,
})

export type Page = { slug: PageSlug; title: string; body: PageDocument } & Timestamps & Publication
