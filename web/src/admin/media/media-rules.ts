import { UPLOAD_KINDS } from '../../../../edge-functions/_shared/uploads.ts'

// Its own light module, so a screen showing a size (the backup card) loads none of these rules.
export { fileSizeText } from './file-size.ts'

export type MediaKind = 'image' | 'audio' | 'document'

/**
 * What each bucket takes, as its migration sets it (supabase/migrations/..._storage_buckets.sql):
 * the files are checked here first, so a refusal reads in Spanish before anything is sent.
 */
export const MEDIA_KINDS = {
  image: {
    bucket: UPLOAD_KINDS.image.bucket,
    maxBytes: UPLOAD_KINDS.image.maxBytes,
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'],
    extensions: { ...UPLOAD_KINDS.image.types, jpeg: 'image/jpeg' },
    wrongTypeMessage: UPLOAD_KINDS.image.wrongTypeMessage,
    tooLargeMessage: UPLOAD_KINDS.image.tooLargeMessage,
    uploadErrorMessage: 'Hubo un error al subir la imagen. Inténtalo de nuevo.',
    description: 'JPEG, PNG, WebP, GIF o AVIF, hasta 10 MB',
  },
  audio: {
    bucket: UPLOAD_KINDS.audio.bucket,
    maxBytes: UPLOAD_KINDS.audio.maxBytes,
    mimeTypes: [
      'audio/mpeg',
      'audio/mp4',
      'audio/x-m4a',
      'audio/aac',
      'audio/ogg',
      'audio/wav',
      'audio/x-wav',
      'audio/flac',
      'audio/x-flac',
    ],
    extensions: UPLOAD_KINDS.audio.types,
    wrongTypeMessage: UPLOAD_KINDS.audio.wrongTypeMessage,
    tooLargeMessage: UPLOAD_KINDS.audio.tooLargeMessage,
    uploadErrorMessage: 'Error al subir el archivo de audio',
    description: 'MP3, M4A/AAC, OGG, WAV o FLAC, hasta 50 MB',
  },
  document: {
    bucket: UPLOAD_KINDS.document.bucket,
    maxBytes: UPLOAD_KINDS.document.maxBytes,
    mimeTypes: ['application/pdf'],
    extensions: UPLOAD_KINDS.document.types,
    wrongTypeMessage: UPLOAD_KINDS.document.wrongTypeMessage,
    tooLargeMessage: UPLOAD_KINDS.document.tooLargeMessage,
    uploadErrorMessage: 'Hubo un error al subir el documento. Inténtalo de nuevo.',
    description: 'PDF, hasta 20 MB',
  },
} as const satisfies Record<
  MediaKind,
  {
    bucket: string
    maxBytes: number
    mimeTypes: readonly string[]
    extensions: Readonly<Record<string, string>>
    wrongTypeMessage: string
    tooLargeMessage: string
    uploadErrorMessage: string
    description: string
  }
>

/** Files up to this size go in one standard upload; larger ones resumably, in chunks this big. */
/** Shown with the progress bar of every upload: a field's and the library's replacements. */
export const UPLOADING_TEXT = 'Subiendo archivo...'

export const RESUMABLE_CHUNK_BYTES = 6 * 1024 * 1024

export function extensionOf(fileName: string): string {
  const match = /\.([A-Za-z0-9]+)$/.exec(fileName)
  return match ? match[1].toLowerCase() : ''
}

/** `audio/mp3` is of the audio family; `application/x-pdf` is not of `application/pdf`'s. */
function sameFamily(allowed: string, reported: string): boolean {
  const family = allowed.split('/')[0]
  return family !== 'application' && reported.startsWith(`${family}/`)
}

/**
 * The type the file is stored as: the browser's own reading when the bucket takes it, else the
 * one its extension stands for (browsers report some types differently, e.g. audio/mp3, or not at
 * all). Undefined when the bucket takes neither.
 */
export function storedTypeOf(kind: MediaKind, file: { name: string; type: string }) {
  const rules = MEDIA_KINDS[kind]
  const reported = file.type.split(';')[0].trim().toLowerCase()
  // An SVG can carry scripts: never accepted, whatever its name says.
  if (reported.includes('svg') || extensionOf(file.name) === 'svg') return undefined
  if ((rules.mimeTypes as readonly string[]).includes(reported)) return reported
  if (
    reported &&
    !(rules.mimeTypes as readonly string[]).some((type) => sameFamily(type, reported)) &&
    reported !== 'application/octet-stream'
  ) {
    return undefined
  }
  return (rules.extensions as Readonly<Record<string, string>>)[extensionOf(file.name)]
}

export const MEDIA_KIND_NAMES = Object.keys(MEDIA_KINDS) as MediaKind[]

/** Said of a file the library takes in none of its kinds. */
export const UNKNOWN_TYPE_MESSAGE =
  'Este tipo de archivo no se admite: sube imágenes (JPEG, PNG, WebP, GIF o AVIF), audios (MP3, M4A/AAC, OGG, WAV o FLAC) o documentos PDF.'

/** The kind of library file a file is (the first whose types take it), or undefined. */
export function kindOfFile(file: { name: string; type: string }): MediaKind | undefined {
  return MEDIA_KIND_NAMES.find((kind) => storedTypeOf(kind, file) !== undefined)
}

/** The Spanish reason the library cannot take a file of any kind, or undefined. */
export function libraryFileProblem(file: { name: string; type: string; size: number }) {
  const kind = kindOfFile(file)
  return kind ? fileProblem(kind, file) : UNKNOWN_TYPE_MESSAGE
}

/** The Spanish reason a file cannot be uploaded into the field's bucket, or undefined. */
export function fileProblem(
  kind: MediaKind,
  file: { name: string; type: string; size: number },
): string | undefined {
  const rules = MEDIA_KINDS[kind]
  if (!storedTypeOf(kind, file)) return rules.wrongTypeMessage
  if (file.size > rules.maxBytes) return rules.tooLargeMessage
  return undefined
}

/** A duration as minutes:seconds ('3:45', '62:05'); undefined when it is not a real length. */
export function durationText(seconds: number): string | undefined {
  if (!Number.isFinite(seconds) || seconds < 0) return undefined
  const total = Math.round(seconds)
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`
}

/** The file's name without its extension, as a title of last resort. */
export function titleFromFileName(fileName: string): string {
  return fileName.replace(/\.[A-Za-z0-9]+$/, '').trim()
}

/** A name safe in a URL: lower case, no accents, words joined by hyphens. */
export function slugOf(text: string): string {
  const slug = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '')
  return slug || 'archivo'
}

/**
 * Where a file is stored in its bucket, never colliding with another: `<folder>/<year>/<uuid>-
 * <slug>.<extension>`. Pictures converted to WebP go under `uploads/` (they have an 800 px copy);
 * pictures kept as they came (GIF) under `originals/`.
 */
export function objectNameFor(
  fileName: string,
  extension: string,
  { folder = 'uploads', now = new Date(), id = crypto.randomUUID() } = {},
): string {
  return `${folder}/${now.getFullYear()}/${id}-${slugOf(titleFromFileName(fileName))}.${extension}`
}

export { publicUrlOf, variantNameOf } from '../../../../edge-functions/_shared/media.ts'

/** The file chooser's filter: the bucket's types and their extensions. */
export function acceptOf(kind: MediaKind): Record<string, string[]> {
  const accept: Record<string, string[]> = {}
  for (const type of MEDIA_KINDS[kind].mimeTypes) accept[type] = []
  for (const [extension, type] of Object.entries(MEDIA_KINDS[kind].extensions)) {
    accept[type] = [...(accept[type] ?? []), `.${extension}`]
  }
  return accept
}
