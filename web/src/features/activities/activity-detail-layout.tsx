import type { ReactNode } from 'react'
import { Box, Grid, Stack } from '#styled/jsx'
import { visuallyHidden } from '#styled/patterns'
import { Skeleton, SkeletonText } from '../../components/plain/skeleton.tsx'
import { ACTIVITY_IMAGE_HEIGHT, ACTIVITY_IMAGE_WIDTH } from './activity-skeleton.tsx'

const hiddenHeading = visuallyHidden()

/** The picture beside the texts from a tablet up, above them on a phone. */
export function ActivityLayout({ picture, children }: { picture: ReactNode; children: ReactNode }) {
  return (
    <Grid
      gridTemplateColumns={{ base: '1fr', md: '2fr 3fr' }}
      gap={{ base: '6', md: '10' }}
      alignItems="start"
    >
      <Box w="full" rounded="card" overflow="hidden">
        {picture}
      </Box>
      <Stack gap="4" minW="0">
        {children}
      </Stack>
    </Grid>
  )
}

export function ActivityDetailSkeleton() {
  return (
    <div aria-busy="true">
      <h1 className={hiddenHeading}>Cargando actividad…</h1>
      <ActivityLayout
        picture={
          <Skeleton
            style={{
              aspectRatio: `${ACTIVITY_IMAGE_WIDTH} / ${ACTIVITY_IMAGE_HEIGHT}`,
              width: '100%',
            }}
          />
        }
      >
        <Skeleton style={{ height: '1.5rem', width: '40%' }} />
        <Skeleton style={{ height: '2.5rem', width: '75%' }} />
        <SkeletonText lines={3} />
        <SkeletonText lines={5} />
      </ActivityLayout>
    </div>
  )
}
