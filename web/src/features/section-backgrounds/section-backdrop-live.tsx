import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { QueryProvider } from '../../lib/query-provider.tsx'
import { publishBackground } from './owner-backgrounds.ts'
import { type SectionKey, sectionBackgroundQuery } from './queries.ts'
import { overlayOpacity } from './rules.ts'

function SectionBackdrop({ section }: { section: SectionKey }) {
  const { data } = useQuery(sectionBackgroundQuery(section))
  const background = data ?? null
  useEffect(() => publishBackground(section, background), [section, background])
  if (!background) return null
  return (
    <div style={{ position: 'absolute', inset: 0, zIndex: 0 }} aria-hidden="true">
      <div
        style={{
          position: 'absolute',
          inset: 0,
          backgroundColor: background.backgroundColor || 'white',
          backgroundImage: background.backgroundUrl
            ? `url("${background.backgroundUrl}")`
            : undefined,
          backgroundSize: 'cover',
          backgroundPosition: 'center',
        }}
      />
      <div
        style={{
          position: 'absolute',
          inset: 0,
          backgroundColor: 'white',
          opacity: overlayOpacity(background.opacity),
        }}
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
