import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { QueryProvider } from '../../lib/query-provider.tsx'
import { publishBackground } from './owner-backgrounds.ts'
import { type SectionKey, sectionBackgroundQuery } from './queries.ts'

function SectionBackgroundReader({ section }: { section: SectionKey }) {
  const { data, status } = useQuery(sectionBackgroundQuery(section))
  // Until the first answer the heading keeps what the page was built with; a failure is none.
  const background = status === 'pending' ? undefined : (data ?? null)
  useEffect(() => {
    if (background !== undefined) publishBackground(section, background)
  }, [section, background])
  return null
}

/**
 * Reads one home section's background again (the page was built with it, `HomeSection`) and
 * hands it to the section's heading, which draws it (image or colour with its overlay) in the
 * same render as the text colours that suit it.
 */
export default function LiveSectionBackdrop(props: { section: SectionKey }) {
  return (
    <QueryProvider>
      <SectionBackgroundReader {...props} />
    </QueryProvider>
  )
}
