import type * as v from 'valibot'
import {
  MAX_LONG_TEXT,
  optionalBoolean,
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
  tagline: optionalText(),
  description: requiredText('La descripción es obligatoria', MAX_LONG_TEXT),
  imageUrl: optionalMediaUrl('URL de imagen inválida'),
  price: optionalText(),
  ctaText: optionalText(),
  ctaLink: optionalLink(),
  featured: optionalBoolean(),
}

export const productDefaults = { ctaText: 'Comprar', featured: false }

export const products = defineResource({
  path: 'products',
  table: 'products',
  noun: 'el producto',
  names: { one: 'Producto', many: 'Productos' },
  sample: {
    title: 'Aceite',
    description: 'Aceite esencial de lavanda',
    imageUrl: 'https://cdn.example.com/aceite.webp',
    featured: true,
  },
  label: 'title',
  visibility: null,
  featured: 'featured',
  fields: {
    title: 'title',
    tagline: 'tagline',
    description: 'description',
    imageUrl: 'image_url',
    price: 'price',
    ctaText: 'cta_text',
    ctaLink: 'cta_link',
    featured: 'featured',
  },
  media: { imageUrl: 'images' },
  lists: [
    { path: '', access: 'admin' },
    { path: 'featured', access: 'public', onlyWhere: ['featured'] },
  ],
  defaults: productDefaults,
  entries,
})

export type ProductInput = v.InferInput<typeof products.createSchema>
export type Product = v.InferOutput<typeof products.createSchema> &
  Timestamps &
  Publication &
  PictureDescriptions<'imageAlt'>
