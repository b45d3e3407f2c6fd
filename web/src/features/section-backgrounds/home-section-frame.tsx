import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { css } from '#styled/css'
import { LinkButton } from '../../components/plain/link-button.tsx'
import { pageContainer } from '../../components/plain/looks.ts'
import { HydratedIsland, Island } from '../../lib/island.tsx'
import { usePageQueryClient } from '../../lib/query-provider.tsx'
import { type SectionKey, sectionBackgroundQuery } from './queries.ts'
import SectionBackdropLive from './section-backdrop-live.tsx'
import SectionHeading, { headingIdOf } from './section-heading.tsx'

export type { SectionKey } from './queries.ts'

const sectionLook = css({
  position: 'relative',
  overflow: 'hidden',
  py: { base: '12', md: '16' },
  // Room the sticky header takes, so a jump to the anchor does not hide the heading.
  scrollMarginTop: '88px',
})

/** Above the owner's backdrop. */
const contentLook = css(pageContainer, { zIndex: 1 })

// A solid button keeps its contrast on whatever background the owner picks for the section.
const allLinkLook = css({ display: 'flex', justifyContent: 'center', mt: { base: '8', md: '10' } })

/** The page with the section's whole list, and how its link reads ("Ver todas las actividades"). */
export interface WholeList {
  to: string
  label: string
}

/**
 * A section of the home page, drawn with static CSS (an island may draw a whole section, as the
 * promotions do to drop it when empty): its anchor id, the owner's background for `section`
 * (image or colour with overlay) and heading texts when set, else the defaults, and the content.
 * The prerenderer reads the background (`GET /api/carousel-backgrounds/{section}`) like a list,
 * so her texts and colours are in the HTML; the backdrop island reads it again once live.
 */
export function HomeSection({
  id,
  section,
  title,
  subtitle,
  all,
  children,
}: {
  /** The anchor: servicios, actividades, productos, testimonios, videos, libros, promociones, musica. */
  id: string
  section: SectionKey
  title: string
  subtitle: string
  /** Where the section's whole list is, when it has a page of its own. */
  all?: WholeList
  children: ReactNode
}) {
  const background = useQuery(sectionBackgroundQuery(section), usePageQueryClient()).data ?? null
  return (
    <section id={id} aria-labelledby={headingIdOf(id)} className={sectionLook}>
      <HydratedIsland of={SectionHeading} props={{ id, section, title, subtitle, background }} />
      <Island of={SectionBackdropLive} fallback={null} props={{ section }} />
      <div className={contentLook}>
        {children}
        {all && (
          <div className={allLinkLook}>
            <LinkButton to={all.to} pill>
              {all.label}
            </LinkButton>
          </div>
        )}
      </div>
    </section>
  )
}
