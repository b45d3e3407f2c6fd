import type { CSSProperties, DOMAttributes } from 'react'
import { FaPause, FaPlay } from 'react-icons/fa'
import { css } from '#styled/css'
import { LinkButton } from '../../components/plain/link-button.tsx'
import { pageContainer } from '../../components/plain/looks.ts'
import {
  HERO_FADE_MS,
  HERO_HEIGHT_PX,
  HERO_IMAGE_HEIGHT,
  HERO_IMAGE_WIDTH,
  type HeroSlide,
} from './slides.ts'

export const PRELOADING_TEXT = 'Precargando imágenes...'

export interface HeroViewProps {
  /** «Nombre del sitio», the carousel's heading. */
  siteName: string
  slides: readonly HeroSlide[]
  active: number
  /** Until all three pictures are in, only the first is drawn and the note shows. */
  preloading: boolean
  onSelect?: (index: number) => void
  /** Absent when nothing rotates (reduced motion): no pause button. */
  rotation?: { paused: boolean; onToggle: () => void }
  /** Pointer and focus handlers of the carousel, which hold the rotation while in use. */
  holdHandlers?: Pick<
    DOMAttributes<HTMLElement>,
    'onMouseEnter' | 'onMouseLeave' | 'onFocus' | 'onBlur'
  >
}

/** The spec's height and fade, handed to the stylesheet. */
const HERO_MEASURES = {
  '--hero-height': `${HERO_HEIGHT_PX}px`,
  '--hero-fade': `${HERO_FADE_MS}ms`,
} as CSSProperties

/** The hero's dark green at 82%, under the texts and the round buttons. */
const PANEL_BACKGROUND = 'rgba(18, 52, 39, 0.82)'

const heroLook = css({
  position: 'relative',
  h: 'var(--hero-height)',
  overflow: 'hidden',
  bg: 'brand.900',
})

const fades = css.raw({
  transition: 'opacity var(--hero-fade) ease-in-out',
  _motionReduce: { transition: 'none' },
})
const shownTexts = css(fades, { opacity: 1 })
const hiddenTexts = css(fades, { opacity: 0 })

/** A slide's picture, on the owner's colour when set. */
const slideLook = css.raw(fades, {
  position: 'absolute',
  inset: '0',
  bgColor: 'var(--slide-color, transparent)',
})
const shownSlide = css(slideLook, { opacity: 1 })
const hiddenSlide = css(slideLook, { opacity: 0 })

const overlayLook = css({
  position: 'absolute',
  inset: '0',
  bg: 'white',
  opacity: 'var(--overlay-opacity)',
})

const pictureLook = css({ w: 'full', h: 'full', objectFit: 'cover', display: 'block' })

const containerLook = css(pageContainer, { display: 'flex', alignItems: 'center', h: 'full' })

const panelLook = css({
  w: 'full',
  maxW: '2xl',
  py: { base: '6', md: '8' },
  px: { base: '5', md: '10' },
  borderRadius: 'card',
  bg: PANEL_BACKGROUND,
  color: 'white',
})

const eyebrowLook = css({
  mb: '3',
  fontSize: { base: 'xs', md: 'sm' },
  fontWeight: 'semibold',
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  color: 'brand.100',
})

/** Every slide's texts in one cell: the panel has the tallest one's height from the start. */
const textsLook = css({ display: 'grid', '& > *': { gridArea: '1 / 1' } })

const titleLook = css({
  fontFamily: 'heading',
  fontSize: { base: '3xl', md: '5xl' },
  lineHeight: '1.15',
  fontWeight: 'bold',
})

const subtitleLook = css({
  mt: '3',
  fontSize: { base: 'md', md: 'xl' },
  color: 'whiteAlpha.950',
})

const actionLook = css({ mt: '6' })

const controlsLook = css({
  position: 'absolute',
  bottom: '5',
  left: '0',
  right: '0',
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  gap: '3',
})

const choicesLook = css({ display: 'flex', gap: '2' })

const round = css.raw({
  w: '10',
  h: '10',
  borderRadius: 'full',
  border: '2px solid white',
  bg: PANEL_BACKGROUND,
  color: 'white',
  cursor: 'pointer',
  // A white ring with a dark edge: visible on the light and the dark parts of any picture.
  _focusVisible: {
    outline: '3px solid white',
    outlineOffset: '2px',
    boxShadow: '0 0 0 7px #123427',
  },
})

const choiceLook = css(round, {
  fontWeight: 'bold',
  _current: { bg: 'white', color: 'brand.800' },
})

const pauseLook = css(round, {
  position: 'absolute',
  right: { base: '4', md: '8' },
  bottom: '5',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
})

const preloadingLook = css({
  position: 'absolute',
  top: '4',
  right: '4',
  py: '1',
  px: '3',
  borderRadius: 'pill',
  bg: PANEL_BACKGROUND,
  color: 'white',
  fontSize: 'xs',
})

function SlidePicture({ slide, first }: { slide: HeroSlide; first: boolean }) {
  return (
    <img
      src={slide.imageUrl}
      srcSet={slide.imageSrcSet}
      sizes={slide.imageSrcSet ? '100vw' : undefined}
      alt={slide.imageAlt}
      width={HERO_IMAGE_WIDTH}
      height={HERO_IMAGE_HEIGHT}
      fetchPriority={first ? 'high' : 'low'}
      loading="eager"
      className={pictureLook}
    />
  )
}

/**
 * The hero carousel as drawn. The first slide's picture is a real <img> with its size and
 * fetchpriority=high, and every slide's texts are in the prerendered HTML (stacked in one grid
 * cell so the panel has the tallest one's height from the start); the inactive ones are inert.
 * "Precargando imágenes..." is a small note over slide 1 rather than a screen hiding it: the
 * first picture is the largest paint of the page, and hiding it until the other two arrive
 * would delay it for nothing.
 */
export function HeroView({
  siteName,
  slides,
  active,
  preloading,
  onSelect,
  rotation,
  holdHandlers,
}: HeroViewProps) {
  return (
    <section
      aria-roledescription="carrusel"
      aria-label="Presentación"
      className={heroLook}
      style={HERO_MEASURES}
      {...holdHandlers}
    >
      {slides.map((slide, index) => (
        <div
          key={slide.imageUrl + String(index)}
          aria-hidden="true"
          className={index === active ? shownSlide : hiddenSlide}
          style={{ '--slide-color': slide.baseColor } as CSSProperties}
        >
          {(index === 0 || !preloading) && <SlidePicture slide={slide} first={index === 0} />}
          {slide.overlay > 0 && (
            <div
              className={overlayLook}
              style={{ '--overlay-opacity': slide.overlay } as CSSProperties}
            />
          )}
        </div>
      ))}
      <div className={containerLook}>
        <div className={panelLook}>
          <h1 className={eyebrowLook}>{siteName} · Albacete</h1>
          <div className={textsLook} aria-live={rotation && !rotation.paused ? 'off' : 'polite'}>
            {slides.map((slide, index) => (
              // biome-ignore lint/a11y/useSemanticElements: a slide is a group in the carousel pattern, not a form's fieldset
              <div
                key={slide.title + String(index)}
                role="group"
                aria-roledescription="diapositiva"
                aria-label={`${index + 1} de ${slides.length}`}
                className={index === active ? shownTexts : hiddenTexts}
                inert={index !== active}
              >
                <p className={titleLook}>{slide.title}</p>
                {slide.subtitle && <p className={subtitleLook}>{slide.subtitle}</p>}
                <div className={actionLook}>
                  <LinkButton to={slide.buttonLink} variant="light" size="lg" pill>
                    {slide.buttonText}
                  </LinkButton>
                </div>
              </div>
            ))}
          </div>
        </div>
      </div>
      <div className={controlsLook}>
        {/* biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form's fieldset */}
        <div role="group" aria-label="Elegir diapositiva" className={choicesLook}>
          {slides.map((slide, index) => (
            <button
              type="button"
              key={slide.title + String(index)}
              aria-label={`Diapositiva ${index + 1}: ${slide.title}`}
              aria-current={index === active ? 'true' : undefined}
              onClick={() => onSelect?.(index)}
              className={choiceLook}
            >
              {index + 1}
            </button>
          ))}
        </div>
      </div>
      {rotation && (
        <button
          type="button"
          aria-label={rotation.paused ? 'Reanudar la presentación' : 'Pausar la presentación'}
          onClick={rotation.onToggle}
          className={pauseLook}
        >
          {rotation.paused ? <FaPlay aria-hidden="true" /> : <FaPause aria-hidden="true" />}
        </button>
      )}
      {preloading && (
        <div role="status" className={preloadingLook}>
          {PRELOADING_TEXT}
        </div>
      )}
    </section>
  )
}
