import type { SectionBackground } from './queries.ts'

/** "Section background overlay opacity equals 1 minus opacity/100" (spec section 5). */
export function overlayOpacity(opacity: number | null | undefined): number {
  const percent = Math.min(100, Math.max(0, opacity ?? 100))
  return 1 - percent / 100
}

export type Rgb = readonly [number, number, number]
const WHITE: Rgb = [255, 255, 255]

/**
 * `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa` or `rgb()/rgba()`, a translucent one as it shows on the
 * white page; undefined for other notations.
 */
export function parseColor(color: string | null | undefined): Rgb | undefined {
  const value = color?.trim().toLowerCase() ?? ''
  const hex = /^#([0-9a-f]{3,8})$/.exec(value)?.[1]
  if (hex && [3, 4].includes(hex.length)) {
    const [r, g, b, a = 255] = [...hex].map((digit) => Number.parseInt(digit.repeat(2), 16))
    return overWhite([r, g, b], a / 255)
  }
  if (hex && [6, 8].includes(hex.length)) {
    const [r, g, b, a = 255] = (hex.match(/../g) ?? []).map((pair) => Number.parseInt(pair, 16))
    return overWhite([r, g, b], a / 255)
  }
  const rgb = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)(?:[\s,/]+([\d.]+)(%?))?/.exec(value)
  if (rgb) {
    const alpha = rgb[4] === undefined ? 1 : Number(rgb[4]) / (rgb[5] ? 100 : 1)
    const channels = [rgb[1], rgb[2], rgb[3]].map((channel) => Math.min(255, Number(channel)))
    return overWhite(channels as unknown as Rgb, Math.min(1, alpha))
  }
  return undefined
}

/** `color` at `alpha` over white. */
function overWhite(color: Rgb, alpha: number): Rgb {
  return color.map((channel, i) => channel * alpha + WHITE[i] * (1 - alpha)) as unknown as Rgb
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

/**
 * The colours a section's heading and subtitle may take, from the system's palette: the site's
 * green (brand 800) and gray 700 first, then near-black (gray 900), white and black.
 */
export const TEXT_COLORS = {
  brand: [24, 69, 52],
  gray: [63, 63, 70],
  ink: [24, 24, 27],
  white: [255, 255, 255],
  black: [0, 0, 0],
} as const satisfies Record<string, Rgb>

export type TextColor = keyof typeof TEXT_COLORS

/**
 * WCAG AA asks 4.5:1 of body text and 3:1 of large text; the heading is large, but both texts
 * are held to 4.5:1, as the green on a mid grey at 3.1:1 still reads weak. White or black always
 * reaches it: when white gives less than 4.5:1 the colour is light enough for black to give more.
 */
export const TEXT_CONTRAST = 4.5

const HEADING_CHOICES: readonly TextColor[] = ['brand', 'ink', 'white', 'black']
const SUBTITLE_CHOICES: readonly TextColor[] = ['gray', 'ink', 'white', 'black']

/**
 * How a section's heading and subtitle stay readable over the owner's background:
 * - on no background or a plain colour, each text takes the first of its colours (the site's
 *   green or gray, then near-black, white, black) that reaches 4.5:1 on the colour as the
 *   visitor sees it: through the white overlay;
 * - over a picture (nothing guarantees contrast there) or a colour notation we cannot measure,
 *   the site's colours on a white panel (`plate`).
 */
export interface HeadingLook {
  plate: boolean
  heading: TextColor
  subtitle: TextColor
}

const SITE_LOOK: HeadingLook = { plate: false, heading: 'brand', subtitle: 'gray' }
const PLATE_LOOK: HeadingLook = { plate: true, heading: 'brand', subtitle: 'gray' }

/** The colour the visitor sees: the owner's colour under white at `1 - opacity/100`. */
export function seenColor(color: Rgb, opacity: number | null | undefined): Rgb {
  return overWhite(color, 1 - overlayOpacity(opacity))
}

/** The first of `choices` that reaches 4.5:1 on `seen`; black or white always does. */
export function readableOn(seen: Rgb, choices: readonly TextColor[]): TextColor {
  return (
    choices.find((choice) => contrastRatio(seen, TEXT_COLORS[choice]) >= TEXT_CONTRAST) ??
    (contrastRatio(seen, TEXT_COLORS.white) >= contrastRatio(seen, TEXT_COLORS.black)
      ? 'white'
      : 'black')
  )
}

export function headingLook(background: SectionBackground | null | undefined): HeadingLook {
  if (!background) return SITE_LOOK
  if (background.backgroundUrl) return PLATE_LOOK
  const color = parseColor(background.backgroundColor)
  if (!color) return PLATE_LOOK
  const seen = seenColor(color, background.opacity)
  return {
    plate: false,
    heading: readableOn(seen, HEADING_CHOICES),
    subtitle: readableOn(seen, SUBTITLE_CHOICES),
  }
}
