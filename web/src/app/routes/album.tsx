import { FaArrowLeft } from 'react-icons/fa'
import { useParams } from 'react-router-dom'
import { css } from '#styled/css'
import { Container } from '#styled/jsx'
import { buttonClass } from '../../components/plain/button.tsx'
import { AlbumDetail } from '../../features/albums/album-detail.tsx'
import { type Album, albumKeys } from '../../features/albums/queries.ts'
import {
  ALBUM_NOT_FOUND,
  ALBUM_NOT_FOUND_DESCRIPTION,
  albumDescription,
  isAlbumId,
} from '../../features/albums/rules.ts'
import { queryClient } from '../../lib/query-client.ts'
import type { PageHead } from '../head.ts'
import { definePage } from '../page-declaration.ts'
import type { PageContext } from '../pages.ts'
import { SITE_NAME } from '../site.ts'

export const page = definePage({
  path: '/album/:id',
  frame: 'site',
  title: 'Álbum',
  description: 'Un álbum de música del centro, con sus pistas.',
  islandsOnly: true,
})

/**
 * /album/{id}: the build prerenders one per album the API lists, with the album read from it; the
 * head names the album once its data is in the query client (at build time, or once loaded), and
 * the album sets the tab's title itself when it loads in the browser.
 */
export function head({ params }: PageContext, declared: PageHead): PageHead {
  const id = params.id ?? ''
  const album = queryClient.getQueryData<Album>(albumKeys.detail(id))
  // An id no album can have is the folder's 404 page (scripts/prerender.ts), titled as the
  // screen titles it in the browser.
  if (!isAlbumId(id)) {
    return { title: `${ALBUM_NOT_FOUND} | ${SITE_NAME}`, description: ALBUM_NOT_FOUND_DESCRIPTION }
  }
  if (!album?.title) return { ...declared, canonicalPath: undefined }
  return {
    title: `${album.title} | ${SITE_NAME}`,
    description: albumDescription(album),
    canonicalPath: `/album/${album.id}`,
  }
}

export default function AlbumScreen() {
  const { id = '' } = useParams()
  return (
    <Container maxW="5xl" py={{ base: '8', md: '12' }}>
      <div className={css({ mb: { base: '6', md: '8' } })}>
        <a href="/" className={buttonClass({ variant: 'ghost' })}>
          <FaArrowLeft aria-hidden="true" />
          Volver al inicio
        </a>
      </div>
      <AlbumDetail key={id} id={id} />
    </Container>
  )
}
