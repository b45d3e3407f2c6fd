import type { ReactNode } from 'react'
import { useExternalStore } from '../../lib/external-store.ts'
import { Island } from '../../lib/island.tsx'
import { WhenNear } from '../../lib/when-near.tsx'
import styles from './home-section-frame.module.css'
import { ownerBackgrounds } from './owner-backgrounds.ts'
import type { SectionKey } from './queries.ts'
import { type HeadingTone, headingTone } from './rules.ts'

export type { SectionKey } from './queries.ts'

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
 * them, else the defaults (which the prerendered HTML has). The block keeps the same padding
 * whatever the tone, so the swap does not move the cards below.
 */
export function SectionHeading({
  id,
  section,
  title: defaultTitle,
  subtitle: defaultSubtitle,
}: {
  id: string
  section: SectionKey
  title: string
  subtitle: string
}) {
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

/**
 * A section of the home page, drawn with static CSS (an island may draw a whole section, as the
 * promotions do to drop it when empty): its anchor id, the owner's background for `section`
 * (image or colour with overlay) and heading texts when set, else the defaults, and the content.
 * The default heading is in the prerendered HTML; the background arrives with the island, when
 * the section comes within a screen of the viewport.
 */
export function HomeSection({
  id,
  section,
  title,
  subtitle,
  children,
}: {
  /** The anchor: servicios, actividades, productos, testimonios, videos, libros, promociones, musica. */
  id: string
  section: SectionKey
  title: string
  subtitle: string
  children: ReactNode
}) {
  return (
    <section id={id} aria-labelledby={headingIdOf(id)} className={styles.section}>
      <SectionHeading id={id} section={section} title={title} subtitle={subtitle} />
      <WhenNear placeholder={null}>
        <Island name="section-backdrop" fallback={null} props={{ section }} />
      </WhenNear>
      <div className={styles.container}>{children}</div>
    </section>
  )
}
