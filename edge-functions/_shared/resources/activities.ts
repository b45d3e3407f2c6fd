import * as v from 'valibot'
import {
  MAX_LONG_TEXT,
  optionalBoolean,
  optionalLink,
  optionalMediaUrl,
  optionalPlainText,
  optionalSchedule,
  optionalSearchDescription,
  optionalText,
  requiredText,
  SCHEDULE_MESSAGES,
} from '../fields.ts'
import {
  defineResourceWithSchemas,
  type PictureDescriptions,
  type Publication,
  publishedAtField,
  type Timestamps,
  updatedAtField,
  withoutUndefined,
} from '../resource.ts'

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

/** A day as `YYYY-MM-DD` that exists in the calendar (no 30 February); empty is null. */
function optionalDay(message: string) {
  return v.optional(
    v.nullable(
      v.pipe(
        v.string(message),
        v.trim(),
        v.transform((value) => (value === '' ? null : value)),
        v.nullable(v.pipe(v.string(), v.check(isCalendarDay, message))),
      ),
    ),
  )
}

/** A time of day as `HH:MM` (seconds, as the database answers them, are dropped); empty is null. */
function optionalTime(message: string) {
  return v.optional(
    v.nullable(
      v.pipe(
        v.string(message),
        v.trim(),
        v.transform((value) => (value === '' ? null : value)),
        v.nullable(
          v.pipe(
            v.string(),
            v.regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, message),
            v.transform((value) => value.slice(0, 5)),
          ),
        ),
      ),
    ),
  )
}

export function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return false
  const [year, month, day] = match.slice(1).map(Number)
  const date = new Date(Date.UTC(year, month - 1, day))
  return (
    year >= 1 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  )
}

export const DATE_MESSAGES = {
  endBeforeStart: 'La fecha de fin no puede ser anterior a la de inicio',
  endWithoutStart: 'Indica también la fecha de inicio',
  timeWithoutDay: 'Indica también el día',
} as const

interface ActivityDates {
  startDate?: string | null
  startTime?: string | null
  endDate?: string | null
  endTime?: string | null
}

/**
 * What is wrong with the dates the owner gave, field by field (the database checks the same:
 * 20261127200100_activity_dates.sql). A new activity's missing dates are none; an update judges
 * only the fields it sends (the database refuses the rest).
 */
export function datesProblems(
  input: ActivityDates,
  partial = false,
): Partial<Record<keyof ActivityDates, string>> {
  const absent = (value: string | null | undefined) => (partial ? value === null : !value)
  const problems: Partial<Record<keyof ActivityDates, string>> = {}
  if (input.startTime && absent(input.startDate)) problems.startDate = DATE_MESSAGES.timeWithoutDay
  if (input.endTime && absent(input.endDate)) problems.endDate = DATE_MESSAGES.timeWithoutDay
  if (input.endDate && absent(input.startDate)) problems.startDate = DATE_MESSAGES.endWithoutStart
  if (input.startDate && input.endDate) {
    const sameDay = input.startDate === input.endDate
    const endsBefore =
      input.endDate < input.startDate ||
      (sameDay && !!input.startTime && !!input.endTime && input.endTime < input.startTime)
    if (endsBefore) problems.endDate = DATE_MESSAGES.endBeforeStart
  }
  return problems
}

function checkDates<T extends ActivityDates & Record<string, unknown>>(
  field: keyof ActivityDates,
  partial: boolean,
) {
  const message = (issue: v.CheckIssue<T>) =>
    datesProblems(issue.input, partial)[field] ?? DATE_MESSAGES.endBeforeStart
  return v.forward<T, v.CheckIssue<T>, [keyof ActivityDates]>(
    v.check<T, typeof message>((input) => !datesProblems(input, partial)[field], message),
    [field] as never,
  )
}

const entries = {
  title: requiredText('El título es obligatorio'),
  description: requiredText('La descripción es obligatoria', MAX_LONG_TEXT),
  shortDescription: optionalText(1_000),
  seoDescription: optionalSearchDescription(),
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
  startDate: optionalDay('La fecha de inicio no es válida'),
  startTime: optionalTime('La hora de inicio no es válida'),
  endDate: optionalDay('La fecha de fin no es válida'),
  endTime: optionalTime('La hora de fin no es válida'),
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
  publishedAt: publishedAtField,
  unpublishedAt: optionalSchedule(SCHEDULE_MESSAGES.retireAt),
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

const createSchema = v.pipe(
  v.object(entries, 'El cuerpo de la petición debe ser un objeto JSON'),
  checkDates('startDate', false),
  checkDates('endDate', false),
  v.transform((input) => ({ ...activityDefaults, ...withoutUndefined(input) })),
)

const updateSchema = v.pipe(
  v.object(
    { ...v.partial(v.object(entries)).entries, updatedAt: updatedAtField },
    'El cuerpo de la petición debe ser un objeto JSON',
  ),
  checkDates('startDate', true),
  checkDates('endDate', true),
)

export const activities = defineResourceWithSchemas(
  {
    path: 'activities',
    table: 'activities',
    noun: 'la actividad',
    names: { one: 'Actividad', many: 'Actividades' },
    sample: {
      title: 'Taller de respiración',
      description: 'Dos horas de práctica',
      type: 'taller',
      status: 'inscripcion_abierta',
      isOnline: true,
    },
    label: 'title',
    visibility: 'isVisible',
    featured: 'isFeatured',
    fields: {
      title: 'title',
      description: 'description',
      shortDescription: 'short_description',
      seoDescription: 'seo_description',
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
      startDate: 'start_date',
      startTime: 'start_time',
      endDate: 'end_date',
      endTime: 'end_time',
      unpublishedAt: 'unpublished_at',
      // Computed by the database (public.is_upcoming): read-only, false once the end has passed.
      isUpcoming: 'is_upcoming',
    },
    order: ['start_date', 'start_time', 'id'],
    media: { imageUrl: 'images' },
    lists: [
      { path: '', access: 'admin' },
      // Home's "Próximas": an activity leaves it on its own once its end has passed.
      {
        path: 'featured',
        access: 'public',
        onlyWhere: ['is_featured', 'is_visible', 'is_upcoming'],
      },
      { path: 'visible', access: 'public', onlyWhere: ['is_visible'] },
    ],
    defaults: activityDefaults,
  },
  { createSchema, updateSchema },
)

export type ActivityInput = v.InferInput<typeof activities.createSchema>
export type Activity = v.InferOutput<typeof activities.createSchema> &
  Timestamps &
  Publication &
  PictureDescriptions<'imageAlt'> & {
    /** The database's reading of its dates: false once its end has passed (absent: true). */
    isUpcoming?: boolean
  }
