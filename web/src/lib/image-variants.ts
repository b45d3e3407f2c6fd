/**
 * Pictures uploaded from the admin area are stored as WebP at most 1600 px wide, with an 800 px
 * copy beside them named `<name>-800.webp` (Storage's own image transformations need a paid
 * plan). These helpers let public components offer both in `srcset`. Any other address (a seeded
 * /attached_assets/ picture, an external URL, a GIF kept as it was) has no variant.
 */

export const VARIANT_WIDTH = 800
export const MAIN_MAX_WIDTH = 1600

const UPLOADED_WEBP = /\/storage\/v1\/object\/public\/images\/uploads\/.+(?<!-800)\.webp$/

/** The 800 px copy of an uploaded picture, or undefined when the address has none. */
export function variant800(url: string | null | undefined): string | undefined {
  if (!url || !UPLOADED_WEBP.test(url)) return undefined
  return url.replace(/\.webp$/, `-${VARIANT_WIDTH}.webp`)
}

/** `srcset` for an uploaded picture (800 px copy and the full picture), else undefined. */
export function uploadedSrcSet(url: string | null | undefined): string | undefined {
  const variant = variant800(url)
  return variant ? `${variant} ${VARIANT_WIDTH}w, ${url} ${MAIN_MAX_WIDTH}w` : undefined
}
