export * from './fields.ts'
export * from './links.ts'
export * from './media.ts'
export * from './ordering.ts'
export * from './page-slugs.ts'
export * from './resource.ts'
export * from './resource-index.ts'
export * from './resources/carousel-backgrounds.ts'
export * from './resources/session.ts'
export * from './resources/site-settings.ts'
export * from './resources/site-settings-checks.ts'
export * from './uploads.ts'

import { addressColumnsOf, mediaColumnsOf } from './media.ts'
import type { Ordering } from './ordering.ts'
import { type MediaBucket, pictureDescriptionColumnsOf } from './resource.ts'
import { RESOURCES } from './resource-index.ts'
import { carouselBackgroundMedia } from './resources/carousel-backgrounds.ts'
import { siteSettingsTable } from './resources/site-settings.ts'

/** Every column that may hold a file's address: what the media library reads to find uses. */
export const MEDIA_COLUMNS = mediaColumnsOf([...RESOURCES, carouselBackgroundMedia])

/** Every column that may hold an address (media fields and links): where a file's uses are found. */
export const ADDRESS_COLUMNS = addressColumnsOf([...RESOURCES, carouselBackgroundMedia])

/** A table of the site's content, and what its definition asks of the database. */
export interface ContentTable {
  table: string
  /** The owner puts its rows in order by hand: `PUT .../order` reads its id sequence. */
  ordered: boolean
  /** The column that names its rows to the owner: the declaration's `label_column`. */
  labelColumn: string
  /** The column of its hand order, never versioned: the declaration's `order_column`. */
  orderColumn: string | null
  /** The computed fields giving its pictures' descriptions (`image_alt` beside `image_url`). */
  describedPictures: readonly string[]
}

/**
 * Every content table, read from the definitions that serve it. What the database must give each
 * (RLS, the change trigger, the API's grants, the id sequence's grant where it is ordered, the
 * label and order columns it was declared with) is checked against this list in
 * supabase/tests/content-tables.test.ts, so a new resource's table is held to it without being
 * named anywhere else.
 */
export const CONTENT_TABLES: readonly ContentTable[] = (
  [...RESOURCES, carouselBackgroundMedia, siteSettingsTable] as readonly {
    table: string
    fields: Readonly<Record<string, string>>
    label: string
    ordering?: Ordering
    media?: Readonly<Record<string, MediaBucket>>
  }[]
).map(({ table, fields, label, ordering, media }) => ({
  table,
  ordered: ordering !== undefined,
  labelColumn: fields[label],
  orderColumn: ordering?.column ?? null,
  describedPictures: pictureDescriptionColumnsOf({ fields, media }),
}))
