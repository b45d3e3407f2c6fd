import { env } from '../../lib/env.ts'
import { prepareImage } from './image-processing.ts'
import {
  extensionOf,
  MEDIA_KINDS,
  type MediaKind,
  objectNameFor,
  publicUrlOf,
  variantNameOf,
} from './media-rules.ts'
import { type StorageTarget, uploadToStorage } from './storage-upload.ts'

/** What the owner is told about the file: its name, its size, and what it became. */
export interface FileFacts {
  name: string
  originalBytes: number
  storedBytes: number
  /** Width of the WebP picture when the file was converted. */
  convertedWidth?: number
}

export interface UploadPlan {
  facts: FileFacts
  /** Sent in this order; the last one is the file the field points at. */
  parts: StorageTarget[]
  url: string
}

function extensionFor(kind: MediaKind, storedType: string, fileName: string) {
  const known = Object.entries(MEDIA_KINDS[kind].extensions).find(([, type]) => type === storedType)
  return known?.[0] ?? extensionOf(fileName)
}

/** Works out what to send for a file that passed the checks (a picture is converted first). */
export async function planUpload(kind: MediaKind, file: File, storedType: string) {
  const { bucket } = MEDIA_KINDS[kind]
  const target = (objectName: string, body: Blob, contentType: string): StorageTarget => ({
    bucket,
    objectName,
    body,
    contentType,
    fileName: objectName.split('/').at(-1) ?? file.name,
    originalName: file.name,
  })
  const facts: FileFacts = { name: file.name, originalBytes: file.size, storedBytes: file.size }

  if (kind === 'image') {
    const image = await prepareImage(file, storedType)
    if (image.converted) {
      const objectName = objectNameFor(file.name, 'webp')
      return {
        facts: { ...facts, storedBytes: image.main.size, convertedWidth: image.width },
        parts: [
          target(variantNameOf(objectName), image.variant, 'image/webp'),
          target(objectName, image.main, 'image/webp'),
        ],
        url: publicUrlOf(env.supabaseUrl, bucket, objectName),
      } satisfies UploadPlan
    }
    const objectName = objectNameFor(file.name, extensionFor(kind, storedType, file.name), {
      folder: 'originals',
    })
    return {
      facts,
      parts: [target(objectName, file, storedType)],
      url: publicUrlOf(env.supabaseUrl, bucket, objectName),
    } satisfies UploadPlan
  }

  const objectName = objectNameFor(file.name, extensionFor(kind, storedType, file.name))
  return {
    facts,
    parts: [target(objectName, file, storedType)],
    url: publicUrlOf(env.supabaseUrl, bucket, objectName),
  } satisfies UploadPlan
}

/** Sends the parts one after the other; `onProgress` hears the share of all bytes sent (0-1). */
export async function runUpload(
  plan: UploadPlan,
  onProgress: (share: number) => void,
  signal: AbortSignal,
) {
  const total = plan.parts.reduce((sum, part) => sum + part.body.size, 0) || 1
  let done = 0
  for (const part of plan.parts) {
    await uploadToStorage(part, (sent) => onProgress((done + sent) / total), signal)
    done += part.body.size
  }
  onProgress(1)
}
