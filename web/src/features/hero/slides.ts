import { uploadedSrcSet } from '../../lib/image-variants.ts'
import type { HeroBackground, HeroContent } from './queries.ts'

/** Spec section 9: three slides, a new one every 17 s, a 1.5 s fade, 580 px high. */
export const HERO_SLIDE_COUNT = 3
export const HERO_INTERVAL_MS = 17_000
export const HERO_FADE_MS = 1_500
export const HERO_HEIGHT_PX = 580
/** The demo pictures' size: the first one's width and height are in the prerendered HTML. */
export const HERO_IMAGE_WIDTH = 1280
export const HERO_IMAGE_HEIGHT = 580

export interface HeroSlide {
  title: string
  subtitle?: string
  buttonText: string
  buttonLink: string
  imageUrl: string
  /** What the picture shows, read aloud in its place; '' for a decorative one. */
  imageAlt: string
  /** Set for pictures whose widths are known (the demo ones); the owner's uploads have none. */
  imageSrcSet?: string
  /** Colour under the picture while it loads (the owner's background colour). */
  baseColor?: string
  /** Opacity of the white layer over the picture: 1 - opacity/100 of the owner's background. */
  overlay: number
}

const DEMO_IMAGES = ['/demo/hero-1.webp', '/demo/hero-2.webp', '/demo/hero-3.webp'] as const

/** The spec's three slides: nutrition coach, resources author, retreats and workshops. */
export const DEFAULT_SLIDES: readonly HeroSlide[] = [
  {
    title: 'Coach de nutrición y salud integral',
    subtitle: 'Acompañamiento personal para que comer bien sea sencillo y placentero.',
    buttonText: 'Descubre las terapias',
    buttonLink: '/servicios',
    imageUrl: DEMO_IMAGES[0],
    imageAlt: 'Ilustración de colinas verdes al amanecer bajo un cielo anaranjado',
    overlay: 0,
  },
  {
    title: 'Autora de guías y recursos de bienestar',
    subtitle: 'Libros, música y vídeos para cuidarte a tu ritmo desde casa.',
    buttonText: 'Ver recursos',
    buttonLink: '/recursos',
    imageUrl: DEMO_IMAGES[1],
    imageAlt: 'Ilustración de montañas azul mar bajo un sol pálido',
    overlay: 0,
  },
  {
    title: 'Retiros y talleres para reconectar',
    subtitle: 'Encuentros en la naturaleza y en el centro para aprender en compañía.',
    buttonText: 'Próximas actividades',
    buttonLink: '/actividades',
    imageUrl: DEMO_IMAGES[2],
    imageAlt: 'Ilustración de colinas verdes en capas bajo un cielo verde claro',
    overlay: 0,
  },
].map((slide) => ({ ...slide, imageSrcSet: srcSetFor(slide.imageUrl) }))

/** A srcset for the pictures whose width the site knows; undefined for any other address. */
export function srcSetFor(url: string): string | undefined {
  if ((DEMO_IMAGES as readonly string[]).includes(url)) return `${url} ${HERO_IMAGE_WIDTH}w`
  return uploadedSrcSet(url)
}

function text(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim()
  return trimmed ? trimmed : undefined
}

function overlayOf(background: HeroBackground | null | undefined): number {
  if (!background) return 0
  return 1 - Math.min(100, Math.max(0, background.opacity ?? 100)) / 100
}

/**
 * The hero content items that become slides, in slide order: the active ones with a title, by
 * order then id; only the first HERO_SLIDE_COUNT are shown.
 */
export function slideItems<T extends Pick<HeroContent, 'id' | 'order' | 'isActive' | 'title'>>(
  contents: readonly T[] | null | undefined,
): T[] {
  return (contents ?? [])
    .filter((item) => item.isActive !== false && text(item.title))
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0) || a.id - b.id)
}

/**
 * Where the owner's content appears in the hero (docs/public-site.md). There are always three
 * slides; slide n takes:
 * - its texts from the n-th active hero content item by order (title, subtitle, and the
 *   button's text and link, each falling back to the default slide's button); without that
 *   item, the title and subtitle of hero background position n when set; else the default;
 * - its picture from that item's own picture (set in "Contenido del Hero", the one place for it),
 *   else the demo picture /demo/hero-n.webp; a picture stored on hero background position n is
 *   not used (the admin no longer offers it), but that background's colour shows under the
 *   picture while it loads and its opacity washes the picture with white.
 */
export function resolveSlides(
  contents: readonly HeroContent[] | null | undefined,
  backgrounds: readonly (HeroBackground | null | undefined)[],
): HeroSlide[] {
  const items = slideItems(contents)
  return DEFAULT_SLIDES.map((fallback, index) => {
    const item = items[index]
    const background = backgrounds[index] ?? undefined
    const texts = item
      ? {
          title: text(item.title) ?? fallback.title,
          subtitle: text(item.subtitle),
          buttonText: text(item.ctaText) ?? fallback.buttonText,
          buttonLink: text(item.ctaLink) ?? fallback.buttonLink,
        }
      : text(background?.title)
        ? {
            title: text(background?.title) ?? fallback.title,
            subtitle: text(background?.subtitle),
            buttonText: fallback.buttonText,
            buttonLink: fallback.buttonLink,
          }
        : {
            title: fallback.title,
            subtitle: fallback.subtitle,
            buttonText: fallback.buttonText,
            buttonLink: fallback.buttonLink,
          }
    const ownPicture = text(item?.backgroundUrl)
    const imageUrl = ownPicture ?? fallback.imageUrl
    return {
      ...texts,
      imageUrl,
      // Her picture says what she wrote of it (nothing yet: it is left unsaid, as before).
      imageAlt: ownPicture ? (item?.backgroundAlt ?? '') : fallback.imageAlt,
      imageSrcSet: srcSetFor(imageUrl),
      baseColor: text(background?.backgroundColor),
      overlay: overlayOf(background),
    }
  })
}

/** The slide after `current`, back to the first after the last. */
export function nextSlide(current: number, count: number = HERO_SLIDE_COUNT): number {
  return (current + 1) % count
}
