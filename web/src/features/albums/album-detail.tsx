import { Box } from '@chakra-ui/react/box'
import { Grid } from '@chakra-ui/react/grid'
import { Skeleton, SkeletonText } from '@chakra-ui/react/skeleton'
import { Stack } from '@chakra-ui/react/stack'
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden'
import type { ReactNode } from 'react'
import { Island } from '../../lib/island.tsx'
import AlbumDetailLive from './album-detail-live.tsx'

/** Cover beside the texts from a tablet up, above them on a phone. */
export function AlbumLayout({ cover, children }: { cover: ReactNode; children: ReactNode }) {
  return (
    <Grid templateColumns={{ base: '1fr', md: '320px 1fr' }} gap={{ base: '6', md: '10' }}>
      <Box maxW={{ base: '320px', md: 'none' }} w="full">
        {cover}
      </Box>
      <Stack gap="3">{children}</Stack>
    </Grid>
  )
}

export function AlbumDetailSkeleton() {
  return (
    <Box aria-busy="true">
      <VisuallyHidden asChild>
        <h1>Cargando álbum…</h1>
      </VisuallyHidden>
      <AlbumLayout cover={<Skeleton aspectRatio="1 / 1" w="full" />}>
        <Skeleton h="10" w="70%" />
        <Skeleton h="5" w="40%" />
        <Skeleton h="4" w="50%" />
        <SkeletonText noOfLines={3} />
      </AlbumLayout>
      <Skeleton h="7" w="32" mt="12" mb="4" />
      <Stack gap="2">
        {[1, 2, 3, 4].map((row) => (
          <Skeleton key={row} h="12" w="full" />
        ))}
      </Stack>
    </Box>
  )
}

/** One album and its tracks, loaded in the browser (album pages are not prerendered). */
export function AlbumDetail({ id }: { id: string }) {
  return <Island of={AlbumDetailLive} baked fallback={<AlbumDetailSkeleton />} props={{ id }} />
}
