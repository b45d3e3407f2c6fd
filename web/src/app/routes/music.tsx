import { Container } from '#styled/jsx'
import { PageIntro } from '../../components/content/page-intro.tsx'
import { AlbumList } from '../../features/albums/album-list.tsx'
import { definePage } from '../page-declaration.ts'

export const page = definePage({
  path: '/musica',
  frame: 'site',
  title: 'Música',
  description: 'Álbumes de cuencos, mantras y paisajes sonoros para el descanso.',
  islandsOnly: true,
})

export default function MusicScreen() {
  return (
    <Container maxW="7xl" py={{ base: '10', md: '16' }}>
      <PageIntro title="Música">
        Álbumes grabados en el centro y en plena naturaleza: cuencos de cuarzo, mantras y paisajes
        sonoros para meditar, relajarte o acompañar el descanso. Pulsa «Escuchar ahora» y el álbum
        sonará en su página, una pista tras otra; el que está en otra plataforma se abre en una
        pestaña nueva.
      </PageIntro>
      <AlbumList headingLevel="h2" />
    </Container>
  )
}
