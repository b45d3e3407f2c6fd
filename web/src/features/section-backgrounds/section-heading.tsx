import { useExternalStore } from '../../lib/external-store.ts'
import styles from './home-section-frame.module.css'
import { ownerBackgrounds } from './owner-backgrounds.ts'
import type { SectionKey } from './queries.ts'
import { type HeadingTone, headingTone } from './rules.ts'

type SectionHeadingProps = {
  id: string
  section: SectionKey
  title: string
  subtitle: string
}

const HEADING_COLORS: Record<HeadingTone, { heading: string; subtitle: string }> = {
  brand: { heading: 'brand-800', subtitle: 'gray-700' },
  plate: { heading: 'brand-800', subtitle: 'gray-700' },
  dark: { heading: 'gray-900', subtitle: 'gray-900' },
  light: { heading: 'white', subtitle: 'white' },
}

const color = (token: string) => ({ color: `var(--chakra-colors-${token})` })

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
  const tone = headingTone(background)
  return (
    <div className={styles.headingContainer}>
      <div
        className={
          tone === 'plate' ? `${styles.headingBlock} ${styles.plate}` : styles.headingBlock
        }
      >
        <h2
          id={headingIdOf(id)}
          className={styles.heading}
          style={color(HEADING_COLORS[tone].heading)}
        >
          {title}
        </h2>
        <p className={styles.subtitle} style={color(HEADING_COLORS[tone].subtitle)}>
          {subtitle}
        </p>
      </div>
    </div>
  )
}
