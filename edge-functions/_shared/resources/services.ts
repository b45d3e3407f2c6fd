import * as v from 'valibot'
import {
  MAX_LONG_TEXT,
  optionalInteger,
  optionalLink,
  picklistOf,
  requiredText,
} from '../fields.ts'
import { defineResource, type Publication, type Timestamps } from '../resource.ts'

export const SERVICE_ICONS = [
  'utensils',
  'wifi',
  'users',
  'map-marker',
  'hands-helping',
  'capsules',
  'mobile',
  'tag',
  'clock',
  'calendar',
] as const

const entries = {
  title: requiredText('El título es obligatorio'),
  description: requiredText('La descripción es obligatoria', MAX_LONG_TEXT),
  icon: v.pipe(
    requiredText('El icono es obligatorio', 50),
    picklistOf(SERVICE_ICONS, 'Icono no válido'),
  ),
  link: optionalLink(),
  order: optionalInteger('El orden debe ser un número entero no negativo', 0, 1_000_000),
}

export const serviceDefaults = { order: 0 }

export const services = defineResource({
  path: 'services',
  table: 'services',
  noun: 'el servicio',
  names: { one: 'Servicio', many: 'Servicios' },
  sample: {
    title: 'Reiki',
    description: 'Sesión de reiki',
    icon: 'hands-helping',
    link: '/terapias#reiki',
    order: 8,
  },
  label: 'title',
  visibility: null,
  featured: null,
  fields: {
    title: 'title',
    description: 'description',
    icon: 'icon',
    link: 'link',
    order: 'sort_order',
  },
  order: ['sort_order', 'id'],
  ordering: { column: 'sort_order' },
  lists: [{ path: '', access: 'public' }],
  defaults: serviceDefaults,
  entries,
})

export type ServiceInput = v.InferInput<typeof services.createSchema>
export type Service = v.InferOutput<typeof services.createSchema> & Timestamps & Publication
