import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  contrastRatio,
  headingLook,
  overlayOpacity,
  parseColor,
  type Rgb,
  seenColor,
  TEXT_COLORS,
} from './rules.ts'

const plain = { backgroundUrl: null, title: null, subtitle: null }

/** What the visitor sees behind the heading, and the two texts' contrast on it. */
function contrastsOn(backgroundColor: string, opacity: number) {
  const look = headingLook({ ...plain, backgroundColor, opacity })
  const seen = seenColor(parseColor(backgroundColor) as Rgb, opacity)
  return {
    look,
    heading: contrastRatio(seen, TEXT_COLORS[look.heading]),
    subtitle: contrastRatio(seen, TEXT_COLORS[look.subtitle]),
  }
}

describe('section backgrounds', () => {
  it('overlay opacity equals 1 minus opacity/100', () => {
    expect(overlayOpacity(100)).toBe(0)
    expect(overlayOpacity(0)).toBe(1)
    expect(overlayOpacity(85)).toBeCloseTo(0.15)
    expect(overlayOpacity(null)).toBe(0)
  })

  it('reads hex and rgb colours, and nothing else', () => {
    expect(parseColor('#fff')).toEqual([255, 255, 255])
    expect(parseColor('#2f3e46')).toEqual([47, 62, 70])
    expect(parseColor('rgb(10, 20, 30)')).toEqual([10, 20, 30])
    expect(parseColor('teal')).toBeUndefined()
  })

  it('reads a translucent colour as it shows on the white page', () => {
    expect(parseColor('#00000080')?.map(Math.round)).toEqual([127, 127, 127])
    expect(parseColor('#0008')?.[0]).toBeCloseTo(119, 0)
    expect(parseColor('rgba(0, 0, 0, 0.5)')).toEqual([127.5, 127.5, 127.5])
  })

  it('the colour is judged as seen: through the white overlay', () => {
    // The demo's music section: #2f3e46 at 60 shows as #828b90.
    expect(seenColor([47, 62, 70], 60).map(Math.round)).toEqual([130, 139, 144])
    expect(seenColor([47, 62, 70], 100)).toEqual([47, 62, 70])
    expect(seenColor([47, 62, 70], 0)).toEqual([255, 255, 255])
  })

  it('keeps the site green and gray where they reach 4.5:1', () => {
    expect(headingLook(null)).toEqual({ plate: false, heading: 'brand', subtitle: 'gray' })
    expect(headingLook({ ...plain, backgroundColor: '#eef6f1', opacity: 90 })).toEqual({
      plate: false,
      heading: 'brand',
      subtitle: 'gray',
    })
    expect(headingLook({ ...plain, backgroundColor: '#ffffff', opacity: 100 }).plate).toBe(false)
  })

  it('the demo music section (#2f3e46 at 60) takes near-black text, both above 4.5:1', () => {
    const music = contrastsOn('#2f3e46', 60)
    expect(music.look).toEqual({ plate: false, heading: 'ink', subtitle: 'ink' })
    expect(music.heading).toBeGreaterThanOrEqual(4.5)
    expect(music.subtitle).toBeGreaterThanOrEqual(4.5)
    // What the probe measured before: gray 700 on it at about 3:1, the green at 3.1:1.
    const seen = seenColor([47, 62, 70], 60)
    expect(contrastRatio(seen, TEXT_COLORS.gray)).toBeLessThan(4.5)
    expect(contrastRatio(seen, TEXT_COLORS.brand)).toBeLessThan(4.5)
  })

  it('a dark colour takes white text, a mid-tone black, each above 4.5:1', () => {
    expect(contrastsOn('#0a1f17', 100).look).toEqual({
      plate: false,
      heading: 'white',
      subtitle: 'white',
    })
    expect(contrastsOn('#2f3e46', 100).look.heading).toBe('white')
    // A mid grey where neither the green, near-black nor white reach 4.5:1.
    const grey = contrastsOn('#808080', 100)
    expect(grey.look).toEqual({ plate: false, heading: 'black', subtitle: 'black' })
    expect(grey.heading).toBeGreaterThanOrEqual(4.5)
    for (const [color, opacity] of [
      ['#c0392b', 100],
      ['#c0392b', 50],
      ['#1e90ff', 100],
      ['#ffd700', 100],
      ['#6b46c1', 70],
      ['#767676', 100],
      ['#777777', 100],
    ] as const) {
      const result = contrastsOn(color, opacity)
      expect(result.heading, `${color} at ${opacity}`).toBeGreaterThanOrEqual(4.5)
      expect(result.subtitle, `${color} at ${opacity}`).toBeGreaterThanOrEqual(4.5)
    }
  })

  it('any colour at any opacity gets a heading and subtitle of 4.5:1 or more', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0xffffff }),
        fc.integer({ min: 0, max: 100 }),
        (rgb, opacity) => {
          const color = `#${rgb.toString(16).padStart(6, '0')}`
          const result = contrastsOn(color, opacity)
          return result.heading >= 4.5 && result.subtitle >= 4.5 && !result.look.plate
        },
      ),
      { numRuns: 2000 },
    )
  })

  it('a picture, or a colour it cannot measure, puts the texts on a white panel', () => {
    const onPlate = { plate: true, heading: 'brand', subtitle: 'gray' }
    expect(headingLook({ ...plain, backgroundColor: 'teal', opacity: 100 })).toEqual(onPlate)
    expect(
      headingLook({
        ...plain,
        backgroundUrl: '/demo/background-1.webp',
        backgroundColor: '#fff',
        opacity: 85,
      }),
    ).toEqual(onPlate)
  })
})
