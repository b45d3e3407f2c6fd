import { useQueries, useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { QueryProvider } from '../../lib/query-provider.tsx'
import { heroOwnerContent } from './owner-content.ts'
import { HERO_POSITIONS, heroBackgroundQuery, heroContentQuery } from './queries.ts'

function HeroData() {
  const contents = useQuery(heroContentQuery).data
  const [first, second, third] = useQueries({
    queries: HERO_POSITIONS.map((position) => heroBackgroundQuery(position)),
  }).map((query) => query.data)
  useEffect(() => {
    // Until its first answer the carousel keeps the slides the page was built with.
    if (contents === undefined) return
    heroOwnerContent.set({ contents, backgrounds: [first, second, third] })
  }, [contents, first, second, third])
  return null
}

/** Reads the owner's hero texts and pictures and hands them to the (already drawn) carousel. */
export default function LiveHeroData() {
  return (
    <QueryProvider>
      <HeroData />
    </QueryProvider>
  )
}
