import { LIST_TYPES } from 'virtual:list-types'
import type { IconType } from 'react-icons'
import { FaMusic } from 'react-icons/fa'

export const EDITOR = '/admin/content-editor'
export const ALBUMS = '/admin/albums-form'

/**
 * One counted list of the dashboard: the resource whose list it counts, its card, and how its
 * count reads. The dashboard draws one card per entry. Every list type of the editor is one, read
 * by the build from its description and definition (`virtual:list-types`), so that the dashboard
 * and the menu load none of the editor's forms; the albums, with a screen of their own, are the
 * other.
 */
export interface CountedList {
  /** The resource's path under /api (`hero-content`): its list is `GET /api/<resource>`. */
  resource: string
  title: string
  icon: IconType
  /** Where the card leads: the resource's editor. */
  to: string
  /** The words after the number: singular and plural. */
  one: string
  many: string
  /** The field naming an item in «Programado»: its definition's `label`. */
  label: string
  /** Its place among the cards and in the menu (the list types' `position`). */
  position: number
}

const available = ({ one, many }: { one: string; many: string }) => ({
  one: `${one.toLocaleLowerCase('es')} disponible`,
  many: `${many.toLocaleLowerCase('es')} disponibles`,
})

/** The content editor showing one type, `?type=` of its address. */
export const editorOf = (type: string) => `${EDITOR}?type=${type}`

const ALBUMS_CARD: CountedList = {
  resource: 'albums',
  label: 'title',
  title: 'Álbumes',
  icon: FaMusic,
  to: ALBUMS,
  position: 85,
  ...available({ one: 'álbum', many: 'álbumes' }),
}

/** Counts come only from the length of each list the server returns (spec). */
export const COUNTED_LISTS: readonly CountedList[] = [
  ...LIST_TYPES.map(
    (type): CountedList => ({
      resource: type.resource,
      label: type.label,
      title: type.names.many,
      icon: type.icon,
      to: editorOf(type.type),
      position: type.position,
      ...(type.countWords ?? available(type.names)),
    }),
  ),
  ALBUMS_CARD,
].sort((a, b) => a.position - b.position)

/** The counted list of a resource; one the dashboard needs and lacks stops it, naming it. */
export function countedList(resource: string): CountedList {
  const list = COUNTED_LISTS.find((candidate) => candidate.resource === resource)
  if (!list) {
    throw new Error(
      `No list type counts /api/${resource}: its description in web/src/admin/resources is missing.`,
    )
  }
  return list
}

/** The lists the overview's summary counts (spec), of all those 'Contenido del sitio' does. */
export const SUMMARY: readonly CountedList[] = [
  'activities',
  'products',
  'testimonials',
  'books',
  'albums',
].map(countedList)

/** `GET` of the list a card counts. */
export function countPathOf(list: CountedList): string {
  return `/api/${list.resource}`
}

/** 'N actividades disponibles', '1 promoción activa'. */
export function countText(list: CountedList, count: number): string {
  return `${count} ${count === 1 ? list.one : list.many}`
}
