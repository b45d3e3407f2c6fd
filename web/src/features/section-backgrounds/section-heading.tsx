import type { CSSProperties } from 'react'
import { css } from '#styled/css'
import { pageContainer } from '../../components/plain/looks.ts'
import { useExternalStore } from '../../lib/external-store.ts'
import { useHydrated } from '../../lib/island.tsx'
import { ownerBackgrounds } from './owner-backgrounds.ts'
import type { SectionBackground, SectionKey } from './queries.ts'
import { headingLook, overlayOpacity, type TextColor } from './rules.ts'

type SectionHeadingProps = {
  id: string
  section: SectionKey
  title: string
  subtitle: string
  /** The owner's background as the build read it (null: none, or a build without the API). */
  background: SectionBackground | null
}

/** Above the owner's backdrop, as the section's content. */
const containerLook = css(pageContainer, { zIndex: 1, mb: { base: '8', md: '10' } })

const blockBase = css.raw({
  maxW: '3xl',
  mx: 'auto',
  py: '3',
  px: { base: '4', md: '6' },
  borderRadius: 'card',
  textAlign: 'center',
})
const blockLook = css(blockBase)
const plateLook = css(blockBase, { bg: 'white/90' })

const headingBase = css.raw({
  m: '0',
  fontFamily: 'heading',
  fontSize: { base: '2xl', md: '3xl' },
  fontWeight: 'semibold',
  lineHeight: '1.25',
})

const subtitleBase = css.raw({ m: '0', mt: '2', fontSize: { base: 'md', md: 'lg' } })

/** The system colour of each text colour the rule picks (`TEXT_COLORS` holds their values). */
const HEADING_LOOKS: Record<TextColor, string> = {
  brand: css(headingBase, { color: 'brand.800' }),
  gray: css(headingBase, { color: 'gray.700' }),
  ink: css(headingBase, { color: 'gray.900' }),
  white: css(headingBase, { color: 'white' }),
  black: css(headingBase, { color: 'black' }),
}
const SUBTITLE_LOOKS: Record<TextColor, string> = {
  brand: css(subtitleBase, { color: 'brand.800' }),
  gray: css(subtitleBase, { color: 'gray.700' }),
  ink: css(subtitleBase, { color: 'gray.900' }),
  white: css(subtitleBase, { color: 'white' }),
  black: css(subtitleBase, { color: 'black' }),
}

const backdropLook = css({ position: 'absolute', inset: '0', zIndex: 0 })

/** The owner's picture or colour, handed in as variables (they come from the API). */
const paintLook = css({
  position: 'absolute',
  inset: '0',
  bgColor: 'var(--backdrop-color)',
  bgImage: 'var(--backdrop-image)',
  bgSize: 'cover',
  bgPosition: 'center',
})

const overlayLook = css({
  position: 'absolute',
  inset: '0',
  bgColor: 'white',
  opacity: 'var(--overlay-opacity)',
})

/**
 * The owner's background, covering the whole section behind its content. Its picture is asked
 * for once the section is live (near the viewport, after the page's largest paint): the HTML
 * holds the colour and the overlay, and the texts already sit as they will over the picture.
 */
function SectionBackdrop({ background }: { background: SectionBackground }) {
  const live = useHydrated()
  return (
    <div className={backdropLook} aria-hidden="true">
      <div
        className={paintLook}
        style={
          {
            '--backdrop-color': background.backgroundColor || 'white',
            '--backdrop-image':
              live && background.backgroundUrl ? `url("${background.backgroundUrl}")` : 'none',
          } as CSSProperties
        }
      />
      <div
        className={overlayLook}
        style={{ '--overlay-opacity': overlayOpacity(background.opacity) } as CSSProperties}
      />
    </div>
  )
}

export function headingIdOf(id: string): string {
  return `${id}-titulo`
}

/**
 * A home section's heading and subtitle, and the owner's background behind the section: her
 * texts when the background sets them, else the defaults, in the prerendered HTML as the build
 * read them, hydrated in place as an island, then as the backdrop island reads them again. The background and the text colours that keep 4.5:1 on it (`headingLook`)
 * are drawn in one render, so no frame shows the texts in colours meant for another background.
 * The block keeps the same padding with or without its panel, so the swap does not move the
 * cards below.
 */
export default function SectionHeading({
  id,
  section,
  title: defaultTitle,
  subtitle: defaultSubtitle,
  background: built,
}: SectionHeadingProps) {
  const published = useExternalStore(ownerBackgrounds, (all) => all[section])
  const background = published === undefined ? built : published
  const title = background?.title?.trim() || defaultTitle
  const subtitle = background?.subtitle?.trim() || defaultSubtitle
  const look = headingLook(background)
  return (
    <>
      {background && <SectionBackdrop background={background} />}
      <div className={containerLook}>
        <div className={look.plate ? plateLook : blockLook}>
          <h2 id={headingIdOf(id)} className={HEADING_LOOKS[look.heading]}>
            {title}
          </h2>
          <p className={SUBTITLE_LOOKS[look.subtitle]}>{subtitle}</p>
        </div>
      </div>
    </>
  )
}
