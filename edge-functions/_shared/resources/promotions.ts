import * as v from 'valibot'
import {
  MAX_LONG_TEXT,
  optionalBoolean,
  optionalLink,
  optionalSchedule,
  optionalText,
  requiredText,
  SCHEDULE_MESSAGES,
} from '../fields.ts'
import { defineResource, type Publication, type Timestamps } from '../resource.ts'

export const PROMOTION_ICONS = [
  'tag',
  'clock',
  'calendar',
  'users',
  'utensils',
  'capsules',
] as const

const entries = {
  title: requiredText('El título es obligatorio'),
  subtitle: optionalText(),
  description: requiredText('La descripción es obligatoria', MAX_LONG_TEXT),
  icon: v.optional(v.picklist(PROMOTION_ICONS, 'Icono no válido')),
  ctaText: optionalText(),
  ctaLink: optionalLink(),
  isActive: optionalBoolean(),
  unpublishedAt: optionalSchedule(SCHEDULE_MESSAGES.retireAt),
}

export const promotionDefaults = { icon: 'tag', isActive: true }

export const promotions = defineResource({
  path: 'promotions',
  table: 'promotions',
  noun: 'la promoción',
  names: { one: 'Promoción', many: 'Promociones' },
  sample: {
    title: 'Primavera',
    description: 'Descuento en retiros',
    icon: 'clock',
    ctaLink: '/promociones/descuento',
  },
  label: 'title',
  visibility: 'isActive',
  featured: null,
  fields: {
    title: 'title',
    subtitle: 'subtitle',
    description: 'description',
    icon: 'icon',
    ctaText: 'cta_text',
    ctaLink: 'cta_link',
    isActive: 'is_active',
    unpublishedAt: 'unpublished_at',
  },
  lists: [
    { path: '', access: 'public', onlyWhere: ['is_active'] },
    { path: 'all', access: 'admin' },
  ],
  defaults: promotionDefaults,
  entries,
})

export type PromotionInput = v.InferInput<typeof promotions.createSchema>
export type Promotion = v.InferOutput<typeof promotions.createSchema> & Timestamps & Publication
