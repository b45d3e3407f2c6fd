import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { ListState } from '../../components/content/list-state.tsx'
import { canCollapse, previewItems, ShowMoreButton } from '../../components/content/show-more.tsx'
import { useDomId } from '../../lib/dom-id.tsx'
import { QueryProvider } from '../../lib/query-provider.tsx'
import type { VideoListProps } from './list-props.ts'
import { type Video, videosQuery } from './queries.ts'
import { HOME_VIDEO_PREVIEW, resourcesVideos, visibleVideos } from './rules.ts'
import { VideoCard } from './video-card.tsx'
import { VideoGrid, VideoGridSkeleton } from './video-grid.tsx'

function CollapsedVideos({ videos, headingLevel }: { videos: Video[]; headingLevel: 'h2' | 'h3' }) {
  const [expanded, setExpanded] = useState(false)
  const listId = useDomId()
  return (
    <>
      <VideoGrid id={listId}>
        {previewItems(videos, HOME_VIDEO_PREVIEW, expanded).map((video) => (
          <VideoCard key={video.id} video={video} headingLevel={headingLevel} />
        ))}
      </VideoGrid>
      {canCollapse(videos.length, HOME_VIDEO_PREVIEW) && (
        <ShowMoreButton
          expanded={expanded}
          onToggle={() => setExpanded((current) => !current)}
          controls={listId}
        />
      )}
    </>
  )
}

function Videos({ variant, headingLevel, skeletonCount }: VideoListProps) {
  const query = useQuery({
    ...videosQuery,
    select: variant === 'resources' ? resourcesVideos : visibleVideos,
  })
  return (
    <ListState
      query={query}
      thing="los videos"
      skeleton={<VideoGridSkeleton count={skeletonCount} />}
      empty={<p>No hay vídeos disponibles en este momento.</p>}
    >
      {(videos) =>
        variant === 'home' ? (
          <CollapsedVideos videos={videos} headingLevel={headingLevel} />
        ) : (
          <VideoGrid>
            {videos.map((video) => (
              <VideoCard key={video.id} video={video} headingLevel={headingLevel} />
            ))}
          </VideoGrid>
        )
      }
    </ListState>
  )
}

export default function LiveVideos(props: VideoListProps) {
  return (
    <QueryProvider>
      <Videos {...props} />
    </QueryProvider>
  )
}
