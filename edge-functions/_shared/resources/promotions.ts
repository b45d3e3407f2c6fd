import * as v from 'valibot'
import {
  MAX_LONG_TEXT,
  optionalBoolean,
  optionalLink,
  optionalText,
  requiredText,
} from '../fields.ts'
import { COMMON_FIELDS, defineResource, type Timestamps, writeSchemas } from '../resource.ts'

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
}

export const promotionDefaults = { icon: 'tag', isActive: true }

export const promotions = defineResource({
  path: 'promotions',
  table: 'promotions',
  noun: 'la promoción',
  fields: {
    id: COMMON_FIELDS.id,
    title: 'title',
    subtitle: 'subtitle',
    description: 'description',
    icon: 'icon',
    ctaText: 'cta_text',
    ctaLink: 'cta_link',
    isActive: 'is_active',
    createdAt: COMMON_FIELDS.createdAt,
    updatedAt: COMMON_FIELDS.updatedAt,
  },
  order: ['id'],
  lists: [
    { path: '', access: 'public', onlyWhere: ['is_active'] },
    { path: 'all', access: 'admin' },
  ],
  writes: ['create', 'update', 'delete'],
  defaults: promotionDefaults,
  ...writeSchemas(entries, promotionDefaults),
})

export type PromotionInput = v.InferInput<typeof promotions.createSchema>
export type Promotion = v.InferOutput<typeof promotions.createSchema> & Timestamps
