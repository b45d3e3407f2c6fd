import * as v from 'valibot'
import { MAX_URL, messages } from './fields.ts'
import { isMediaUrl } from './links.ts'
import type { MediaBucket, ResourceDefinition } from './resource.ts'

/** What the media library needs to know of a table whose fields may hold a file's address. */
export type MediaHolder = Pick<
  ResourceDefinition,
  'path' | 'table' | 'fields' | 'media' | 'label' | 'parent'
>

/** One column that may hold the public address of a file in a bucket. */
export interface MediaColumn {
  /** The resource's path under /api (`activities`, `carousel-backgrounds`...). */
  type: string
  table: string
  column: string
  /** The API field the column is read and written through. */
  field: string
  bucket: MediaBucket
  labelColumn: string
  parentColumn?: string
}

/** A column that may hold an address, a file's or not: a media field's or a link's. */
export type AddressColumn = Omit<MediaColumn, 'bucket'> & { bucket?: MediaBucket }

/**
 * Columns whose name says they hold an address (`image_url`, `link`, `button_link2`). The
 * database reads the same names (private.holds_address) to refuse a write that starts using a
 * missing file; supabase/tests/media-uses.test.ts keeps both equal.
 */
export const ADDRESS_COLUMN_PATTERN = /(^|_)(url|link)\d*$/

/** Every declared media field of these holders, as columns the usage query reads. */
export function mediaColumnsOf(holders: readonly MediaHolder[]): MediaColumn[] {
  return holders.flatMap((holder) =>
    Object.entries(holder.media ?? {}).map(([field, bucket]) => {
      const column = holder.fields[field]
      const labelColumn = holder.fields[holder.label]
      if (!column || !labelColumn) {
        throw new Error(
          `${holder.path}: the media field ${field} or the label ${holder.label} is not one of its fields`,
        )
      }
      const parentColumn = holder.parent ? holder.fields[holder.parent] : undefined
      return {
        type: holder.path,
        table: holder.table,
        column,
        field,
        bucket,
        labelColumn,
        parentColumn,
      }
    }),
  )
}

/**
 * Every column of these holders named like an address, a file's (its media field) or a link's:
 * a page may link to a file as well as show it, and either is a use.
 */
export function addressColumnsOf(holders: readonly MediaHolder[]): AddressColumn[] {
  const media = mediaColumnsOf(holders)
  return holders.flatMap((holder) => {
    const columns = new Map<string, AddressColumn>()
    for (const [field, column] of Object.entries(holder.fields)) {
      if (!ADDRESS_COLUMN_PATTERN.test(column) || columns.has(column)) continue
      const declared = media.find((each) => each.table === holder.table && each.column === column)
      const labelColumn = holder.fields[holder.label]
      const parentColumn = holder.parent ? holder.fields[holder.parent] : undefined
      columns.set(
        column,
        declared ?? {
          type: holder.path,
          table: holder.table,
          column,
          field,
          labelColumn,
          parentColumn,
        },
      )
    }
    return [...columns.values()]
  })
}

/** Where Storage serves a public bucket's files: `<project>/storage/v1/object/public/<bucket>/<name>`. */
export const PUBLIC_OBJECT_PATH = '/storage/v1/object/public/'

/** Where Storage's image transformer serves them: `/storage/v1/render/image/public/<bucket>/<name>`. */
export const RENDER_IMAGE_PATH = '/storage/v1/render/image/public/'

/** The public address Storage serves a file at, each part of its name encoded. */
export function publicUrlOf(supabaseUrl: string, bucket: string, objectName: string): string {
  const path = objectName.split('/').map(encodeURIComponent).join('/')
  return `${supabaseUrl}${PUBLIC_OBJECT_PATH}${bucket}/${path}`
}

/** The smaller copy of a converted picture, shown as its thumbnail and deleted with it. */
export function variantNameOf(objectName: string): string {
  return objectName.replace(/\.webp$/, '-800.webp')
}

export function isVariantName(objectName: string): boolean {
  return /-800\.webp$/.test(objectName)
}

/** The library's file an object belongs to: an 800 px copy belongs to its picture. */
export function libraryNameOf(objectName: string): string {
  return objectName.replace(/-800\.webp$/, '.webp')
}

const STORAGE_ADDRESS =
  /^(?:[Hh][Tt][Tt][Pp][Ss]?:\/\/[^/?#]+)?\/storage\/v1\/(?:object|render\/image)\/public\/([^/?#]+)\/([^?#]+)(?:[?#].*)?$/

/**
 * The bucket and object a public Storage address points at, if it points at one: on any host or
 * none, through Storage's object route or its image transformer, its name decoded. The same
 * reading as the database's private.storage_object_of (a test compares them).
 */
export function objectOfUrl(url: string): { bucket: string; name: string } | undefined {
  const match = STORAGE_ADDRESS.exec(url)
  if (!match) return undefined
  const [, bucket, encoded] = match
  try {
    // A `%` that starts no escape is itself, as Storage reads it.
    return { bucket, name: decodeURIComponent(encoded.replace(/%(?![0-9a-f]{2})/gi, '%25')) }
  } catch {
    return undefined
  }
}

export const MEDIA_MESSAGES = {
  inUse: 'El archivo está en uso y no se puede eliminar. Quítalo antes de donde se usa.',
  missing: 'El archivo no existe',
  notAFile: 'La dirección no es la de un archivo de la biblioteca',
  otherKind:
    'El archivo nuevo debe ser del mismo tipo que el que reemplaza (imagen por imagen, audio por audio, PDF por PDF)',
  sameFile: 'El archivo nuevo es el mismo que el que reemplaza (o su copia reducida)',
  gone: 'Uno de los archivos elegidos ya no está en la biblioteca (se ha eliminado o se está eliminando). Elige otro.',
  storageRefused: 'No se pudo eliminar el archivo del almacenamiento. Inténtalo de nuevo.',
  kind: 'El tipo de archivo debe ser imágenes, audio o documentos',
  name: 'El nombre del archivo no es válido',
  page: 'La página pedida no es válida',
  unused: 'El filtro «Sin usar» debe ser 1 (sí) o 0 (no)',
  listedAt: 'Falta la fecha en que se leyó la lista de archivos',
  pictureAddress:
    'Indica la imagen que describes: su dirección en la biblioteca, una ruta local (/...) o una URL (https://...)',
  notAPicture: 'Solo las imágenes llevan texto alternativo',
  description: 'El texto alternativo debe ser un texto',
  descriptionMissing:
    'Escribe el texto alternativo (qué muestra la imagen) o márcala como decorativa',
  descriptionTooLong: 'El texto alternativo no puede tener más de 300 caracteres',
  decorative: '«Imagen decorativa» debe ser sí o no',
} as const

/** The longest alternative text a picture takes (the database's check says the same). */
export const MAX_DESCRIPTION = 300

export const MEDIA_BUCKETS = v.picklist(
  ['images', 'audio', 'documents'] as const,
  MEDIA_MESSAGES.kind,
)

/** Whole numbers given as text in a query string, within bounds. */
function queryInteger(fallback: number, max: number) {
  return v.optional(
    v.pipe(
      v.string(MEDIA_MESSAGES.page),
      v.regex(/^\d{1,6}$/, MEDIA_MESSAGES.page),
      v.transform(Number),
      v.maxValue(max, MEDIA_MESSAGES.page),
    ),
    String(fallback),
  )
}

/** `GET /api/media?kind=images|audio|documents&unused=1&q=...&limit=&offset=`. */
export const mediaListQuery = v.object({
  kind: v.optional(MEDIA_BUCKETS, 'images'),
  unused: v.optional(
    v.pipe(
      v.picklist(['0', '1', 'true', 'false'], MEDIA_MESSAGES.unused),
      v.transform((flag) => flag === '1' || flag === 'true'),
    ),
    '0',
  ),
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, messages.tooLong(200))), ''),
  limit: queryInteger(24, 100),
  offset: queryInteger(0, 1_000_000),
})

const objectName = v.pipe(
  v.string(MEDIA_MESSAGES.name),
  v.nonEmpty(MEDIA_MESSAGES.name),
  v.maxLength(1_024, MEDIA_MESSAGES.name),
  v.check(
    (name) => !name.split('/').some((part) => part === '' || part === '.' || part === '..'),
    MEDIA_MESSAGES.name,
  ),
)

/**
 * `POST /api/media/delete-unused`: the unused files of the bucket the owner was shown: those
 * whose name holds `q`, stored before `listedAt` (a file uploaded since may belong to a form
 * not saved yet).
 */
export const mediaUnusedBody = v.object(
  {
    bucket: MEDIA_BUCKETS,
    q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, messages.tooLong(200))), ''),
    listedAt: v.pipe(v.string(MEDIA_MESSAGES.listedAt), v.isoTimestamp(MEDIA_MESSAGES.listedAt)),
  },
  messages.invalidBody,
)

/** `POST /api/media/delete`: one file of a bucket. */
export const mediaObjectBody = v.object(
  { bucket: MEDIA_BUCKETS, name: objectName },
  messages.invalidBody,
)

const fileAddress = v.pipe(
  v.string(MEDIA_MESSAGES.notAFile),
  v.trim(),
  v.maxLength(MAX_URL, messages.tooLong(MAX_URL)),
  v.check((url) => objectOfUrl(url) !== undefined, MEDIA_MESSAGES.notAFile),
)

/** `POST /api/media/replace`: every use of `from` points at `to`, then `from` is deleted. */
export const mediaReplaceBody = v.object(
  { from: fileAddress, to: fileAddress },
  messages.invalidBody,
)

/** One file as the library lists it. */
/** A picture's address: a library image, a path of the site's own or an http(s) address. */
const pictureAddress = v.pipe(
  // Missing is said as the field's own message, not as a malformed body.
  v.optional(v.string(MEDIA_MESSAGES.pictureAddress), ''),
  v.trim(),
  v.nonEmpty(MEDIA_MESSAGES.pictureAddress),
  v.maxLength(MAX_URL, messages.tooLong(MAX_URL)),
  v.check(isMediaUrl, MEDIA_MESSAGES.pictureAddress),
  v.check((url) => {
    const file = objectOfUrl(url)
    return !file || file.bucket === 'images'
  }, MEDIA_MESSAGES.notAPicture),
)

/** `GET /api/media/description?address=`: what the picture at an address says. */
export const mediaDescriptionQuery = v.object({ address: pictureAddress }, messages.invalidBody)

/**
 * `PUT /api/media/description`: a picture's alternative text, or its decorative mark (then
 * drawn with alt="" everywhere). One of the two is said: an empty text is no description.
 */
export const mediaDescriptionBody = v.pipe(
  v.object(
    {
      address: pictureAddress,
      description: v.optional(
        v.pipe(
          v.string(MEDIA_MESSAGES.description),
          v.trim(),
          v.maxLength(MAX_DESCRIPTION, MEDIA_MESSAGES.descriptionTooLong),
        ),
        '',
      ),
      decorative: v.optional(v.boolean(MEDIA_MESSAGES.decorative), false),
    },
    messages.invalidBody,
  ),
  v.forward(
    v.check(
      (body) => body.decorative || body.description !== '',
      MEDIA_MESSAGES.descriptionMissing,
    ),
    ['description'],
  ),
  v.transform((body) => ({ ...body, description: body.decorative ? '' : body.description })),
)

/**
 * The pictures' descriptions as the API reads and writes them: keyed by the database on the
 * picture an address names (private.picture_of), and kept in Historial by that key.
 */
export const mediaDescriptions = {
  table: 'media_descriptions',
  fields: { description: 'description', decorative: 'decorative' },
  noun: 'el texto alternativo',
} as const

/** What the owner said of a picture; `description` null while she has said nothing. */
export interface PictureDescription {
  description: string | null
  decorative: boolean
}

export interface MediaFile {
  bucket: MediaBucket
  name: string
  size: number
  mimetype: string | null
  createdAt: string
  /** The 800 px copy's name and size, for a converted picture. */
  variant: string | null
  variantSize: number | null
  /** The name the file had on the owner's computer, when the upload stored it. */
  originalName: string | null
  uses: MediaUse[]
  /** A picture's alternative text (null until written) and whether it is decorative. */
  description: string | null
  decorative: boolean
}

export interface MediaUse {
  /** The resource's path under /api. */
  type: string
  id: number
  field: string
  label: string | null
  parentId: number | null
}

export interface MediaPage {
  /** The database's time of the reading: what "delete the unused files shown" goes by. */
  listedAt: string
  total: number
  /** The files' sizes with their 800 px copies', as each card shows its own. */
  totalBytes: number
  items: MediaFile[]
}
