import { Badge } from '@chakra-ui/react/badge'
import { FaCalendarAlt } from 'react-icons/fa'
import {
  ACTIVITY_STATUSES,
  ACTIVITY_TYPES,
  activities,
} from '../../../../edge-functions/_shared/resources/activities.ts'
import type { Activity } from '../../features/activities/queries.ts'
import {
  activityDatesText,
  activityWhen,
  type StatusColor,
  statusDisplay,
} from '../../features/activities/rules.ts'
import { type FieldGroup, listType } from '../editor/content-type.ts'
import { activityPlaces } from '../editor/placements.ts'
import { publishAtField, retireAtField } from '../editor/publication.tsx'
import { SEARCH_DESCRIPTION_LABEL, searchDescriptionHelper } from '../forms/search-description.ts'

/** How each activity type reads; the legacy values read as their current equivalents. */
export const ACTIVITY_TYPE_LABELS: Readonly<Record<string, string>> = {
  retiro: 'Retiro',
  taller: 'Taller',
  curso: 'Curso',
  charla: 'Charla',
  sesion: 'Sesión',
  clase: 'Clase',
  estancia: 'Estancia',
  videoconferencia: 'Videoconferencia',
  formacion: 'Formación',
  encuentro: 'Encuentro',
  acompanamiento: 'Acompañamiento',
  mentoria: 'Mentoría',
  reto: 'Reto',
  retreat: 'Retiro',
  workshop: 'Taller',
  course: 'Curso',
  talk: 'Charla',
}

/**
 * A status reads and is coloured as on the site's cards: one declaration (the site's
 * `statusDisplay`) for both, so "Próximamente" is never blue here and orange there.
 */
export function adminStatus(status: string): { label: string; palette: StatusColor } {
  const shown = statusDisplay(status)
  return { label: shown.label, palette: shown.color }
}

export function activityTypeLabel(type: unknown): string {
  return typeof type === 'string' ? (ACTIVITY_TYPE_LABELS[type] ?? type) : '-'
}

export function StatusBadge({ status }: { status: unknown }) {
  if (typeof status !== 'string') return <>-</>
  const { label, palette } = adminStatus(status)
  return (
    <Badge colorPalette={palette} variant="subtle" whiteSpace="normal">
      {label}
    </Badge>
  )
}

/** Records stored with the legacy values open in the form with their current equivalents. */
const CURRENT_TYPE: Readonly<Record<string, string>> = {
  retreat: 'retiro',
  workshop: 'taller',
  course: 'curso',
  talk: 'charla',
}
const CURRENT_STATUS: Readonly<Record<string, string>> = {
  upcoming: 'proximamente',
  open: 'inscripcion_abierta',
  limited: 'pocas_plazas',
  closed: 'inscripcion_cerrada',
}

/** The list's «Fecha»: her dates as the site writes them, else her free text, else '-'. */
export function activityWhenInList(
  activity: Pick<Activity, 'date' | 'startDate' | 'startTime' | 'endDate' | 'endTime'>,
): string {
  return activityDatesText(activity) ?? activityWhen(activity) ?? '-'
}

/** The dates, in pairs (a day beside its time) even on a phone. */
const WHEN = {
  narrow: true,
  group: {
    title: 'Fechas',
    helper: 'Horas opcionales. Al terminar, deja «Próximas».',
  },
} as const

/**
 * How visitors sign up, first and on its own: the card's first button leads to one link or to
 * one Google form (`reserveTarget` of the site's rules).
 */
const ENROLMENT: FieldGroup = { title: 'Inscripción' }

/** Her own words for the dates, seldom needed now that the dates are fields: folded. */
const DATE_TEXT: FieldGroup = {
  title: 'Fecha en texto',
  helper: 'Se muestra en lugar de las fechas.',
  folded: true,
}

const OTHER_BUTTONS: FieldGroup = {
  title: 'Otros botones',
  helper: 'Se muestran tras el de inscripción, cada uno con su texto y su enlace.',
  folded: true,
}

/**
 * How it shows outside her site, seldom changed: when it goes up or down, and what search engines
 * say of it (the short description stands in). One fold, not two: a phone form's every folded
 * header is a line more to scroll past (1,620 px with two, against the 1,600 of issue 39).
 */
const PUBLICATION: FieldGroup = { title: 'Publicación y buscadores', folded: true }

const isOnline = (values: Record<string, unknown>) => values.isOnline === true

export const activitiesType = listType({
  type: 'activities',
  position: 10,
  icon: FaCalendarAlt,
  definition: activities,
  placesOf: activityPlaces,
  toForm: (record) => ({
    ...record,
    type: CURRENT_TYPE[String(record.type)] ?? record.type,
    status: CURRENT_STATUS[String(record.status)] ?? record.status,
  }),
  columns: [
    { field: 'title', header: 'Título' },
    { field: 'type', header: 'Tipo', render: (row) => activityTypeLabel(row.type) },
    {
      field: 'status',
      header: 'Estado',
      // Once its end has passed the site shows it 'Finalizado', whatever was chosen.
      render: (row) => (
        <StatusBadge status={row.isUpcoming === false ? 'finalizado' : row.status} />
      ),
    },
    {
      // Her dates when she gave them (they order the list and the site), else her text.
      field: 'startDate',
      header: 'Fecha',
      render: (row) => activityWhenInList(row as Parameters<typeof activityWhenInList>[0]),
    },
  ],
  fields: [
    { kind: 'text', name: 'title', label: 'Título', required: true, wide: true },
    {
      kind: 'select',
      name: 'type',
      label: 'Tipo',
      options: ACTIVITY_TYPES.map((type) => ({ value: type, label: ACTIVITY_TYPE_LABELS[type] })),
      narrow: true,
    },
    {
      kind: 'select',
      name: 'status',
      label: 'Estado',
      options: ACTIVITY_STATUSES.map((status) => ({
        value: status,
        label: adminStatus(status).label,
      })),
      narrow: true,
    },
    {
      kind: 'text',
      name: 'shortDescription',
      label: 'Descripción corta',
      rows: 2,
      helper: 'Para las tarjetas de la lista de actividades.',
    },
    { kind: 'text', name: 'description', label: 'Descripción', required: true, rows: 3 },
    {
      kind: 'media',
      name: 'imageUrl',
      label: 'Imagen',
      media: 'image',
      placeholder: '/attached_assets/retiro-silencio.jpg o https://...',
    },
    { kind: 'text', input: 'date', name: 'startDate', label: 'Empieza', ...WHEN },
    { kind: 'text', input: 'time', name: 'startTime', label: 'Hora de inicio', ...WHEN },
    { kind: 'text', input: 'date', name: 'endDate', label: 'Termina', ...WHEN },
    { kind: 'text', input: 'time', name: 'endTime', label: 'Hora de fin', ...WHEN },
    {
      kind: 'text',
      name: 'date',
      label: 'Fecha en texto (opcional)',
      placeholder: 'Del 12 al 14 de abril',
      wide: true,
      group: DATE_TEXT,
    },
    { kind: 'text', name: 'price', label: 'Precio', placeholder: '180 €', narrow: true },
    { kind: 'switch', name: 'isOnline', label: 'Actividad online', narrow: true },
    {
      kind: 'text',
      name: 'onlinePlatform',
      label: 'Plataforma online',
      placeholder: 'Zoom, Google Meet...',
      showWhen: isOnline,
      wide: true,
    },
    {
      kind: 'text',
      name: 'location',
      label: 'Ubicación',
      placeholder: 'Albacete',
      showWhen: (values) => !isOnline(values),
      wide: true,
    },
    {
      kind: 'text',
      name: 'reserveButtonText',
      label: 'Texto del botón',
      narrow: true,
      group: ENROLMENT,
    },
    {
      kind: 'switch',
      name: 'useGoogleForm',
      label: 'Con un formulario de Google',
      narrow: true,
      group: ENROLMENT,
    },
    {
      kind: 'text',
      name: 'reserveButtonUrl',
      label: 'Enlace de inscripción',
      placeholder: '/reservar/retiro-silencio',
      showWhen: (values) => values.useGoogleForm !== true,
      wide: true,
      group: ENROLMENT,
    },
    {
      kind: 'text',
      name: 'googleFormUrl',
      label: 'URL del formulario de Google',
      placeholder: 'https://docs.google.com/forms/...',
      showWhen: (values) => values.useGoogleForm === true,
      wide: true,
      group: ENROLMENT,
    },
    {
      kind: 'text',
      name: 'ctaText',
      label: 'Texto del botón 2',
      placeholder: 'Más información',
      group: OTHER_BUTTONS,
    },
    {
      kind: 'text',
      name: 'ctaLink',
      label: 'Enlace del botón 2',
      placeholder: '/formulario/retiro-silencio',
      group: OTHER_BUTTONS,
    },
    {
      kind: 'text',
      name: 'buttonText2',
      label: 'Texto del botón 3',
      placeholder: 'Conócenos',
      group: OTHER_BUTTONS,
    },
    {
      kind: 'text',
      name: 'buttonLink2',
      label: 'Enlace del botón 3',
      placeholder: '/conocenos',
      group: OTHER_BUTTONS,
    },
    { kind: 'switch', name: 'isFeatured', label: 'Destacada en la página de inicio', narrow: true },
    { kind: 'switch', name: 'isVisible', label: 'Visible en el sitio', narrow: true },
    {
      kind: 'text',
      name: 'seoDescription',
      label: SEARCH_DESCRIPTION_LABEL,
      rows: 2,
      helper: searchDescriptionHelper('la descripción corta'),
      group: PUBLICATION,
    },
    { ...publishAtField, group: PUBLICATION },
    { ...retireAtField, group: PUBLICATION },
  ],
})
