import type { SectionBackground } from './queries.ts'

/** "Section background overlay opacity equals 1 minus opacity/100" (spec section 5). */
export function overlayOpacity(opacity: number | null | undefined): number {
  const percent = Math.min(100, Math.max(0, opacity ?? 100))
  return 1 - percent / 100
}

type Rgb = readonly [number, number, number]
const WHITE: Rgb = [255, 255, 255]

/** `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa` or `rgb()/rgba()`; undefined for other notations. */
export function parseColor(color: string | null | undefined): Rgb | undefined {
  const value = color?.trim().toLowerCase() ?? ''
  const hex = /^#([0-9a-f]{3,8})$/.exec(value)?.[1]
  if (hex && [3, 4].includes(hex.length)) {
    return [0, 1, 2].map((i) => Number.parseInt(hex[i].repeat(2), 16)) as unknown as Rgb
  }
  if (hex && [6, 8].includes(hex.length)) {
    return [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as unknown as Rgb
  }
  const rgb = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)/.exec(value)
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])]
  return undefined
}

function luminance([r, g, b]: Rgb): number {
  const channel = (value: number) => {
    const c = value / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light + 0.05) / (dark + 0.05)
}

/** The system's colours the heading block may use: brand 800, gray 700, gray 900, white. */
const BRAND_HEADING: Rgb = [24, 69, 52]
const GRAY_SUBTITLE: Rgb = [63, 63, 70]
const DARK_TEXT: Rgb = [24, 24, 27]
const AA = 4.5

/**
 * How a section's heading stays readable (WCAG AA, 4.5:1) over the owner's background:
 * - `brand`: the site's green heading and gray subtitle, with no background or on a plain
 *   colour light enough for both;
 * - `dark`: near-black text on a plain colour too dark for the green;
 * - `light`: white text on a dark plain colour;
 * - `plate`: the site's colours on a white panel, over a picture (nothing guarantees contrast
 *   there), a colour notation we cannot measure, or a mid-tone no text colour reaches AA on.
 * A plain colour is judged as the visitor sees it: through the white overlay.
 */
export type HeadingTone = 'brand' | 'dark' | 'light' | 'plate'

export function headingTone(background: SectionBackground | null | undefined): HeadingTone {
  if (!background) return 'brand'
  if (background.backgroundUrl) return 'plate'
  const color = parseColor(background.backgroundColor)
  if (!color) return 'plate'
  const cover = overlayOpacity(background.opacity)
  const seen = color.map((channel, i) => channel * (1 - cover) + WHITE[i] * cover) as unknown as Rgb
  if (Math.min(contrastRatio(seen, BRAND_HEADING), contrastRatio(seen, GRAY_SUBTITLE)) >= AA) {
    return 'brand'
  }
  if (contrastRatio(seen, DARK_TEXT) >= AA) return 'dark'
  if (contrastRatio(seen, WHITE) >= AA) return 'light'
  return 'plate'
}
