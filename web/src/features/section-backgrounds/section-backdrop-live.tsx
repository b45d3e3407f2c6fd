import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { QueryProvider } from '../../lib/query-provider.tsx'
import { publishBackground } from './owner-backgrounds.ts'
import { type SectionKey, sectionBackgroundQuery } from './queries.ts'

function SectionBackgroundReader({ section }: { section: SectionKey }) {
  const { data } = useQuery(sectionBackgroundQuery(section))
  const background = data ?? null
  useEffect(() => publishBackground(section, background), [section, background])
  return null
}

/**
 * Reads one home section's background and hands it to the section's heading, which draws it
 * (image or colour with its overlay) in the same render as the text colours that suit it.
 */
export default function LiveSectionBackdrop(props: { section: SectionKey }) {
  return (
    <QueryProvider>
      <SectionBackgroundReader {...props} />
    </QueryProvider>
  )
}
