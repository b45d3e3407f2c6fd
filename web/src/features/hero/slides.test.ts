import { describe, expect, it } from 'vitest'
import type { HeroContent } from './queries.ts'
import { DEFAULT_SLIDES, nextSlide, resolveSlides } from './slides.ts'

function item(id: number, order: number, extra: Partial<HeroContent> = {}): HeroContent {
  return {
    id,
    order,
    title: `Título ${id}`,
    isActive: true,
    createdAt: '',
    updatedAt: '',
    ...extra,
  } as HeroContent
}

const background = (backgroundUrl: string | null, opacity = 100) => ({
  backgroundUrl,
  backgroundColor: '#ffffff',
  opacity,
  title: null,
  subtitle: null,
})

describe('hero slides', () => {
  it("the spec's three slides when the owner has nothing: coach, resources, retreats", () => {
    const slides = resolveSlides(undefined, [])
    expect(slides).toEqual(DEFAULT_SLIDES)
    expect(slides.map((slide) => slide.buttonLink)).toEqual([
      '/servicios',
      '/recursos',
      '/actividades',
    ])
    expect(slides.map((slide) => slide.imageUrl)).toEqual([
      '/demo/hero-1.webp',
      '/demo/hero-2.webp',
      '/demo/hero-3.webp',
    ])
    expect(slides[0].imageSrcSet).toBe('/demo/hero-1.webp 1280w')
  })

  it('active hero content items, by order, replace the slides texts; missing buttons keep the default', () => {
    const slides = resolveSlides(
      [
        item(5, 2, { ctaText: 'Ver', ctaLink: '/videos' }),
        item(9, 1),
        item(7, 0, { isActive: false }),
      ],
      [],
    )
    expect(slides[0]).toMatchObject({
      title: 'Título 9',
      buttonText: DEFAULT_SLIDES[0].buttonText,
      buttonLink: '/servicios',
    })
    expect(slides[1]).toMatchObject({ title: 'Título 5', buttonText: 'Ver', buttonLink: '/videos' })
    expect(slides[2].title).toBe(DEFAULT_SLIDES[2].title)
  })

  it("each slide's picture is its item's own; hero background positions only tint and wash it", () => {
    const slides = resolveSlides(
      [
        item(1, 0, { backgroundUrl: 'https://cdn.example/propia.webp' }),
        item(2, 1, { backgroundUrl: '' }),
      ],
      [
        background('https://cdn.example/fondo-1.webp', 80),
        background('https://cdn.example/fondo-2.webp'),
        background('https://cdn.example/fondo-3.webp'),
      ],
    )
    expect(slides.map((slide) => slide.imageUrl)).toEqual([
      'https://cdn.example/propia.webp',
      '/demo/hero-2.webp',
      '/demo/hero-3.webp',
    ])
    expect(slides[0].imageSrcSet).toBeUndefined()
    expect(slides[1].imageSrcSet).toBe('/demo/hero-2.webp 1280w')
    expect(slides[0].overlay).toBeCloseTo(0.2)
    expect(slides[0].baseColor).toBe('#ffffff')
  })

  it("without a content item, a background position's own title shows with the default button", () => {
    const slides = resolveSlides([], [{ ...background(null), title: 'Bienvenida', subtitle: null }])
    expect(slides[0]).toMatchObject({
      title: 'Bienvenida',
      subtitle: undefined,
      buttonLink: '/servicios',
      imageUrl: '/demo/hero-1.webp',
    })
  })

  it('the slide after the last is the first', () => {
    expect([0, 1, 2].map((slide) => nextSlide(slide))).toEqual([1, 2, 0])
  })
})
