/**
 * One rule for what a file is, wherever it reaches a bucket (docs/security.md, "One rule for what
 * a file is"): the declared type is exactly one the bucket allows, with no parameters; the bytes
 * are what that type says, read from their first bytes; and it is the type stored and served.
 * The embedded Storage applies it to every write (standard, multipart, PUT, and resumable when the
 * last byte arrives); the api function's `/upload` routes name the type with `typeOfBytes`.
 */
import { fileTypeFromBuffer } from 'file-type'
import { UPLOAD_KINDS } from './uploads.ts'

/** How many first bytes the type is read from: enough for every type below. */
export const SNIFF_BYTES = 4_100

/** A bare `type/subtype`: anything after it (`;charset=…`, `;,text/html`) is not one. */
const BARE_TYPE = /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+$/

/** What file-type reads (its extension) -> the type a bucket stores for it. */
const TYPE_OF_READING: Readonly<Record<string, string>> = {
  ...UPLOAD_KINDS.image.types,
  ...UPLOAD_KINDS.audio.types,
  ...UPLOAD_KINDS.document.types,
  // Many .m4a files carry the generic MP4 brand (`mp42`, `isom`), which file-type reads as a
  // video: the container is the same, and a browser plays it as audio.
  mp4: 'audio/mp4',
}

/** Other names the buckets allow for the same kind of file. */
const SAME_TYPE_AS: Readonly<Record<string, string>> = {
  'audio/x-m4a': 'audio/mp4',
  'audio/x-wav': 'audio/wav',
  'audio/x-flac': 'audio/flac',
}

export type FileRefusal = 'type not allowed' | 'not what it says'

/** The Spanish refusal of a file whose bytes are not what `declared` says. */
export const notWhatItSays = (declared: string) =>
  `El contenido del archivo no corresponde a su tipo (${declared}).`

/**
 * Whether a bucket allowing `allowed` (none: any type) takes a file declared `declared`. Only the
 * exact text counts, as on hosted Storage, so a browser can never be handed more than the type.
 */
export function typeAllowed(allowed: readonly string[] | null, declared: string): boolean {
  if (!BARE_TYPE.test(declared)) return false
  if (!allowed || allowed.length === 0) return true
  return allowed.some((pattern) =>
    pattern.endsWith('/*') ? declared.startsWith(pattern.slice(0, -1)) : pattern === declared,
  )
}

/** The type the bytes are, read from their first bytes; undefined when none a bucket takes. */
export async function typeOfBytes(bytes: Uint8Array): Promise<string | undefined> {
  const reading = await fileTypeFromBuffer(bytes.subarray(0, SNIFF_BYTES))
  return reading && TYPE_OF_READING[reading.ext]
}

/**
 * Why the rule refuses a file declared `declared` that begins with `head` (at least its first
 * `SNIFF_BYTES`) for a bucket allowing `allowed`, or undefined when it takes it. A type whose
 * bytes cannot be read is never taken: nothing then tells it from an HTML page.
 */
export async function fileRefusal(
  allowed: readonly string[] | null,
  declared: string,
  head: Uint8Array,
): Promise<FileRefusal | undefined> {
  if (!typeAllowed(allowed, declared)) return 'type not allowed'
  const read = await typeOfBytes(head)
  if (read === undefined || read !== (SAME_TYPE_AS[declared] ?? declared)) {
    return 'not what it says'
  }
  return undefined
}
