import { Island } from '../../lib/island.tsx'
import { AlbumDetailSkeleton } from './album-detail-layout.tsx'
import AlbumDetailLive from './album-detail-live.tsx'

/** One album and its tracks, loaded in the browser (album pages are not prerendered). */
export function AlbumDetail({ id, siteName }: { id: string; siteName: string }) {
  return (
    <Island
      of={AlbumDetailLive}
      baked
      fallback={<AlbumDetailSkeleton />}
      props={{ id, siteName }}
    />
  )
}
