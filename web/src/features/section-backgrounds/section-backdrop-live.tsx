import { useQuery } from '@tanstack/react-query'
import { type CSSProperties, useEffect } from 'react'
import { css } from '#styled/css'
import { QueryProvider } from '../../lib/query-provider.tsx'
import { publishBackground } from './owner-backgrounds.ts'
import { type SectionKey, sectionBackgroundQuery } from './queries.ts'
import { overlayOpacity } from './rules.ts'

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

function SectionBackdrop({ section }: { section: SectionKey }) {
  const { data } = useQuery(sectionBackgroundQuery(section))
  const background = data ?? null
  useEffect(() => publishBackground(section, background), [section, background])
  if (!background) return null
  return (
    <div className={backdropLook} aria-hidden="true">
      <div
        className={paintLook}
        style={
          {
            '--backdrop-color': background.backgroundColor || 'white',
            '--backdrop-image': background.backgroundUrl
              ? `url("${background.backgroundUrl}")`
              : 'none',
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

/**
 * One home section's background (image or colour with its overlay), drawn behind the section;
 * it also hands the owner's heading texts to the section heading.
 */
export default function LiveSectionBackdrop(props: { section: SectionKey }) {
  return (
    <QueryProvider>
      <SectionBackdrop {...props} />
    </QueryProvider>
  )
}
