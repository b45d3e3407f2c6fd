import type * as v from 'valibot'
import {
  optionalBoolean,
  optionalInteger,
  optionalLink,
  optionalMediaUrl,
  optionalText,
  requiredText,
} from '../fields.ts'
import {
  defineResource,
  type PictureDescriptions,
  type Publication,
  type Timestamps,
} from '../resource.ts'

const entries = {
  title: requiredText('El título es obligatorio'),
  subtitle: optionalText(1_000),
  backgroundUrl: optionalMediaUrl('URL de imagen inválida'),
  ctaText: optionalText(),
  ctaLink: optionalLink(),
  isActive: optionalBoolean(),
  order: optionalInteger('El orden debe ser un número entero no negativo', 0, 1_000_000),
}

export const heroContentDefaults = { isActive: true, order: 0 }

export const heroContent = defineResource({
  path: 'hero-content',
  table: 'hero_content',
  noun: 'el contenido del hero',
  names: { one: 'Contenido del Hero', many: 'Contenido del Hero' },
  sample: {
    title: 'Bienvenida',
    backgroundUrl: '/demo/hero-1.webp',
    ctaLink: '/servicios',
    order: 4,
  },
  label: 'title',
  visibility: 'isActive',
  featured: null,
  fields: {
    title: 'title',
    subtitle: 'subtitle',
    backgroundUrl: 'background_url',
    ctaText: 'cta_text',
    ctaLink: 'cta_link',
    isActive: 'is_active',
    order: 'sort_order',
  },
  order: ['sort_order', 'id'],
  media: { backgroundUrl: 'images' },
  ordering: { column: 'sort_order' },
  lists: [{ path: '', access: 'public' }],
  defaults: heroContentDefaults,
  entries,
})

export type HeroContentInput = v.InferInput<typeof heroContent.createSchema>
export type HeroContent = v.InferOutput<typeof heroContent.createSchema> &
  Timestamps &
  Publication &
  PictureDescriptions<'backgroundAlt'>
