import type { CSSProperties, DOMAttributes } from 'react'
import { FaPause, FaPlay } from 'react-icons/fa'
import { SITE_NAME } from '../../app/site.ts'
import { LinkButton } from '../../components/plain/link-button.tsx'
import styles from './hero.module.css'
import {
  HERO_FADE_MS,
  HERO_HEIGHT_PX,
  HERO_IMAGE_HEIGHT,
  HERO_IMAGE_WIDTH,
  type HeroSlide,
} from './slides.ts'

export const PRELOADING_TEXT = 'Precargando imágenes...'

export interface HeroViewProps {
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

const shownIf = (shown: boolean) => ({ opacity: shown ? 1 : 0 })

/** The spec's height and fade, handed to the stylesheet. */
const HERO_MEASURES = {
  '--hero-height': `${HERO_HEIGHT_PX}px`,
  '--hero-fade': `${HERO_FADE_MS}ms`,
} as CSSProperties

function SlidePicture({ slide, first }: { slide: HeroSlide; first: boolean }) {
  return (
    <img
      src={slide.imageUrl}
      srcSet={slide.imageSrcSet}
      sizes={slide.imageSrcSet ? '100vw' : undefined}
      alt=""
      width={HERO_IMAGE_WIDTH}
      height={HERO_IMAGE_HEIGHT}
      fetchPriority={first ? 'high' : 'low'}
      loading="eager"
      className={styles.picture}
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
      className={styles.hero}
      style={HERO_MEASURES}
      {...holdHandlers}
    >
      {slides.map((slide, index) => (
        <div
          key={slide.imageUrl + String(index)}
          aria-hidden="true"
          className={`${styles.slide} ${styles.fades}`}
          style={{ backgroundColor: slide.baseColor, ...shownIf(index === active) }}
        >
          {(index === 0 || !preloading) && <SlidePicture slide={slide} first={index === 0} />}
          {slide.overlay > 0 && (
            <div className={styles.overlay} style={{ opacity: slide.overlay }} />
          )}
        </div>
      ))}
      <div className={styles.container}>
        <div className={styles.panel}>
          <h1 className={styles.eyebrow}>{SITE_NAME} · Albacete</h1>
          <div className={styles.texts} aria-live={rotation && !rotation.paused ? 'off' : 'polite'}>
            {slides.map((slide, index) => (
              // biome-ignore lint/a11y/useSemanticElements: a slide is a group in the carousel pattern, not a form's fieldset
              <div
                key={slide.title + String(index)}
                role="group"
                aria-roledescription="diapositiva"
                aria-label={`${index + 1} de ${slides.length}`}
                className={styles.fades}
                style={shownIf(index === active)}
                inert={index !== active}
              >
                <p className={styles.title}>{slide.title}</p>
                {slide.subtitle && <p className={styles.subtitle}>{slide.subtitle}</p>}
                <div className={styles.action}>
                  <LinkButton to={slide.buttonLink} variant="light" size="lg" pill>
                    {slide.buttonText}
                  </LinkButton>
                </div>
              </div>
            ))}
          </div>
        </div>
      </div>
      <div className={styles.controls}>
        {/* biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form's fieldset */}
        <div role="group" aria-label="Elegir diapositiva" className={styles.choices}>
          {slides.map((slide, index) => (
            <button
              type="button"
              key={slide.title + String(index)}
              aria-label={`Diapositiva ${index + 1}: ${slide.title}`}
              aria-current={index === active ? 'true' : undefined}
              onClick={() => onSelect?.(index)}
              className={`${styles.round} ${styles.choice}`}
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
          className={`${styles.round} ${styles.pause}`}
        >
          {rotation.paused ? <FaPlay aria-hidden="true" /> : <FaPause aria-hidden="true" />}
        </button>
      )}
      {preloading && (
        <div role="status" className={styles.preloading}>
          {PRELOADING_TEXT}
        </div>
      )}
    </section>
  )
}
