import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { Container } from '@chakra-ui/react/container'
import { FaArrowLeft } from 'react-icons/fa'
import { Link, useParams } from 'react-router'
import { AlbumDetail } from '../../features/albums/album-detail.tsx'
import { type Album, albumKeys } from '../../features/albums/queries.ts'
import { albumDescription } from '../../features/albums/rules.ts'
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
})

/**
 * /album/{id}: the build prerenders one per album the API lists, with the album read from it; the
 * head names the album once its data is in the query client (at build time, or once loaded), and
 * the album sets the tab's title itself when it loads in the browser.
 */
export function head({ params }: PageContext, declared: PageHead): PageHead {
  const album = queryClient.getQueryData<Album>(albumKeys.detail(params.id ?? ''))
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
      <Box mb={{ base: '6', md: '8' }}>
        <Button asChild variant="ghost" colorPalette="brand">
          <Link to="/">
            <FaArrowLeft aria-hidden="true" />
            Volver al inicio
          </Link>
        </Button>
      </Box>
      <AlbumDetail key={id} id={id} />
    </Container>
  )
}
