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
  albumSearchDescription,
  isAlbumId,
} from '../../features/albums/rules.ts'
import { useSiteSetting } from '../../features/site-settings/site-settings.tsx'
import { queryClient } from '../../lib/query-client.ts'
import type { PageHead } from '../head.ts'
import { definePage } from '../page-declaration.ts'
import type { PageContext } from '../pages.ts'
import { documentTitle } from '../site.ts'

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
export function head({ params, settings }: PageContext, declared: PageHead): PageHead {
  const id = params.id ?? ''
  const path = `/album/${id}`
  const siteName = settings.values.site_name
  const album = queryClient.getQueryData<Album>(albumKeys.detail(id))
  // An id no album can have is the folder's 404 page (scripts/prerender.ts), titled as the
  // screen titles it in the browser.
  if (!isAlbumId(id)) {
    return {
      title: documentTitle(path, ALBUM_NOT_FOUND, siteName),
      description: ALBUM_NOT_FOUND_DESCRIPTION,
    }
  }
  if (!album?.title) return { ...declared, canonicalPath: undefined }
  return {
    title: documentTitle(path, album.title, siteName),
    description: albumSearchDescription(album),
    canonicalPath: `/album/${album.id}`,
  }
}

export default function AlbumScreen() {
  const { id = '' } = useParams()
  const siteName = useSiteSetting('site_name')
  return (
    <Container maxW="5xl" py={{ base: '8', md: '12' }}>
      <div className={css({ mb: { base: '6', md: '8' } })}>
        <a href="/" className={buttonClass({ variant: 'ghost' })}>
          <FaArrowLeft aria-hidden="true" />
          Volver al inicio
        </a>
      </div>
      <AlbumDetail key={id} id={id} siteName={siteName} />
    </Container>
  )
}
