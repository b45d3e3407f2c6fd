import { HomeSection } from '../section-backgrounds/home-section-frame.tsx'
import { VideoList } from './video-list.tsx'

/** Home: the first four videos, 'Ver más' shows the rest. */
export function VideosHomeSection() {
  return (
    <HomeSection
      id="videos"
      section="videos"
      title="Vídeos"
      subtitle="Ideas prácticas de nutrición, respiración y calma para ver cuando te venga bien."
    >
      <VideoList variant="home" headingLevel="h3" />
    </HomeSection>
  )
}
