import { MAIN_MAX_WIDTH, VARIANT_WIDTH } from '../../lib/image-variants.ts'
import { ImageDecodeError } from './upload-errors.ts'

export type PreparedImage =
  /** Converted to WebP: the picture (at most 1600 px wide) and its 800 px copy. */
  | { converted: true; main: Blob; variant: Blob; width: number; height: number }
  /** Kept as it came (an animated GIF, or a browser that cannot write WebP). */
  | { converted: false; width: number; height: number }

const WEBP_QUALITY = 0.82

async function encodeWebp(bitmap: ImageBitmap, width: number, height: number) {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height)
    const context = canvas.getContext('2d')
    if (!context) return undefined
    context.imageSmoothingQuality = 'high'
    context.drawImage(bitmap, 0, 0, width, height)
    return canvas.convertToBlob({ type: 'image/webp', quality: WEBP_QUALITY })
  }
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const context = canvas.getContext('2d')
  if (!context) return undefined
  context.imageSmoothingQuality = 'high'
  context.drawImage(bitmap, 0, 0, width, height)
  return new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/webp', WEBP_QUALITY))
}

function scaledTo(maxWidth: number, width: number, height: number) {
  const scale = Math.min(1, maxWidth / width)
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  }
}

/**
 * Decodes the picture in the browser (which also proves it is one) and re-encodes it as WebP at
 * most 1600 px wide, plus the 800 px copy public pages offer in srcset. GIFs keep their animation:
 * they are only checked. A browser that cannot write WebP keeps the original too.
 */
export async function prepareImage(file: Blob, storedType: string): Promise<PreparedImage> {
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(file)
  } catch {
    throw new ImageDecodeError('El archivo no se puede leer como imagen.')
  }
  try {
    const { width, height } = bitmap
    if (storedType === 'image/gif') return { converted: false, width, height }
    const mainSize = scaledTo(MAIN_MAX_WIDTH, width, height)
    const variantSize = scaledTo(VARIANT_WIDTH, width, height)
    const main = await encodeWebp(bitmap, mainSize.width, mainSize.height)
    const variant = await encodeWebp(bitmap, variantSize.width, variantSize.height)
    if (main?.type !== 'image/webp' || variant?.type !== 'image/webp') {
      return { converted: false, width, height }
    }
    return { converted: true, main, variant, ...mainSize }
  } finally {
    bitmap.close()
  }
}
