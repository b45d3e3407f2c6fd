import * as v from 'valibot'
import {
  MAX_LONG_TEXT,
  optionalBoolean,
  optionalLink,
  optionalMediaUrl,
  optionalPlainText,
  optionalText,
  requiredText,
} from '../fields.ts'
import { defineResource, type Timestamps } from '../resource.ts'

export const ACTIVITY_TYPES = [
  'retiro',
  'taller',
  'curso',
  'charla',
  'sesion',
  'clase',
  'estancia',
  'videoconferencia',
  'formacion',
  'encuentro',
  'acompanamiento',
  'mentoria',
  'reto',
] as const
export const LEGACY_ACTIVITY_TYPES = ['retreat', 'workshop', 'course', 'talk'] as const

export const ACTIVITY_STATUSES = [
  'proximamente',
  'inscripcion_abierta',
  'inscripcion_cerrada',
  'no_quedan_plazas',
  'pocas_plazas',
  'finalizado',
] as const
export const LEGACY_ACTIVITY_STATUSES = ['upcoming', 'open', 'limited', 'closed'] as const

const entries = {
  title: requiredText('El título es obligatorio'),
  description: requiredText('La descripción es obligatoria', MAX_LONG_TEXT),
  shortDescription: optionalText(1_000),
  imageUrl: optionalMediaUrl(
    'La URL debe ser una ruta local (/attached_assets/...) o una URL externa (https://...)',
  ),
  type: v.optional(
    v.picklist([...ACTIVITY_TYPES, ...LEGACY_ACTIVITY_TYPES], 'Tipo de actividad no válido'),
  ),
  status: v.optional(
    v.picklist(
      [...ACTIVITY_STATUSES, ...LEGACY_ACTIVITY_STATUSES],
      'Estado de la actividad no válido',
    ),
  ),
  location: optionalText(),
  date: optionalText(),
  price: optionalText(),
  isOnline: optionalBoolean(),
  onlinePlatform: optionalText(),
  ctaText: optionalText(),
  ctaLink: optionalLink(),
  useGoogleForm: optionalBoolean(),
  googleFormUrl: optionalLink(),
  reserveButtonText: optionalPlainText(),
  reserveButtonUrl: optionalLink(),
  buttonText2: optionalText(),
  buttonLink2: optionalLink(),
  isFeatured: optionalBoolean(),
  isVisible: optionalBoolean(),
}

export const activityDefaults = {
  type: 'retiro',
  status: 'proximamente',
  isOnline: false,
  useGoogleForm: false,
  reserveButtonText: 'Reservar plaza',
  isFeatured: false,
  isVisible: true,
}

export const activities = defineResource({
  path: 'activities',
  table: 'activities',
  noun: 'la actividad',
  fields: {
    title: 'title',
    description: 'description',
    shortDescription: 'short_description',
    imageUrl: 'image_url',
    type: 'type',
    status: 'status',
    location: 'location',
    date: 'date',
    price: 'price',
    isOnline: 'is_online',
    onlinePlatform: 'online_platform',
    ctaText: 'cta_text',
    ctaLink: 'cta_link',
    useGoogleForm: 'use_google_form',
    googleFormUrl: 'google_form_url',
    reserveButtonText: 'reserve_button_text',
    reserveButtonUrl: 'reserve_button_url',
    buttonText2: 'button_text2',
    buttonLink2: 'button_link2',
    isFeatured: 'is_featured',
    isVisible: 'is_visible',
  },
  media: { imageUrl: 'images' },
  lists: [
    { path: '', access: 'admin' },
    { path: 'featured', access: 'public', onlyWhere: ['is_featured', 'is_visible'] },
    { path: 'visible', access: 'public', onlyWhere: ['is_visible'] },
  ],
  defaults: activityDefaults,
  entries,
})

export type ActivityInput = v.InferInput<typeof activities.createSchema>
export type Activity = v.InferOutput<typeof activities.createSchema> & Timestamps
