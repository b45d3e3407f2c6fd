import type * as v from 'valibot'
import {
  MAX_LONG_TEXT,
  optionalBoolean,
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
  name: requiredText('El nombre es obligatorio'),
  age: optionalText(50),
  avatarUrl: optionalMediaUrl('URL de imagen inválida'),
  quote: requiredText('La cita es obligatoria', 2_000),
  content: requiredText('El contenido es obligatorio', MAX_LONG_TEXT),
  featured: optionalBoolean(),
}

export const testimonialDefaults = { featured: false }

export const testimonials = defineResource({
  path: 'testimonials',
  table: 'testimonials',
  noun: 'el testimonio',
  names: { one: 'Testimonio', many: 'Testimonios' },
  sample: {
    name: 'Lucía',
    quote: 'Me cambió la vida',
    content: 'Una experiencia única',
    age: '42',
    featured: true,
  },
  label: 'name',
  visibility: null,
  featured: 'featured',
  fields: {
    name: 'name',
    age: 'age',
    avatarUrl: 'avatar_url',
    quote: 'quote',
    content: 'content',
    featured: 'featured',
  },
  media: { avatarUrl: 'images' },
  lists: [
    { path: '', access: 'admin' },
    { path: 'featured', access: 'public', onlyWhere: ['featured'] },
  ],
  defaults: testimonialDefaults,
  entries,
})

export type TestimonialInput = v.InferInput<typeof testimonials.createSchema>
export type Testimonial = v.InferOutput<typeof testimonials.createSchema> &
  Timestamps &
  Publication &
  PictureDescriptions<'avatarAlt'>
