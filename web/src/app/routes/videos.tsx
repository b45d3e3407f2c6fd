import { Container } from '#styled/jsx'
import { PageIntro } from '../../components/content/page-intro.tsx'
import { VideoList } from '../../features/videos/video-list.tsx'
import { definePage } from '../page-declaration.ts'

export const page = definePage({
  path: '/videos',
  frame: 'site',
  title: 'Vídeos',
  description: 'Vídeos sobre nutrición, meditación y bienestar.',
  islandsOnly: true,
})

export default function VideosScreen() {
  return (
    <Container maxW="7xl" py={{ base: '10', md: '16' }}>
      <PageIntro title="Vídeos">
        Recetas sencillas, ejercicios de respiración y pequeñas explicaciones para cuidarte en el
        día a día. Cada vídeo se abre en una pestaña nueva para que vuelvas aquí cuando quieras.
      </PageIntro>
      <VideoList variant="page" headingLevel="h2" />
    </Container>
  )
}
