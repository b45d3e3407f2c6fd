import { HomeSection } from '../section-backgrounds/home-section-frame.tsx'
import { AlbumList } from './album-list.tsx'

/** Home: the featured albums, each with 'Escuchar ahora'. */
export function MusicHomeSection() {
  return (
    <HomeSection
      id="musica"
      section="music"
      title="Música"
      subtitle="Cuencos, mantras y paisajes sonoros para meditar, descansar o simplemente respirar."
      all={{ to: '/musica', label: 'Ver toda la música' }}
    >
      <AlbumList headingLevel="h3" />
    </HomeSection>
  )
}
