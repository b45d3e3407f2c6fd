import * as v from 'valibot'
import { optionalText, requiredText } from '../fields.ts'
import { pageDocumentSchema } from '../page-document.ts'
import type { PageDocument } from '../page-nodes.ts'
import type { PageSlug } from '../page-slugs.ts'
import { defineResource, type Publication, type Timestamps } from '../resource.ts'

const entries = {
  title: requiredText('El título es obligatorio', 200),
  subtitle: optionalText(300),
  eyebrow: optionalText(80),
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
  // Of the page of its slug: a page is only edited, so its sample is the one edit's body.
  sample: {
    slug: 'terminos',
    title: 'Términos y condiciones',
    body: {
      root: {
        type: 'root',
        children: [
          {
            type: 'paragraph',
            children: [
              { type: 'text', text: 'Léelas ', format: 0 },
              {
                type: 'link',
                url: '/contacto',
                children: [{ type: 'text', text: 'aquí', format: 1 }],
              },
            ],
          },
        ],
      },
    },
  },
  label: 'title',
  visibility: null,
  featured: null,
  // `bodyAlts`, read-only: what the library says of each picture of the body
  // (public.body_alts, 20261205610000_page_pictures.sql).
  fields: {
    slug: 'slug',
    title: 'title',
    subtitle: 'subtitle',
    eyebrow: 'eyebrow',
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
  /** The short line above a section's title («Por qué lo hacemos»); none on most parts. */
  eyebrow: string | null
  body: PageDocument
  /** The library's «Texto alternativo» of each picture of the body, by its address; '' when decorative. */
  bodyAlts?: Record<string, string>
} & Timestamps &
  Publication
