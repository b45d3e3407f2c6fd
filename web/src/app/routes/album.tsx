import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { Container } from '@chakra-ui/react/container'
import { FaArrowLeft } from 'react-icons/fa'
import { Link, useParams } from 'react-router'
import { AlbumDetail } from '../../features/albums/album-detail.tsx'

/**
 * /album/{id}: rendered in the browser only, so the album sets the tab's title itself once it has
 * loaded (this module has no `head`, which could only say something generic).
 */
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
