import * as v from 'valibot'
import { integerInRange, messages, optionalMediaUrl, optionalText } from '../fields.ts'
import type { MediaHolder } from '../media.ts'
import { type Timestamps, updatedAtField } from '../resource.ts'

export const CAROUSEL_SECTIONS = [
  'hero',
  'services',
  'activities',
  'products',
  'testimonials',
  'videos',
  'books',
  'promotions',
  'music',
] as const
export type CarouselSection = (typeof CAROUSEL_SECTIONS)[number]

/** The admin editor calls the music section `albums`; both names reach the same row. */
export const CAROUSEL_SECTION_ALIASES: Readonly<Record<string, CarouselSection>> = {
  albums: 'music',
}

export const HERO_POSITIONS = 3

export function carouselSection(name: string): CarouselSection | undefined {
  const section = CAROUSEL_SECTION_ALIASES[name] ?? name
  return (CAROUSEL_SECTIONS as readonly string[]).includes(section)
    ? (section as CarouselSection)
    : undefined
}

const SECTION_MESSAGE = 'Sección no válida'
const POSITION_MESSAGE = 'La posición debe ser 1, 2 o 3 (solo el hero tiene varias)'
const COLOR_MESSAGE = 'El color es requerido'
const COLOR_FORMAT_MESSAGE = 'Color no válido'

const section = v.optional(
  v.pipe(
    v.string(SECTION_MESSAGE),
    v.trim(),
    v.transform((name) => carouselSection(name) ?? name),
    v.picklist(CAROUSEL_SECTIONS, SECTION_MESSAGE),
  ),
  '',
)

const entries = {
  section,
  position: v.optional(integerInRange(POSITION_MESSAGE, 1, HERO_POSITIONS)),
  backgroundUrl: optionalMediaUrl('URL de imagen inválida'),
  backgroundColor: v.optional(
    v.pipe(
      v.string(COLOR_MESSAGE),
      v.trim(),
      v.minLength(4, COLOR_MESSAGE),
      v.maxLength(64, messages.tooLong(64)),
      v.regex(
        /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|hsla?\([\d\s.,%deg]+\)|[a-z]+)$/i,
        COLOR_FORMAT_MESSAGE,
      ),
    ),
  ),
  opacity: v.optional(integerInRange('La opacidad debe ser un número entre 0 y 100', 0, 100)),
  title: optionalText(),
  subtitle: optionalText(1_000),
}

export const carouselDefaults = { position: 1, backgroundColor: '#ffffff', opacity: 100 }

/** `POST /api/carousel-backgrounds`. */
export const carouselCreateSchema = v.pipe(
  v.object(entries, messages.invalidBody),
  v.forward(
    v.check(
      (input) => input.section === 'hero' || input.position === undefined || input.position === 1,
      POSITION_MESSAGE,
    ),
    ['position'],
  ),
  v.transform((input) => ({
    ...carouselDefaults,
    ...Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)),
  })),
)

/** `PUT /api/carousel-backgrounds/{section}?position=`: section and position come from the URL. */
export const carouselUpdateSchema = v.object(
  {
    ...v.partial(v.object(entries)).entries,
    updatedAt: updatedAtField,
  },
  messages.invalidBody,
)

export const carouselFields = {
  id: 'id',
  section: 'section',
  position: 'position',
  backgroundUrl: 'background_url',
  backgroundColor: 'background_color',
  opacity: 'opacity',
  title: 'title',
  subtitle: 'subtitle',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
} as const

/** The section backgrounds' pictures, for the media library (the section names a background). */
export const carouselBackgroundMedia = {
  path: 'carousel-backgrounds',
  table: 'carousel_backgrounds',
  fields: carouselFields,
  media: { backgroundUrl: 'images' },
  label: 'section',
} as const satisfies MediaHolder

export type CarouselBackgroundInput = v.InferInput<typeof carouselCreateSchema>
export interface CarouselBackground extends Timestamps {
  section: CarouselSection
  position: number
  backgroundUrl: string | null
  backgroundColor: string
  opacity: number
  title: string | null
  subtitle: string | null
}
