import type {
  ACTIVITY_STATUSES,
  ACTIVITY_TYPES,
} from '../../../../edge-functions/_shared/resources/activities.ts'
import { cutText, TEXT_CUTS } from '../../lib/text.ts'
import { type CalendarEntry, eventSpan } from './calendar.ts'
import type { Activity } from './queries.ts'

export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number]
export type ActivityType = (typeof ACTIVITY_TYPES)[number]

/** Chakra colour palettes of the status badges (spec section 4). */
export type StatusColor = 'orange' | 'green' | 'gray' | 'red' | 'blue'

export interface StatusDisplay {
  label: string
  color: StatusColor
  /** "When the status is pocas_plazas, no_quedan_plazas or limited, a waiting-list link appears." */
  waitingList: boolean
}

const STATUSES: Readonly<Record<ActivityStatus, StatusDisplay>> = {
  proximamente: { label: 'Próximamente', color: 'orange', waitingList: false },
  inscripcion_abierta: { label: 'Inscripción abierta', color: 'green', waitingList: false },
  inscripcion_cerrada: { label: 'Inscripción cerrada', color: 'gray', waitingList: false },
  no_quedan_plazas: { label: 'No quedan plazas', color: 'red', waitingList: true },
  pocas_plazas: { label: 'Pocas plazas disponibles', color: 'orange', waitingList: true },
  finalizado: { label: 'Finalizado', color: 'blue', waitingList: false },
}

const LEGACY_STATUSES: Readonly<Record<string, ActivityStatus>> = {
  upcoming: 'proximamente',
  open: 'inscripcion_abierta',
  limited: 'pocas_plazas',
  closed: 'inscripcion_cerrada',
}

const UNKNOWN_STATUS: StatusDisplay = {
  label: 'Estado desconocido',
  color: 'gray',
  waitingList: false,
}

/** The badge of a status, legacy aliases included; an unknown value is 'Estado desconocido'. */
export function statusDisplay(status: string | null | undefined): StatusDisplay {
  const value = status?.trim() ?? ''
  const known = LEGACY_STATUSES[value] ?? value
  return Object.hasOwn(STATUSES, known) ? STATUSES[known as ActivityStatus] : UNKNOWN_STATUS
}

/**
 * Whether the activity is over: its end has passed, as the database read it with the list
 * (`isUpcoming`, so the build and the browser agree). Without dates it never is.
 */
export function activityHasEnded(activity: Pick<Activity, 'isUpcoming'>): boolean {
  return activity.isUpcoming === false
}

/** The badge shown: 'Finalizado' once the activity is over, whatever its stored status. */
export function shownStatus(activity: Pick<Activity, 'status' | 'isUpcoming'>): StatusDisplay {
  return statusDisplay(activityHasEnded(activity) ? 'finalizado' : activity.status)
}

/** The list as shown: the API's order (by start), the activities that are over at the end. */
export function upcomingFirst<T extends Pick<Activity, 'isUpcoming'>>(
  activities: readonly T[],
): T[] {
  return [
    ...activities.filter((activity) => !activityHasEnded(activity)),
    ...activities.filter(activityHasEnded),
  ]
}

/** The months as Spanish writes them in a date ("3 de mayo"). */
export const MONTH_NAMES = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
]

function spanishDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number)
  return `${date} de ${MONTH_NAMES[month - 1]} de ${year}`
}

function spanishMoment(day: string, time: string | null | undefined): string {
  return time ? `${spanishDay(day)}, ${time.slice(0, 5)}` : spanishDay(day)
}

type ActivityDates = Pick<Activity, 'startDate' | 'startTime' | 'endDate' | 'endTime'>

/**
 * The owner's dates as Spanish writes them ('17 de septiembre de 2027, 19:30',
 * '10 de septiembre de 2027 – 12 de septiembre de 2027'); none without a start.
 */
export function activityDatesText(activity: ActivityDates): string | undefined {
  if (!activity.startDate) return undefined
  const start = spanishMoment(activity.startDate, activity.startTime)
  if (!activity.endDate) return start
  if (activity.endDate === activity.startDate) {
    return activity.endTime ? `${start}–${activity.endTime.slice(0, 5)}` : start
  }
  return `${start} – ${spanishMoment(activity.endDate, activity.endTime)}`
}

/** When, as the card says it: the owner's text (`date`) when she wrote one, else her dates. */
export function activityWhen(activity: ActivityDates & Pick<Activity, 'date'>): string | undefined {
  return present(activity.date) ?? activityDatesText(activity)
}

/**
 * The calendar entry of an activity with a start that is not over (undefined otherwise): its
 * place, or the centre's address when it has none; its text and its page's address.
 */
export function activityCalendarEntry(
  activity: Activity,
  where: { siteUrl: string; centreAddress?: string },
): CalendarEntry | undefined {
  const span = eventSpan(activity)
  if (!span || activityHasEnded(activity)) return undefined
  const url = `${where.siteUrl}${activityPagePath(activity)}`
  const stamp = activity.updatedAt ? new Date(activity.updatedAt) : new Date(0)
  return {
    uid: `actividad-${activity.id}@${new URL(where.siteUrl).host}`,
    title: activity.title,
    description: `${activityShortText(activity)}\n\n${url}`,
    url,
    location: activityPlace(activity) ?? present(where.centreAddress) ?? '',
    span,
    stamp: Number.isNaN(stamp.getTime()) ? new Date(0) : stamp,
  }
}

export const WAITING_LIST_TEXT = 'Unirse a lista de espera'
export const DEFAULT_RESERVE_TEXT = 'Reservar plaza'
const CONTACT_PATH = '/contacto'

function present(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim()
  return trimmed ? trimmed : undefined
}

type ActivityLinks = Pick<
  Activity,
  | 'ctaText'
  | 'ctaLink'
  | 'useGoogleForm'
  | 'googleFormUrl'
  | 'reserveButtonText'
  | 'reserveButtonUrl'
  | 'buttonText2'
  | 'buttonLink2'
>

export interface ActivityAction {
  text: string
  to: string
  kind: 'reserve' | 'cta' | 'second'
}

/**
 * Where 'Reservar plaza' leads: the external form when the owner chose one (`useGoogleForm`
 * with its address), else the reserve address; no address, no button.
 */
export function reserveTarget(activity: ActivityLinks): string | undefined {
  const form = activity.useGoogleForm ? present(activity.googleFormUrl) : undefined
  return form ?? present(activity.reserveButtonUrl)
}

/** The card's buttons, each shown only with both its text and its address. */
export function activityActions(activity: ActivityLinks): ActivityAction[] {
  const actions: ActivityAction[] = []
  const reserve = reserveTarget(activity)
  if (reserve) {
    actions.push({
      kind: 'reserve',
      text: present(activity.reserveButtonText) ?? DEFAULT_RESERVE_TEXT,
      to: reserve,
    })
  }
  const ctaText = present(activity.ctaText)
  const ctaLink = present(activity.ctaLink)
  if (ctaText && ctaLink) actions.push({ kind: 'cta', text: ctaText, to: ctaLink })
  const secondText = present(activity.buttonText2)
  const secondLink = present(activity.buttonLink2)
  if (secondText && secondLink) actions.push({ kind: 'second', text: secondText, to: secondLink })
  return actions
}

/**
 * The 'Unirse a lista de espera' link of a full or nearly full activity: it goes where
 * reserving goes, else to the activity's call to action, else to the contact page.
 */
export function waitingListTarget(
  activity: ActivityLinks & Pick<Activity, 'status' | 'isUpcoming'>,
): string | undefined {
  if (!shownStatus(activity).waitingList) return undefined
  return reserveTarget(activity) ?? present(activity.ctaLink) ?? CONTACT_PATH
}

/**
 * "shortDescription, or if absent the first 100 characters of description followed by an
 * ellipsis when description is longer than 100."
 */
export function activityShortText(activity: Pick<Activity, 'shortDescription' | 'description'>) {
  return present(activity.shortDescription) ?? cutText(activity.description, TEXT_CUTS.activity)
}

/** What its page tells search engines and share previews: her own words for them, else its short text. */
export function activitySearchDescription(
  activity: Pick<Activity, 'seoDescription' | 'shortDescription' | 'description'>,
): string {
  return present(activity.seoDescription) ?? activityShortText(activity)
}

/** Where the activity happens: its place, or the online platform ('Online' without one). */
export function activityPlace(
  activity: Pick<Activity, 'isOnline' | 'onlinePlatform' | 'location'>,
): string | undefined {
  if (activity.isOnline) {
    const platform = present(activity.onlinePlatform)
    return platform ? `Online · ${platform}` : 'Online'
  }
  return present(activity.location)
}

/** Every type of the spec, in its order: the activities page offers each that has items. */
export const PAGE_FILTER_TYPES: readonly ActivityType[] = [
  'reto',
  'curso',
  'taller',
  'retiro',
  'charla',
  'sesion',
  'clase',
  'estancia',
  'videoconferencia',
  'formacion',
  'encuentro',
  'acompanamiento',
  'mentoria',
]

/** The home page offers only these, in this order, each when a featured activity has it. */
export const HOME_FILTER_TYPES: readonly ActivityType[] = [
  'retiro',
  'taller',
  'curso',
  'charla',
  'reto',
]

const LEGACY_TYPES: Readonly<Record<string, ActivityType>> = {
  retreat: 'retiro',
  workshop: 'taller',
  course: 'curso',
  talk: 'charla',
}

/** The type an activity counts as: legacy English names become their Spanish type. */
export function activityType(type: string | null | undefined): ActivityType | undefined {
  const value = type?.trim().toLowerCase() ?? ''
  const known = LEGACY_TYPES[value] ?? value
  return (PAGE_FILTER_TYPES as readonly string[]).includes(known)
    ? (known as ActivityType)
    : undefined
}

const TYPE_NAMES: Readonly<Record<ActivityType, { one: string; many: string }>> = {
  reto: { one: 'Reto', many: 'Retos' },
  curso: { one: 'Curso', many: 'Cursos' },
  taller: { one: 'Taller', many: 'Talleres' },
  retiro: { one: 'Retiro', many: 'Retiros' },
  charla: { one: 'Charla', many: 'Charlas' },
  sesion: { one: 'Sesión', many: 'Sesiones' },
  clase: { one: 'Clase', many: 'Clases' },
  estancia: { one: 'Estancia', many: 'Estancias' },
  videoconferencia: { one: 'Videoconferencia', many: 'Videoconferencias' },
  formacion: { one: 'Formación', many: 'Formaciones' },
  encuentro: { one: 'Encuentro', many: 'Encuentros' },
  acompanamiento: { one: 'Acompañamiento', many: 'Acompañamientos' },
  mentoria: { one: 'Mentoría', many: 'Mentorías' },
}

/** The type's name on a card ('Retiro'); undefined for a type the site does not know. */
export function typeLabel(type: string | null | undefined): string | undefined {
  const known = activityType(type)
  return known ? TYPE_NAMES[known].one : undefined
}

export type ActivityFilter = 'all' | ActivityType

export interface FilterOption {
  value: ActivityFilter
  label: string
  count: number
}

/**
 * The filter buttons: 'Todas' with every activity, then each of `types` that at least one
 * activity has (legacy types counted as their Spanish type), with its count.
 */
export function filterOptions(
  activities: readonly Pick<Activity, 'type'>[],
  types: readonly ActivityType[],
): FilterOption[] {
  const counts = new Map<ActivityType, number>()
  for (const activity of activities) {
    const type = activityType(activity.type)
    if (type) counts.set(type, (counts.get(type) ?? 0) + 1)
  }
  return [
    { value: 'all', label: 'Todas', count: activities.length },
    ...types
      .filter((type) => (counts.get(type) ?? 0) > 0)
      .map((type) => ({ value: type, label: TYPE_NAMES[type].many, count: counts.get(type) ?? 0 })),
  ]
}

/** The activities a filter shows. */
export function filterActivities<T extends Pick<Activity, 'type'>>(
  activities: readonly T[],
  filter: ActivityFilter,
): T[] {
  return filter === 'all'
    ? [...activities]
    : activities.filter((activity) => activityType(activity.type) === filter)
}

/** Where an activity's own page is: by id, which stays the same when the owner retitles it. */
export function activityPagePath(activity: Pick<Activity, 'id'>): string {
  return `/actividades/${activity.id}`
}

export const ACTIVITY_NOT_FOUND = 'Actividad no encontrada'

/**
 * The activity an address names, among those a visitor may see (`/api/activities/visible`): the
 * id written as the site writes it, digits only.
 */
export function activityById<T extends Pick<Activity, 'id'>>(
  activities: readonly T[] | undefined,
  id: string | undefined,
): T | undefined {
  if (!id || !/^\d+$/.test(id)) return undefined
  return activities?.find((activity) => String(activity.id) === id)
}
