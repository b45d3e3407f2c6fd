import { Box } from '@chakra-ui/react/box'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
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

/**
 * Whether the element is within a screen of the viewport: a section's picture is a CSS
 * background, which the browser would otherwise fetch at once even far below the fold.
 */
function useNearViewport(element: HTMLElement | null): boolean {
  const [near, setNear] = useState(false)
  useEffect(() => {
    if (near || !element) return
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: '100% 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [element, near])
  return near
}

function SectionBackdrop({ id, section, title, subtitle }: BackdropProps) {
  const { data } = useQuery(sectionBackgroundQuery(section))
  const background = data ?? null
  const [layer, setLayer] = useState<HTMLDivElement | null>(null)
  const near = useNearViewport(layer)
  return (
    <>
      {background && (
        <Box ref={setLayer} position="absolute" inset="0" zIndex={0} aria-hidden="true">
          <Box
            position="absolute"
            inset="0"
            bg={background.backgroundColor || 'white'}
            backgroundImage={
              near && background.backgroundUrl ? `url("${background.backgroundUrl}")` : undefined
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
