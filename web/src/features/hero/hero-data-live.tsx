import { useQueries, useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { QueryProvider } from '../../lib/query-provider.tsx'
import { heroOwnerContent } from './owner-content.ts'
import { heroBackgroundQuery, heroContentQuery } from './queries.ts'
import { HERO_SLIDE_COUNT } from './slides.ts'

const POSITIONS = Array.from({ length: HERO_SLIDE_COUNT }, (_, index) => index + 1)

function HeroData() {
  const contents = useQuery(heroContentQuery).data
  const [first, second, third] = useQueries({
    queries: POSITIONS.map((position) => heroBackgroundQuery(position)),
  }).map((query) => query.data)
  useEffect(() => {
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
