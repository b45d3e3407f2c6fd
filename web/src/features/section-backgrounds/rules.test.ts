import { describe, expect, it } from 'vitest'
import { headingTone, overlayOpacity, parseColor } from './rules.ts'

const plain = { backgroundUrl: null, title: null, subtitle: null }

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

  it('heading text keeps 4.5:1 on a colour (brand, dark or light), a white plate over a picture', () => {
    expect(headingTone(null)).toBe('brand')
    expect(headingTone({ ...plain, backgroundColor: '#eef6f1', opacity: 90 })).toBe('brand')
    expect(headingTone({ ...plain, backgroundColor: '#0a1f17', opacity: 100 })).toBe('light')
    expect(headingTone({ ...plain, backgroundColor: '#2f3e46', opacity: 60 })).toBe('dark')
    expect(headingTone({ ...plain, backgroundColor: '#808080', opacity: 100 })).toBe('plate')
    expect(headingTone({ ...plain, backgroundColor: 'teal', opacity: 100 })).toBe('plate')
    expect(
      headingTone({
        ...plain,
        backgroundUrl: '/demo/background-1.webp',
        backgroundColor: '#fff',
        opacity: 85,
      }),
    ).toBe('plate')
  })
})
