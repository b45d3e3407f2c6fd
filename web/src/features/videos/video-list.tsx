import { Island } from '../../lib/island.tsx'
import type { VideoListProps } from './list-props.ts'
import { HOME_VIDEO_PREVIEW, RESOURCES_VIDEO_LIMIT } from './rules.ts'
import { VideoGridSkeleton } from './video-grid.tsx'
import VideosLive from './videos-live.tsx'

const SKELETON_COUNTS = { home: HOME_VIDEO_PREVIEW, page: 8, resources: RESOURCES_VIDEO_LIMIT }

/** The videos, loaded after the page is interactive; until then, cards' skeletons. */
export function VideoList({
  variant,
  headingLevel,
}: {
  variant: VideoListProps['variant']
  headingLevel: VideoListProps['headingLevel']
}) {
  const props: VideoListProps = {
    variant,
    headingLevel,
    skeletonCount: SKELETON_COUNTS[variant],
  }
  return (
    <Island
      of={VideosLive}
      fallback={<VideoGridSkeleton count={props.skeletonCount} />}
      props={{ ...props }}
      baked
    />
  )
}
