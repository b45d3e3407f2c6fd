import type { ReactNode } from 'react'
import { Box, Grid, Stack } from '#styled/jsx'
import { visuallyHidden } from '#styled/patterns'
import { Skeleton, SkeletonText } from '../../components/plain/skeleton.tsx'

const hiddenHeading = visuallyHidden()

/** Cover beside the texts from a tablet up, above them on a phone. */
export function AlbumLayout({ cover, children }: { cover: ReactNode; children: ReactNode }) {
  return (
    <Grid gridTemplateColumns={{ base: '1fr', md: '320px 1fr' }} gap={{ base: '6', md: '10' }}>
      <Box maxW={{ base: '320px', md: 'none' }} w="full">
        {cover}
      </Box>
      <Stack gap="3">{children}</Stack>
    </Grid>
  )
}

export function AlbumDetailSkeleton() {
  return (
    <div aria-busy="true">
      <h1 className={hiddenHeading}>Cargando álbum…</h1>
      <AlbumLayout cover={<Skeleton style={{ aspectRatio: '1 / 1', width: '100%' }} />}>
        <Skeleton style={{ height: '2.5rem', width: '70%' }} />
        <Skeleton style={{ height: '1.25rem', width: '40%' }} />
        <Skeleton style={{ height: '1rem', width: '50%' }} />
        <SkeletonText lines={3} />
      </AlbumLayout>
      <Skeleton
        style={{ height: '1.75rem', width: '8rem', marginTop: '3rem', marginBottom: '1rem' }}
      />
      <Stack gap="2">
        {[1, 2, 3, 4].map((row) => (
          <Skeleton key={row} style={{ height: '3rem', width: '100%' }} />
        ))}
      </Stack>
    </div>
  )
}
