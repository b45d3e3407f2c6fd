import { Badge } from '@chakra-ui/react/badge'
import { Button } from '@chakra-ui/react/button'
import {
  madridDateTimeText,
  scheduleInstant,
} from '../../../../edge-functions/_shared/madrid-time.ts'
import type { Column, FieldSpec } from './content-type.ts'

/**
 * Borrador and Publicado (docs/data-model.md): what a saved item shows visitors. A draft was never
 * published; a published item may hold changes saved as a draft, which visitors do not see until
 * "Publicar", or changes scheduled for a minute ("Cambios programados"), which replace what they
 * see from then. A scheduled one ("Programado") is published from a later minute; a retired one
 * ("Retirado") was shown until its "Retirar el", which has passed.
 */
export type PublicationState =
  | 'draft'
  | 'scheduled'
  | 'published'
  | 'changed'
  | 'changeScheduled'
  | 'retired'

/** What a save asks of the API (`?status=`). */
export type SaveStatus = 'draft' | 'published'

type Row = Record<string, unknown>

export const PUBLICATION_TEXTS = {
  header: 'Publicación',
  draft: 'Borrador',
  published: 'Publicado',
  changed: 'Cambios sin publicar',
  changeScheduled: 'Cambios programados',
  scheduled: 'Programado',
  retired: 'Retirado',
  publishAt: 'Publicar el',
  publishAtHelper:
    'Hora de Madrid. Con un día futuro, los visitantes lo ven desde ese minuto; vacío, al pulsar «Publicar».',
  retireAt: 'Retirar el',
  retireAtHelper: 'Hora de Madrid. Desde ese minuto los visitantes dejan de verlo.',
  saveDraft: 'Guardar borrador',
  publish: 'Publicar',
  schedule: 'Programar',
  draftSaved: 'Borrador guardado',
  draftSavedText: 'Los visitantes no lo verán hasta que lo publiques.',
} as const

/** Whether an instant the API answered (a schedule) has come by `now`. */
function hasCome(instant: unknown, now: number): boolean {
  return typeof instant === 'string' && Date.parse(instant) <= now
}

export function publicationStateOf(row: Row, now: number = Date.now()): PublicationState {
  if (row.publishedAt === null) return 'draft'
  if (hasCome(row.unpublishedAt, now)) return 'retired'
  if (typeof row.publishedAt === 'string' && !hasCome(row.publishedAt, now)) return 'scheduled'
  if (!row.draft) return 'published'
  return typeof row.draftPublishAt === 'string' ? 'changeScheduled' : 'changed'
}

/** Something visitors will start or stop seeing at a later minute. */
export interface ScheduledEvent {
  /** 'Se publica el 3 de diciembre de 2026 a las 10:00' (Madrid). */
  text: string
  /** The instant it happens. */
  at: number
}

/**
 * What is scheduled for an item, soonest first: when it appears (a scheduled item), when its
 * scheduled changes replace what visitors see, and when it leaves (its «Retirar el»).
 */
export function scheduledEventsOf(row: Row, now: number = Date.now()): ScheduledEvent[] {
  const state = publicationStateOf(row, now)
  const event = (lead: string, instant: unknown) => ({
    text: `${lead} ${madridDateTimeText(instant as string)}`,
    at: Date.parse(instant as string),
  })
  const events: ScheduledEvent[] = []
  if (state === 'scheduled') events.push(event('Se publica el', row.publishedAt))
  if (state === 'changeScheduled')
    events.push(event('Los cambios se publican el', row.draftPublishAt))
  if (state !== 'draft' && state !== 'retired' && typeof row.unpublishedAt === 'string') {
    events.push(event('Se retira el', row.unpublishedAt))
  }
  return events.sort((a, b) => a.at - b.at)
}

/** What is scheduled for an item in one line (Madrid time); nothing: null. */
export function scheduleTextOf(row: Row, now: number = Date.now()): string | null {
  const events = scheduledEventsOf(row, now)
  return events.length === 0 ? null : events.map((each) => each.text).join(' · ')
}

/** "Publicar el", the last field of every content form. */
export const publishAtField: FieldSpec = {
  kind: 'text',
  input: 'datetime-local',
  name: 'publishedAt',
  label: PUBLICATION_TEXTS.publishAt,
  helper: PUBLICATION_TEXTS.publishAtHelper,
}

/** "Retirar el", on the types that end (activities and promotions). */
export const retireAtField: FieldSpec = {
  kind: 'text',
  input: 'datetime-local',
  name: 'unpublishedAt',
  label: PUBLICATION_TEXTS.retireAt,
  helper: PUBLICATION_TEXTS.retireAtHelper,
}

/** The item as its form edits it: its pending changes over what visitors see. */
export function withDraft(row: Row): Row {
  const draft = row.draft as Row | null | undefined
  return draft ? { ...row, ...draft } : row
}

export const PUBLICATION_PALETTE = {
  draft: 'gray',
  scheduled: 'blue',
  published: 'green',
  changed: 'orange',
  changeScheduled: 'blue',
  retired: 'red',
} as const

export function PublicationBadge({ row }: { row: Row }) {
  const state = publicationStateOf(row)
  const when = scheduleTextOf(row)
  return (
    <Badge
      colorPalette={PUBLICATION_PALETTE[state]}
      variant="subtle"
      whiteSpace="normal"
      title={when ?? undefined}
    >
      {PUBLICATION_TEXTS[state]}
    </Badge>
  )
}

/** The lists' column saying whether visitors see each item. */
export const publicationColumn: Column = {
  field: 'publishedAt',
  header: PUBLICATION_TEXTS.header,
  render: (row) => <PublicationBadge row={row} />,
}

/** The form's second save: keeps what visitors see as it is. */
export function SaveDraftButton({ saving, onClick }: { saving: boolean; onClick: () => void }) {
  return (
    <Button
      type="button"
      variant="outline"
      colorPalette="brand"
      disabled={saving}
      onClick={onClick}
    >
      {PUBLICATION_TEXTS.saveDraft}
    </Button>
  )
}

/** Whether «Publicar el» as the form holds it (Madrid's wall time) names a minute still to come. */
function schedulesLater(publishAt: unknown, now: number): boolean {
  const instant = typeof publishAt === 'string' ? scheduleInstant(publishAt) : undefined
  return instant !== undefined && instant.getTime() > now
}

/** The states in which visitors see the item's published version. */
const LIVE_STATES: readonly PublicationState[] = ['published', 'changed', 'changeScheduled']

/**
 * For the form's notice: what visitors see of the item now and what they will see from when,
 * beyond where it appears. The published version while changes wait (saved as a draft, or
 * scheduled for a minute); while «Publicar el» is a later minute the form has not saved, what
 * «Programar» will do. Null when there is nothing more to say.
 */
export function visitorsTimelineOf(
  saved: Row | undefined,
  publishAt: unknown,
  dirty: boolean,
  now: number = Date.now(),
): string | null {
  const state = saved && publicationStateOf(saved, now)
  const live = state !== undefined && LIVE_STATES.includes(state)
  if (state === 'changeScheduled' && !dirty) {
    const when = madridDateTimeText(saved?.draftPublishAt as string)
    return `Los visitantes ven la versión publicada; los cambios se publicarán el ${when}.`
  }
  if (schedulesLater(publishAt, now)) {
    const when = madridDateTimeText(scheduleInstant(publishAt as string) as Date)
    const button = `«${PUBLICATION_TEXTS.schedule}»`
    return live
      ? `Los visitantes ven la versión publicada; al pulsar ${button} la seguirán viendo hasta el ${when} y desde entonces verán los cambios.`
      : `Al pulsar ${button}, los visitantes lo verán desde el ${when}.`
  }
  if (state === 'changed') {
    return `Los visitantes ven la versión publicada; los cambios guardados como borrador no se verán hasta que pulses «${PUBLICATION_TEXTS.publish}».`
  }
  return null
}

/**
 * The submit button's label: 'Programar' when «Publicar el» is a later minute (visitors see the
 * item from then, not at the click); 'Publicar' for an item visitors do not see as it is edited (a
 * draft, pending changes, scheduled or retired); otherwise what saving has always said (it
 * publishes, as it always did).
 */
export function publishLabel(
  base: Row | undefined,
  usual: string,
  publishAt?: unknown,
  now: number = Date.now(),
): string {
  if (schedulesLater(publishAt, now)) return PUBLICATION_TEXTS.schedule
  return base && publicationStateOf(base) !== 'published' ? PUBLICATION_TEXTS.publish : usual
}
