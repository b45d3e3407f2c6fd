/**
 * Draws the demo pictures and the demo sound used by `supabase/seed.sql`, so the demo needs no
 * downloads and no third-party media. Run `npx tsx scripts/make-demo-media.ts` after changing it;
 * the output in `web/public/demo/` is committed (it is small and the seed points at it).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'

const outDir = join(import.meta.dirname, '..', 'web', 'public', 'demo')

type Palette = readonly [sky: string, glow: string, hills: string, accent: string]

const palettes: Record<string, Palette> = {
  dawn: ['#f6d8b8', '#f9a66c', '#6b8f71', '#2f5d50'],
  sea: ['#cfe7ea', '#7fb7be', '#3d7a8a', '#1f4e5f'],
  forest: ['#e4efd9', '#a7c79a', '#4f7f52', '#284c2f'],
  dusk: ['#e9d5e9', '#c38fb5', '#6d5a8c', '#3a2f5b'],
  sand: ['#f5ecd9', '#e2c08d', '#b08150', '#6a4a2b'],
  herb: ['#eef3e2', '#c9d88f', '#7d9a4a', '#3f5a24'],
}

function seededRandom(seed: number) {
  let state = seed
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296
    return state / 4294967296
  }
}

function landscape(width: number, height: number, palette: Palette, seed: number): string {
  const [sky, glow, hills, accent] = palette
  const random = seededRandom(seed)
  const ridge = (base: number, amplitude: number) => {
    const points = Array.from({ length: 9 }, (_, i) => {
      const x = (i / 8) * width
      const y = base + (random() - 0.5) * amplitude
      return `${x.toFixed(0)},${y.toFixed(0)}`
    })
    return `M0,${height} L${points.join(' L')} L${width},${height} Z`
  }
  const sunX = width * (0.25 + random() * 0.5)
  const sunY = height * (0.25 + random() * 0.2)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${glow}"/>
    </linearGradient>
    <radialGradient id="sun"><stop offset="0" stop-color="#fffaf0"/><stop offset="1" stop-color="#fffaf0" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#sky)"/>
  <circle cx="${sunX}" cy="${sunY}" r="${height * 0.35}" fill="url(#sun)"/>
  <circle cx="${sunX}" cy="${sunY}" r="${height * 0.09}" fill="#fffaf0" opacity="0.9"/>
  <path d="${ridge(height * 0.62, height * 0.18)}" fill="${hills}" opacity="0.55"/>
  <path d="${ridge(height * 0.75, height * 0.14)}" fill="${hills}" opacity="0.85"/>
  <path d="${ridge(height * 0.88, height * 0.08)}" fill="${accent}"/>
</svg>`
}

function portrait(size: number, palette: Palette): string {
  const [sky, glow, , accent] = palette
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
  <rect width="100%" height="100%" fill="${sky}"/>
  <circle cx="${size / 2}" cy="${size * 0.4}" r="${size * 0.2}" fill="${glow}"/>
  <ellipse cx="${size / 2}" cy="${size * 0.98}" rx="${size * 0.36}" ry="${size * 0.32}" fill="${accent}"/>
</svg>`
}

function cover(width: number, height: number, palette: Palette, seed: number): string {
  const [sky, glow, hills, accent] = palette
  const random = seededRandom(seed)
  const circles = Array.from({ length: 6 }, () => {
    const r = width * (0.05 + random() * 0.2)
    return `<circle cx="${(random() * width).toFixed(0)}" cy="${(random() * height * 0.7).toFixed(0)}" r="${r.toFixed(0)}" fill="${glow}" opacity="0.45"/>`
  }).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="100%" height="100%" fill="${sky}"/>
  ${circles}
  <rect y="${height * 0.72}" width="${width}" height="${height * 0.28}" fill="${accent}"/>
  <rect x="${width * 0.1}" y="${height * 0.78}" width="${width * 0.8}" height="${height * 0.03}" fill="${hills}"/>
  <rect x="${width * 0.25}" y="${height * 0.85}" width="${width * 0.5}" height="${height * 0.02}" fill="${glow}"/>
</svg>`
}

async function writeWebp(name: string, svg: string, quality: number) {
  const file = join(outDir, `${name}.webp`)
  await sharp(Buffer.from(svg)).webp({ quality, effort: 6 }).toFile(file)
}

/** A few seconds of a singing bowl: a few inharmonic partials that fade out slowly. */
function singingBowl(seconds: number, sampleRate: number): Buffer {
  const partials = [
    { frequency: 220, amplitude: 0.5, decay: 1.2 },
    { frequency: 587, amplitude: 0.25, decay: 1.8 },
    { frequency: 1093, amplitude: 0.12, decay: 2.6 },
  ]
  const samples = Math.round(seconds * sampleRate)
  const data = Buffer.alloc(samples * 2)
  for (let i = 0; i < samples; i++) {
    const t = i / sampleRate
    const attack = Math.min(1, t / 0.02)
    let value = 0
    for (const { frequency, amplitude, decay } of partials) {
      value += amplitude * Math.exp(-t / decay) * Math.sin(2 * Math.PI * frequency * t)
    }
    data.writeInt16LE(Math.round(value * attack * 0.8 * 32767), i * 2)
  }
  const header = Buffer.alloc(44)
  header.write('RIFF', 0)
  header.writeUInt32LE(36 + data.length, 4)
  header.write('WAVE', 8)
  header.write('fmt ', 12)
  header.writeUInt32LE(16, 16)
  header.writeUInt16LE(1, 20)
  header.writeUInt16LE(1, 22)
  header.writeUInt32LE(sampleRate, 24)
  header.writeUInt32LE(sampleRate * 2, 28)
  header.writeUInt16LE(2, 32)
  header.writeUInt16LE(16, 34)
  header.write('data', 36)
  header.writeUInt32LE(data.length, 40)
  return Buffer.concat([header, data])
}

mkdirSync(outDir, { recursive: true })
const names = Object.keys(palettes)
const paletteAt = (i: number) => palettes[names[i % names.length]]

const jobs: Promise<void>[] = []
for (let i = 1; i <= 3; i++)
  jobs.push(writeWebp(`hero-${i}`, landscape(1280, 580, paletteAt(i - 1), i), 55))
for (let i = 1; i <= 3; i++)
  jobs.push(writeWebp(`background-${i}`, landscape(1280, 500, paletteAt(i + 2), 50 + i), 45))
for (let i = 1; i <= 5; i++)
  jobs.push(writeWebp(`activity-${i}`, landscape(640, 400, paletteAt(i), 10 + i), 60))
for (let i = 1; i <= 5; i++)
  jobs.push(writeWebp(`video-${i}`, landscape(480, 270, paletteAt(i + 1), 20 + i), 60))
for (let i = 1; i <= 4; i++)
  jobs.push(writeWebp(`product-${i}`, cover(480, 480, paletteAt(i + 3), 30 + i), 60))
for (let i = 1; i <= 6; i++)
  jobs.push(writeWebp(`book-${i}`, cover(400, 600, paletteAt(i), 40 + i), 60))
for (let i = 1; i <= 4; i++)
  jobs.push(writeWebp(`album-${i}`, cover(500, 500, paletteAt(i + 2), 60 + i), 60))
for (let i = 1; i <= 4; i++) jobs.push(writeWebp(`avatar-${i}`, portrait(160, paletteAt(i)), 60))
await Promise.all(jobs)
writeFileSync(join(outDir, 'cuenco.wav'), singingBowl(4, 22050))
console.log(`Demo media written to ${outDir}`)
