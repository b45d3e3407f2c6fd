import { css } from '#styled/css'
import { pageContainer } from '../../components/plain/looks.ts'
import { useExternalStore } from '../../lib/external-store.ts'
import { ownerBackgrounds } from './owner-backgrounds.ts'
import type { SectionKey } from './queries.ts'
import { type HeadingTone, headingTone } from './rules.ts'

type SectionHeadingProps = {
  id: string
  section: SectionKey
  title: string
  subtitle: string
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

/** The heading's and the subtitle's classes in each tone (see headingTone). */
const TONE_LOOKS: Record<HeadingTone, { block: string; heading: string; subtitle: string }> = {
  brand: {
    block: blockLook,
    heading: css(headingBase, { color: 'brand.800' }),
    subtitle: css(subtitleBase, { color: 'gray.700' }),
  },
  plate: {
    block: plateLook,
    heading: css(headingBase, { color: 'brand.800' }),
    subtitle: css(subtitleBase, { color: 'gray.700' }),
  },
  dark: {
    block: blockLook,
    heading: css(headingBase, { color: 'gray.900' }),
    subtitle: css(subtitleBase, { color: 'gray.900' }),
  },
  light: {
    block: blockLook,
    heading: css(headingBase, { color: 'white' }),
    subtitle: css(subtitleBase, { color: 'white' }),
  },
}

export function headingIdOf(id: string): string {
  return `${id}-titulo`
}

/**
 * A home section's heading and subtitle: the owner's texts when the section's background sets
 * them, else the defaults (the prerendered HTML, hydrated in place as an island). The block
 * keeps the same padding whatever the tone, so the swap does not move the cards below.
 */
export default function SectionHeading({
  id,
  section,
  title: defaultTitle,
  subtitle: defaultSubtitle,
}: SectionHeadingProps) {
  const background = useExternalStore(ownerBackgrounds, (all) => all[section])
  const title = background?.title?.trim() || defaultTitle
  const subtitle = background?.subtitle?.trim() || defaultSubtitle
  const looks = TONE_LOOKS[headingTone(background)]
  return (
    <div className={containerLook}>
      <div className={looks.block}>
        <h2 id={headingIdOf(id)} className={looks.heading}>
          {title}
        </h2>
        <p className={looks.subtitle}>{subtitle}</p>
      </div>
    </div>
  )
}
