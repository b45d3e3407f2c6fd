import { useQuery } from '@tanstack/react-query'
import { ListState } from '../../components/content/list-state.tsx'
import { QueryProvider } from '../../lib/query-provider.tsx'
import { AlbumCard } from './album-card.tsx'
import { AlbumRow, AlbumRowSkeleton } from './album-row.tsx'
import type { AlbumListProps } from './list-props.ts'
import { featuredAlbumsQuery } from './queries.ts'
import { albumsToShow, listenLink } from './rules.ts'

function Albums({ headingLevel }: AlbumListProps) {
  const query = useQuery({ ...featuredAlbumsQuery, select: albumsToShow })
  const userAgent = navigator.userAgent
  return (
    <ListState query={query} thing="los álbumes" skeleton={<AlbumRowSkeleton count={3} />}>
      {(albums) => (
        <AlbumRow>
          {albums.map((album) => (
            <AlbumCard
              key={album.id}
              album={album}
              listen={listenLink(album, userAgent)}
              headingLevel={headingLevel}
            />
          ))}
        </AlbumRow>
      )}
    </ListState>
  )
}

export default function LiveAlbums(props: AlbumListProps) {
  return (
    <QueryProvider>
      <Albums {...props} />
    </QueryProvider>
  )
}
