import { Box } from '@chakra-ui/react/box'
import { useQuery } from '@tanstack/react-query'
import { QueryProvider } from '../../lib/query-provider.tsx'
import { SectionHeading } from './home-section-frame.tsx'
import { type SectionKey, sectionBackgroundQuery } from './queries.ts'
import { headingTone, overlayOpacity } from './rules.ts'

interface BackdropProps {
  id: string
  section: SectionKey
  title: string
  subtitle: string
}

function SectionBackdrop({ id, section, title, subtitle }: BackdropProps) {
  const { data } = useQuery(sectionBackgroundQuery(section))
  const background = data ?? null
  return (
    <>
      {background && (
        <Box position="absolute" inset="0" zIndex={0} aria-hidden="true">
          <Box
            position="absolute"
            inset="0"
            bg={background.backgroundColor || 'white'}
            backgroundImage={
              background.backgroundUrl ? `url("${background.backgroundUrl}")` : undefined
            }
            backgroundSize="cover"
            backgroundPosition="center"
          />
          <Box
            position="absolute"
            inset="0"
            bg="white"
            opacity={overlayOpacity(background.opacity)}
          />
        </Box>
      )}
      <SectionHeading
        id={id}
        title={background?.title?.trim() || title}
        subtitle={background?.subtitle?.trim() || subtitle}
        tone={headingTone(background)}
      />
    </>
  )
}

/** The owner's background and heading texts of one home section, once they have loaded. */
export default function LiveSectionBackdrop(props: BackdropProps) {
  return (
    <QueryProvider>
      <SectionBackdrop {...props} />
    </QueryProvider>
  )
}
