import * as v from 'valibot'
import { messages, optionalSchedule, SCHEDULE_MESSAGES } from './fields.ts'
import type { Ordering } from './ordering.ts'

export type Access = 'public' | 'admin'

/** One list a resource serves: its path under the resource, who may call it, the rows it keeps. */
export interface ListRoute {
  path: string
  access: Access
  /** Boolean columns that must all be true (RLS has already removed what the caller may not see). */
  onlyWhere?: readonly string[]
}

export interface ResourceDefinition<
  TCreate extends v.GenericSchema = v.GenericSchema,
  TUpdate extends v.GenericSchema = v.GenericSchema,
> {
  /** URL segment under /api, e.g. `hero-content`. */
  path: string
  table: string
  /** Spanish noun used in messages, e.g. `el servicio`. */
  noun: string
  /**
   * What the owner calls one of them and several, capitalised («Servicio», «Servicios»): the
   * admin's titles and menu, the Papelera's type column, «Programado».
   */
  names: { one: string; many: string }
  /** API field -> column, in the order answers list them. Several fields may share a column. */
  fields: Readonly<Record<string, string>>
  /** Columns of the list order, e.g. `['sort_order', 'id']`. */
  order: readonly string[]
  /** Present when the owner puts the rows in order by hand. */
  ordering?: Ordering
  lists: readonly ListRoute[]
  /** Who may read one row by id (`GET /api/<path>/{id}`), if anyone. */
  readOne?: Access
  /** Which of POST, PUT {id}, DELETE {id} admins have on this path. */
  writes: readonly ('create' | 'update' | 'delete')[]
  createSchema: TCreate
  updateSchema: TUpdate
  /** Values a new record starts with (also the admin form's initial values). */
  defaults: Readonly<Record<string, unknown>>
  /**
   * Fields that hold the address of a file in a Storage bucket. The media library finds every
   * use of a file through them, so a new media field is covered by naming it here.
   */
  media?: Readonly<Record<string, MediaBucket>>
  /**
   * The field that names a record to the owner: in lists, the Papelera, Historial, «Programado».
   * Its column is the `label_column` of the table's declaration (`title` when not said there).
   */
  label: string
  /** The boolean field deciding whether visitors see a record at all (bulk Ocultar/Mostrar, the filter). */
  visibility: string | null
  /** The boolean field putting a record first (the list's «Destacados» filter). */
  featured: string | null
  /** The field holding the record's parent, when it is edited inside it (a track's album). */
  parent?: string
  /**
   * Fields visitors read only while a condition on the row holds (SQL over its columns); anyone
   * else gets null. The owner always reads them, to edit them.
   */
  shownWhen?: Readonly<Record<string, string>>
  /**
   * One record she could save and visitors would see, in its own fields: what the tests that walk
   * every type write for it (its write routes, its rows under RLS, its order). Its create schema
   * accepts it (declared-types.test.ts).
   */
  sample: Readonly<Record<string, unknown>>
}

export type MediaBucket = 'images' | 'audio' | 'documents'

/** What every stored record carries besides its own fields. */
export interface Timestamps {
  id: number
  createdAt: string
  updatedAt: string
}

/** What every record of a resource definition carries: whether visitors see it, and its draft. */
export interface Publication {
  /** Since when visitors see it; null while it is a draft. */
  publishedAt: string | null
  /** Its pending changes (API fields), saved as a draft after it was published; the owner's only. */
  draft: Record<string, unknown> | null
  /** When those changes replace what visitors see by themselves; null while they wait for «Publicar». */
  draftPublishAt: string | null
}

/**
 * The descriptions an answer gives beside its picture fields (`imageAlt` beside `imageUrl`,
 * altFieldOf): the text an <img> of it says, '' when decorative, null when not described yet.
 */
export type PictureDescriptions<TField extends string> = { [field in TField]?: string | null }

/**
 * Fields no write names. `draft` and `draftPublishAt` are computed fields of the row (public.draft
 * and public.draft_publish_at, answering null to anyone but the admin):
 * 20261128500000_drafts_and_publishing.sql, 20261203200000_scheduled_changes_keep_the_live_version.sql.
 */
const COMMON_FIELDS = {
  id: 'id',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
  publishedAt: 'published_at',
  draft: 'draft',
  draftPublishAt: 'draft_publish_at',
} as const

/** `updatedAt` an editor may send back with a PUT, so a stale edit is refused instead of winning. */
export const updatedAtField = v.optional(
  v.nullable(
    v.pipe(
      v.string('La fecha de modificación no es válida'),
      v.isoTimestamp('La fecha de modificación no es válida'),
    ),
  ),
)

/**
 * "Publicar el", which every write may send: from which minute visitors see the item once it is
 * published (edge-functions/api/publication.ts). Not a column a write sets like the others.
 */
export const publishedAtField = optionalSchedule(SCHEDULE_MESSAGES.publishAt)

/** Builds the create schema (defaults filled in) and the update schema (only the fields sent). */
function writeSchemas<const TEntries extends v.ObjectEntries>(
  ownEntries: TEntries,
  defaults: Readonly<Record<string, unknown>>,
) {
  const entries = { ...ownEntries, publishedAt: publishedAtField }
  const createSchema = v.pipe(
    v.object(entries, messages.invalidBody),
    v.transform((input) => ({ ...defaults, ...withoutUndefined(input) })),
  )
  const updateSchema = v.object(
    { ...v.partial(v.object(entries)).entries, updatedAt: updatedAtField },
    messages.invalidBody,
  )
  return { createSchema, updateSchema }
}

export function withoutUndefined<T extends Record<string, unknown>>(input: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== undefined),
  ) as Partial<T>
}

/**
 * Which API field of `input` each column takes its value from (`{ column: field }`); for two
 * fields sharing a column the first one given wins.
 */
export function fieldsByColumn(
  fields: Readonly<Record<string, string>>,
  input: Readonly<Record<string, unknown>>,
): Record<string, string> {
  const sources: Record<string, string> = {}
  for (const [field, column] of Object.entries(fields)) {
    if (field in COMMON_FIELDS || column in sources || input[field] === undefined) continue
    sources[column] = field
  }
  return sources
}

/** Maps validated API fields to columns, as fieldsByColumn pairs them. */
export function toColumns(
  fields: Readonly<Record<string, string>>,
  input: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fieldsByColumn(fields, input)).map(([column, field]) => [column, input[field]]),
  )
}

/** What a resource file states; ids, timestamps, publication, the id order and all three writes are implied. */
type ResourceShape = Omit<
  ResourceDefinition,
  'order' | 'writes' | 'createSchema' | 'updateSchema'
> & {
  /** Its own fields only: `id`, `createdAt`, `updatedAt` and the publication's are added around them. */
  fields: Readonly<Record<string, string>>
  order?: readonly string[]
  writes?: ResourceDefinition['writes']
}

/** The API field beside a picture field that says what its picture shows: `imageUrl` -> `imageAlt`. */
export function altFieldOf(field: string): string {
  return field.replace(/Url$/, 'Alt')
}

/**
 * The computed field of the row giving each picture field's description (public.image_alt and
 * its siblings, one per column name: 20261205100000_media_descriptions.sql): its text, '' for
 * a picture marked decorative, null for one the owner has not described yet. Read-only.
 */
function pictureDescriptionFields(shape: Pick<ResourceShape, 'fields' | 'media'>) {
  return Object.fromEntries(
    Object.entries(shape.media ?? {})
      .filter(([, bucket]) => bucket === 'images')
      .map(([field]) => [altFieldOf(field), shape.fields[field].replace(/_url$/, '_alt')]),
  )
}

/**
 * The computed fields a table's picture columns are described by (`image_alt` beside
 * `image_url`): each must exist in the database, which supabase/tests/content-tables.test.ts holds.
 */
export function pictureDescriptionColumnsOf(
  shape: Pick<ResourceShape, 'fields' | 'media'>,
): string[] {
  return Object.values(pictureDescriptionFields(shape))
}

function complete<TCreate extends v.GenericSchema, TUpdate extends v.GenericSchema>(
  shape: ResourceShape,
  schemas: { createSchema: TCreate; updateSchema: TUpdate },
): ResourceDefinition<TCreate, TUpdate> {
  return {
    ...shape,
    fields: {
      id: COMMON_FIELDS.id,
      ...shape.fields,
      ...pictureDescriptionFields(shape),
      createdAt: COMMON_FIELDS.createdAt,
      updatedAt: COMMON_FIELDS.updatedAt,
      publishedAt: COMMON_FIELDS.publishedAt,
      draft: COMMON_FIELDS.draft,
      draftPublishAt: COMMON_FIELDS.draftPublishAt,
    },
    order: shape.order ?? ['id'],
    writes: shape.writes ?? ['create', 'update', 'delete'],
    ...schemas,
  }
}

/** A resource whose create and update schemas follow from its field rules and its defaults. */
export function defineResource<const TEntries extends v.ObjectEntries>(
  shape: ResourceShape & { entries: TEntries },
) {
  const { entries, ...rest } = shape
  return complete(rest, writeSchemas(entries, shape.defaults))
}

/** A resource whose write schemas need more than field rules (e.g. a cross-field check). */
export function defineResourceWithSchemas<
  TCreate extends v.GenericSchema,
  TUpdate extends v.GenericSchema,
>(
  shape: ResourceShape,
  schemas: { createSchema: TCreate; updateSchema: TUpdate },
): ResourceDefinition<TCreate, TUpdate> {
  return complete(shape, schemas)
}
