import { pathOfPage } from '../../../../edge-functions/_shared/page-slugs.ts'
import type { ResourceDefinition } from '../../../../edge-functions/_shared/resource.ts'
import { activities } from '../../../../edge-functions/_shared/resources/activities.ts'
import { albums } from '../../../../edge-functions/_shared/resources/albums.ts'
import { products } from '../../../../edge-functions/_shared/resources/products.ts'
import { promotions } from '../../../../edge-functions/_shared/resources/promotions.ts'
import { testimonials } from '../../../../edge-functions/_shared/resources/testimonials.ts'
import { activityEndsAt } from '../../features/activities/calendar.ts'
import { booksForTab, isShown } from '../../features/books/rules.ts'
import type { HeroContent } from '../../features/hero/queries.ts'
import { HERO_SLIDE_COUNT, slideItems } from '../../features/hero/slides.ts'
import { resourcesVideos, visibleVideos } from '../../features/videos/rules.ts'

/** One place of the public site where an item shows: what the owner reads, and where it links. */
export interface Place {
  label: string
  path: string
}

/**
 * Where an item appears on the public site, derived from the rules the public pages follow:
 * the lists the API serves visitors (a resource's public lists and their `onlyWhere` columns)
 * and the filters the pages apply to them. With no place, `nowhere` says what to do (it follows
 * 'No aparece en el sitio: ').
 */
export interface Placement {
  places: Place[]
  nowhere?: string
}

type Item = Record<string, unknown>
type SlideItem = Pick<HeroContent, 'id' | 'order' | 'isActive' | 'title'>

/** How a content type's item finds its places; `list` is the type's whole list, as the admin has it. */
export type PlacesOf = (item: Item, list?: readonly Item[], now?: Date) => Placement

const HOME = 'Inicio'

/** A place labelled by its own address ('/musica'), as the owner reads it in the browser. */
const page = (path: string): Place => ({ label: path, path })
const home = (anchor: string): Place => ({ label: HOME, path: `/#${anchor}` })

function placed(places: Place[], nowhere: string): Placement {
  return places.length > 0 ? { places } : { places, nowhere }
}

/**
 * Whether the item is in one of the resource's public lists: every column the list keeps rows by
 * (`onlyWhere`) is true on the item, read through the resource's field map.
 */
export function inPublicList(definition: ResourceDefinition, listPath: string, item: Item) {
  const list = definition.lists.find((route) => route.path === listPath)
  if (list?.access !== 'public') return false
  return (list.onlyWhere ?? []).every((column) =>
    Object.entries(definition.fields).some(
      ([field, fieldColumn]) => fieldColumn === column && item[field] === true,
    ),
  )
}

/** The list as it will be with the item saved: in its place, or (a new one) at the end. */
function withItem(list: readonly Item[] | undefined, item: Item): Item[] {
  const rows = list ?? []
  return item.id !== undefined && rows.some((row) => row.id === item.id)
    ? rows.map((row) => (row.id === item.id ? item : row))
    : [...rows, item]
}

/**
 * Home (`/#actividades`) lists the featured visible ones; `/actividades`, every visible one, each
 * with its own page (`/actividades/{id}`).
 */
export const activityPlaces: PlacesOf = (item, _list, now = new Date()) => {
  const places: Place[] = []
  // Whether it has ended, read from the dates the form holds as the database reads its own.
  const endsAt = activityEndsAt(item as Parameters<typeof activityEndsAt>[0])
  const isUpcoming = !endsAt || now < endsAt
  if (inPublicList(activities, 'featured', { ...item, isUpcoming }))
    places.push(home('actividades'))
  if (inPublicList(activities, 'visible', item)) {
    places.push(page('/actividades'))
    if (typeof item.id === 'number') places.push(page(`/actividades/${item.id}`))
  }
  return placed(places, 'márcala como «Visible en el sitio».')
}

/** Every service is a card on home, leading to its section of the therapies page. */
export const servicePlaces: PlacesOf = () => ({ places: [home('servicios')] })

/** Home and `/productos` both list the featured products only. */
export const productPlaces: PlacesOf = (item) =>
  placed(
    inPublicList(products, 'featured', item) ? [home('productos'), page('/productos')] : [],
    'márcalo como destacado.',
  )

/** Home and `/testimonios` both list the featured testimonials only. */
export const testimonialPlaces: PlacesOf = (item) =>
  placed(
    inPublicList(testimonials, 'featured', item) ? [home('testimonios'), page('/testimonios')] : [],
    'márcalo como destacado.',
  )

/**
 * Home and `/videos` show every visible video; the resources page the first eight of them, in
 * the list's order. Featured changes nothing for videos.
 */
export const videoPlaces: PlacesOf = (item, list) => {
  if (visibleVideos([item]).length === 0) {
    return { places: [], nowhere: 'márcalo como «Visible en el sitio».' }
  }
  const places = [home('videos'), page('/videos')]
  if (resourcesVideos(withItem(list, item)).includes(item)) places.push(page('/recursos#videos'))
  return { places }
}

/**
 * Home lists the featured books; `/libros` those of its 'Todos' tab (visibleInAll) and of its
 * 'Destacados' tab; the resources page every book shown. A hidden book shows nowhere.
 */
export const bookPlaces: PlacesOf = (item) => {
  if (!isShown(item)) {
    return { places: [], nowhere: 'márcalo como «Visible en el sitio».' }
  }
  const featured = booksForTab([item], 'destacados').length > 0
  const inAll = booksForTab([item], 'todos').length > 0
  const places: Place[] = []
  if (featured) places.push(home('libros'))
  if (featured || inAll) places.push(page('/libros'))
  places.push(page('/recursos#libros'))
  return { places }
}

/** Visitors receive the active promotions only: home (`#promociones`) and `/promociones`. */
export const promotionPlaces: PlacesOf = (item) =>
  placed(
    inPublicList(promotions, '', item) ? [home('promociones'), page('/promociones')] : [],
    'márcala como activa.',
  )

/** The first three active items, by order, are the home carousel's slides. */
export const heroPlaces: PlacesOf = (item, list) => {
  if (item.isActive === false) {
    return { places: [], nowhere: 'márcalo como activo.' }
  }
  // A new item goes after the others of its order; a title not typed yet still makes a slide.
  const candidate = {
    ...item,
    id: typeof item.id === 'number' ? item.id : Number.MAX_SAFE_INTEGER,
    order: Number(item.order) || 0,
    title: String(item.title ?? '').trim() || 'x',
  }
  const slides = slideItems(withItem(list, candidate) as unknown as SlideItem[])
  const index = slides.findIndex((slide) => slide.id === candidate.id)
  if (index < 0 || index >= HERO_SLIDE_COUNT) {
    return {
      places: [],
      nowhere:
        'el carrusel muestra las tres primeras diapositivas activas; dale un orden menor o desactiva otra.',
    }
  }
  return { places: [{ label: `${HOME} (diapositiva ${index + 1})`, path: '/' }] }
}

/**
 * Featured albums are listed on home (`#musica`), on `/musica` and in the resources page's music
 * tab, each linking to the album's own page. An album that is not featured is listed nowhere.
 */
export const albumPlaces: PlacesOf = (item) => {
  if (!inPublicList(albums, 'featured', item)) {
    return { places: [], nowhere: 'márcalo como destacado.' }
  }
  const places = [home('musica'), page('/musica'), page('/recursos#musica')]
  if (typeof item.id === 'number') places.push(page(`/album/${item.id}`))
  return { places }
}

/** A fixed page is drawn at its own address; a part of one, on the page that holds it. */
export const pagePlaces: PlacesOf = (item) => ({ places: [page(pathOfPage(String(item.slug)))] })
