import { Box } from '@chakra-ui/react/box'
import { Container } from '@chakra-ui/react/container'
import { Flex } from '@chakra-ui/react/flex'
import { Text } from '@chakra-ui/react/text'
import type { DOMAttributes } from 'react'
import { FaPause, FaPlay } from 'react-icons/fa'
import { SITE_NAME } from '../../app/site-map.ts'
import { ActionLink } from '../../components/content/action-link.tsx'
import {
  HERO_FADE_MS,
  HERO_HEIGHT_PX,
  HERO_IMAGE_HEIGHT,
  HERO_IMAGE_WIDTH,
  type HeroSlide,
} from './slides.ts'

export const PRELOADING_TEXT = 'Precargando imágenes...'

/** White ring with a dark edge: visible on the light and the dark parts of any picture. */
const FOCUS_RING = {
  outline: '3px solid',
  outlineColor: 'white',
  outlineOffset: '2px',
  boxShadow: '0 0 0 7px #123427',
} as const

const fade = {
  transition: `opacity ${HERO_FADE_MS}ms ease-in-out`,
  _motionReduce: { transition: 'none' },
} as const

export interface HeroViewProps {
  slides: readonly HeroSlide[]
  active: number
  /** Until all three pictures are in, only the first is drawn and the note shows. */
  preloading: boolean
  onSelect?: (index: number) => void
  /** Absent when nothing rotates (reduced motion): no pause button. */
  rotation?: { paused: boolean; onToggle: () => void }
  /** Pointer and focus handlers of the carousel, which hold the rotation while in use. */
  holdHandlers?: Pick<
    DOMAttributes<HTMLElement>,
    'onMouseEnter' | 'onMouseLeave' | 'onFocus' | 'onBlur'
  >
}

function SlidePicture({ slide, first }: { slide: HeroSlide; first: boolean }) {
  return (
    <img
      src={slide.imageUrl}
      srcSet={slide.imageSrcSet}
      sizes={slide.imageSrcSet ? '100vw' : undefined}
      alt=""
      width={HERO_IMAGE_WIDTH}
      height={HERO_IMAGE_HEIGHT}
      fetchPriority={first ? 'high' : 'low'}
      loading="eager"
      style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
    />
  )
}

/**
 * The hero carousel as drawn. The first slide's picture is a real <img> with its size and
 * fetchpriority=high, and every slide's texts are in the prerendered HTML (stacked in one grid
 * cell so the panel has the tallest one's height from the start); the inactive ones are inert.
 * "Precargando imágenes..." is a small note over slide 1 rather than a screen hiding it: the
 * first picture is the largest paint of the page, and hiding it until the other two arrive
 * would delay it for nothing.
 */
export function HeroView({
  slides,
  active,
  preloading,
  onSelect,
  rotation,
  holdHandlers,
}: HeroViewProps) {
  return (
    <Box
      as="section"
      aria-roledescription="carrusel"
      aria-label="Presentación"
      position="relative"
      h={`${HERO_HEIGHT_PX}px`}
      overflow="hidden"
      bg="brand.900"
      {...holdHandlers}
    >
      {slides.map((slide, index) => {
        const drawn = index === 0 || !preloading
        return (
          <Box
            key={slide.imageUrl + String(index)}
            aria-hidden="true"
            position="absolute"
            inset="0"
            bg={slide.baseColor}
            opacity={index === active ? 1 : 0}
            {...fade}
          >
            {drawn && <SlidePicture slide={slide} first={index === 0} />}
            {slide.overlay > 0 && (
              <Box position="absolute" inset="0" bg="white" opacity={slide.overlay} />
            )}
          </Box>
        )
      })}
      <Container maxW="7xl" h="full" position="relative" display="flex" alignItems="center">
        <Box
          bg="rgba(18, 52, 39, 0.82)"
          color="white"
          rounded="card"
          px={{ base: 5, md: 10 }}
          py={{ base: 6, md: 8 }}
          maxW="2xl"
          w="full"
        >
          <Text
            as="h1"
            fontSize={{ base: 'xs', md: 'sm' }}
            fontWeight="semibold"
            letterSpacing="0.12em"
            textTransform="uppercase"
            color="brand.100"
            mb="3"
          >
            {SITE_NAME} · Albacete
          </Text>
          <Box display="grid" aria-live={rotation && !rotation.paused ? 'off' : 'polite'}>
            {slides.map((slide, index) => (
              <Box
                key={slide.title + String(index)}
                role="group"
                aria-roledescription="diapositiva"
                aria-label={`${index + 1} de ${slides.length}`}
                gridArea="1 / 1"
                opacity={index === active ? 1 : 0}
                inert={index !== active}
                {...fade}
              >
                <Text
                  fontFamily="heading"
                  fontSize={{ base: '3xl', md: '5xl' }}
                  lineHeight="1.15"
                  fontWeight="bold"
                >
                  {slide.title}
                </Text>
                {slide.subtitle && (
                  <Text mt="3" fontSize={{ base: 'md', md: 'xl' }} color="whiteAlpha.950">
                    {slide.subtitle}
                  </Text>
                )}
                <ActionLink
                  to={slide.buttonLink}
                  mt="6"
                  size="lg"
                  rounded="pill"
                  bg="white"
                  color="brand.800"
                  _hover={{ bg: 'brand.50' }}
                  _focusVisible={{
                    outline: '3px solid',
                    outlineColor: 'white',
                    outlineOffset: '3px',
                  }}
                >
                  {slide.buttonText}
                </ActionLink>
              </Box>
            ))}
          </Box>
        </Box>
      </Container>
      <Flex
        position="absolute"
        bottom="5"
        left="0"
        right="0"
        justify="center"
        align="center"
        gap="3"
      >
        <Flex role="group" aria-label="Elegir diapositiva" gap="2">
          {slides.map((slide, index) => (
            <Box
              as="button"
              key={slide.title + String(index)}
              aria-label={`Diapositiva ${index + 1}: ${slide.title}`}
              aria-current={index === active ? 'true' : undefined}
              onClick={() => onSelect?.(index)}
              w="10"
              h="10"
              rounded="full"
              fontWeight="bold"
              cursor="pointer"
              borderWidth="2px"
              borderColor="white"
              bg={index === active ? 'white' : 'rgba(18, 52, 39, 0.82)'}
              color={index === active ? 'brand.800' : 'white'}
              _focusVisible={FOCUS_RING}
            >
              {index + 1}
            </Box>
          ))}
        </Flex>
      </Flex>
      {rotation && (
        <Box
          as="button"
          position="absolute"
          right={{ base: 4, md: 8 }}
          bottom="5"
          aria-label={rotation.paused ? 'Reanudar la presentación' : 'Pausar la presentación'}
          onClick={rotation.onToggle}
          w="10"
          h="10"
          rounded="full"
          cursor="pointer"
          display="flex"
          alignItems="center"
          justifyContent="center"
          bg="rgba(18, 52, 39, 0.82)"
          color="white"
          borderWidth="2px"
          borderColor="white"
          _focusVisible={FOCUS_RING}
        >
          {rotation.paused ? <FaPlay aria-hidden="true" /> : <FaPause aria-hidden="true" />}
        </Box>
      )}
      {preloading && (
        <Box
          role="status"
          position="absolute"
          top="4"
          right="4"
          bg="rgba(18, 52, 39, 0.82)"
          color="white"
          fontSize="xs"
          px="3"
          py="1"
          rounded="pill"
        >
          {PRELOADING_TEXT}
        </Box>
      )}
    </Box>
  )
}
