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
import type { ListContentType } from '../editor/content-type.ts'
import { activityPlaces } from '../editor/placements.ts'
import { publishAtField, retireAtField } from '../editor/publication.tsx'

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
export function activityWhenInList(row: Record<string, unknown>): string {
  const activity = row as Activity
  return activityDatesText(activity) ?? activityWhen(activity) ?? '-'
}

const isOnline = (values: Record<string, unknown>) => values.isOnline === true

export const activitiesType: ListContentType = {
  kind: 'list',
  type: 'activities',
  label: 'Actividades',
  icon: FaCalendarAlt,
  plural: 'actividades',
  singular: 'actividad',
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
      render: (row) => activityWhenInList(row),
    },
  ],
  fields: [
    { kind: 'text', name: 'title', label: 'Título', required: true, wide: true },
    {
      kind: 'select',
      name: 'type',
      label: 'Tipo',
      options: ACTIVITY_TYPES.map((type) => ({ value: type, label: ACTIVITY_TYPE_LABELS[type] })),
    },
    {
      kind: 'select',
      name: 'status',
      label: 'Estado',
      options: ACTIVITY_STATUSES.map((status) => ({
        value: status,
        label: adminStatus(status).label,
      })),
    },
    {
      kind: 'text',
      name: 'shortDescription',
      label: 'Descripción corta',
      rows: 2,
      helper: 'Se muestra en las tarjetas de la lista de actividades.',
    },
    { kind: 'text', name: 'description', label: 'Descripción', required: true, rows: 6 },
    {
      kind: 'media',
      name: 'imageUrl',
      label: 'Imagen',
      media: 'image',
      placeholder: '/attached_assets/retiro-silencio.jpg o https://...',
    },
    {
      kind: 'text',
      name: 'date',
      label: 'Fecha',
      placeholder: 'Del 12 al 14 de abril',
      helper: 'El texto que se muestra. Sin él, se muestran las fechas de abajo.',
    },
    { kind: 'text', name: 'price', label: 'Precio', placeholder: '180 €' },
    {
      kind: 'text',
      input: 'date',
      name: 'startDate',
      label: 'Empieza',
      helper: 'Con fechas, la actividad se ordena por ellas y deja «Próximas» al terminar.',
    },
    { kind: 'text', input: 'time', name: 'startTime', label: 'Hora de inicio (opcional)' },
    {
      kind: 'text',
      input: 'date',
      name: 'endDate',
      label: 'Termina',
      helper: 'Sin hora, termina al acabar ese día.',
    },
    { kind: 'text', input: 'time', name: 'endTime', label: 'Hora de fin (opcional)' },
    { kind: 'switch', name: 'isOnline', label: 'Actividad online', wide: true },
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
      name: 'ctaText',
      label: 'Texto del botón principal',
      placeholder: 'Más información',
    },
    {
      kind: 'text',
      name: 'ctaLink',
      label: 'Enlace del botón principal',
      placeholder: '/formulario/retiro-silencio',
    },
    { kind: 'switch', name: 'useGoogleForm', label: 'Usar un formulario de Google', wide: true },
    {
      kind: 'text',
      name: 'googleFormUrl',
      label: 'URL del formulario de Google',
      placeholder: 'https://docs.google.com/forms/...',
      showWhen: (values) => values.useGoogleForm === true,
      wide: true,
    },
    { kind: 'text', name: 'reserveButtonText', label: 'Texto del botón de reserva' },
    {
      kind: 'text',
      name: 'reserveButtonUrl',
      label: 'Enlace del botón de reserva',
      placeholder: '/reservar/retiro-silencio',
    },
    {
      kind: 'text',
      name: 'buttonText2',
      label: 'Texto del segundo botón',
      placeholder: 'Conócenos',
    },
    {
      kind: 'text',
      name: 'buttonLink2',
      label: 'Enlace del segundo botón',
      placeholder: '/conocenos',
    },
    { kind: 'switch', name: 'isFeatured', label: 'Destacada en la página de inicio' },
    { kind: 'switch', name: 'isVisible', label: 'Visible en el sitio' },
    publishAtField,
    retireAtField,
  ],
}
