/**
 * Draws the Open Graph picture that link previews show for the site (web/public/og-image.png,
 * 1200x630, referenced by every indexable page's og:image). Run `npx tsx scripts/make-og-image.ts`
 * after changing it; the PNG is committed. Text is drawn with the machine's serif and sans-serif
 * fonts (Georgia or Liberation Serif, DejaVu Sans on Debian), so the committed file is the
 * reference: regenerate it only on purpose.
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'

const WIDTH = 1200
const HEIGHT = 630
const BRAND = '#1e5841'
const BRAND_DARK = '#163f2f'
const MINT = '#d5ece0'
const SITE_NAME = 'Centro de Bienestar Integral'
const TAGLINE = 'Nutrición, terapias y acompañamiento'
const PLACE = 'Albacete'

const outFile = join(import.meta.dirname, '..', 'web', 'public', 'og-image.png')

/** The centre's mark (web/src/components/layout/logo.tsx), scaled from its 48-unit box. */
function logo(x: number, y: number, size: number) {
  const scale = size / 48
  return `<g transform="translate(${x} ${y}) scale(${scale})">
    <circle cx="24" cy="24" r="23" fill="${MINT}"/>
    <path d="M14 31c0-10 8-17 21-18-1 12-8 20-18 20-1 0-2 0-3-.5 3-5 7-9 12-12-6 2-10 6-12 10.5z" fill="${BRAND}"/>
  </g>`
}

/** Large, faint leaves at the right edge: texture that survives a small preview. */
function leaves() {
  const leaf = 'M0 0c40-70 130-110 230-100-10 100-80 170-170 170-20 0-40-5-60-15z'
  const placements = [
    { x: 1000, y: 610, rotate: -62, scale: 1.5, opacity: 0.09 },
    { x: 1090, y: 60, rotate: 48, scale: 0.75, opacity: 0.08 },
  ]
  return placements
    .map(
      ({ x, y, rotate, scale, opacity }) =>
        `<path d="${leaf}" fill="${MINT}" opacity="${opacity}" transform="translate(${x} ${y}) rotate(${rotate}) scale(${scale})"/>`,
    )
    .join('\n')
}

function image() {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="ground" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${BRAND}"/>
      <stop offset="1" stop-color="${BRAND_DARK}"/>
    </linearGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#ground)"/>
  ${leaves()}
  <rect x="0" y="${HEIGHT - 14}" width="${WIDTH}" height="14" fill="${MINT}"/>
  ${logo(96, 128, 112)}
  <text x="96" y="352" font-family="Georgia, 'Liberation Serif', 'DejaVu Serif', serif" font-size="74" font-weight="700" fill="#ffffff">${SITE_NAME}</text>
  <rect x="98" y="388" width="120" height="5" rx="2.5" fill="${MINT}"/>
  <text x="96" y="458" font-family="'DejaVu Sans', 'Liberation Sans', sans-serif" font-size="40" fill="${MINT}">${TAGLINE}</text>
  <text x="96" y="530" font-family="'DejaVu Sans', 'Liberation Sans', sans-serif" font-size="28" letter-spacing="4" fill="${MINT}" opacity="0.8">${PLACE.toUpperCase()}</text>
</svg>`
}

const png = await sharp(Buffer.from(image()))
  .png({ compressionLevel: 9, palette: true, quality: 90 })
  .toBuffer()
writeFileSync(outFile, png)
const { width, height } = await sharp(png).metadata()
console.log(`${outFile}: ${width}x${height}, ${(png.length / 1024).toFixed(1)} KB`)
