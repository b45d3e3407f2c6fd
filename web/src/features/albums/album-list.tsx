import { Island } from '../../lib/island.tsx'
import { AlbumRowSkeleton } from './album-row.tsx'
import AlbumsLive from './albums-live.tsx'
import type { AlbumListProps } from './list-props.ts'

/** The demo and most sites feature three albums: the skeleton keeps that row's height. */
const SKELETON_COUNT = 3

/** The featured albums (or the samples), loaded after the page is interactive. */
export function AlbumList({ headingLevel }: AlbumListProps) {
  return (
    <Island
      of={AlbumsLive}
      fallback={<AlbumRowSkeleton count={SKELETON_COUNT} />}
      props={{ headingLevel }}
      baked
    />
  )
}
