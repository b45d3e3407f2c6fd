import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { Card } from '@chakra-ui/react/card'
import { Flex } from '@chakra-ui/react/flex'
import { Link } from '@chakra-ui/react/link'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import * as m from 'framer-motion/m'
import { type HTMLAttributes, type ReactNode, useEffect, useState } from 'react'
import { FaFilePdf, FaMusic } from 'react-icons/fa'
import { Link as RouterLink } from 'react-router'
import { durationText, fileSizeText } from '../media/media-rules.ts'
import {
  fileUrl,
  type MediaFile,
  nameOfFile,
  storedBytesOf,
  thumbnailUrl,
} from './library-queries.ts'
import { linkOfUse } from './uses.ts'

const DATE_FORMAT = new Intl.DateTimeFormat('es-ES', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
})

/** A picture's own size, read from the file itself once its card is shown. */
function useImageSize(src: string) {
  const [size, setSize] = useState<{ width: number; height: number }>()
  useEffect(() => {
    const image = new Image()
    image.onload = () => setSize({ width: image.naturalWidth, height: image.naturalHeight })
    image.src = src
    return () => {
      image.onload = null
    }
  }, [src])
  return size
}

function ImageFacts({ file }: { file: MediaFile }) {
  const size = useImageSize(fileUrl(file))
  return size ? `${size.width} × ${size.height} px` : null
}

function Preview({ file, onDuration }: { file: MediaFile; onDuration: (seconds: number) => void }) {
  if (file.bucket === 'audio') {
    return (
      <Stack gap="3" p="3" bg="brand.50" align="center">
        <Box color="brand.700" fontSize="2xl" pt="2">
          <FaMusic aria-hidden="true" />
        </Box>
        {/* biome-ignore lint/a11y/useMediaCaption: the owner's own recordings, heard to check them */}
        <audio
          controls
          preload="metadata"
          src={fileUrl(file)}
          aria-label={`Escuchar ${nameOfFile(file)}`}
          style={{ width: '100%' }}
          onLoadedMetadata={(event) => onDuration(event.currentTarget.duration)}
        />
      </Stack>
    )
  }
  if (file.bucket === 'documents') {
    return (
      <Flex bg="brand.50" aspectRatio="4 / 3" align="center" justify="center" direction="column">
        <Box color="red.700" fontSize="4xl">
          <FaFilePdf aria-hidden="true" />
        </Box>
        <Link href={fileUrl(file)} target="_blank" rel="noopener" fontSize="sm" color="brand.700">
          Abrir el PDF
        </Link>
      </Flex>
    )
  }
  return (
    <Box bg="gray.100" aspectRatio="4 / 3" overflow="hidden">
      <img
        src={thumbnailUrl(file)}
        alt=""
        loading="lazy"
        decoding="async"
        width={400}
        height={300}
        style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
      />
    </Box>
  )
}

/** One file: preview, name, size, dimensions or length, date, where it is used, its actions. */
export function MediaCard({
  file,
  actions,
  rootProps,
  highlighted = false,
}: {
  file: MediaFile
  actions: ReactNode
  /** Extra props of the card's element (a drop target). */
  rootProps?: HTMLAttributes<HTMLElement>
  highlighted?: boolean
}) {
  const [duration, setDuration] = useState<number>()
  const name = nameOfFile(file)
  return (
    <Card.Root
      asChild
      overflow="hidden"
      variant="outline"
      listStyleType="none"
      borderColor={highlighted ? 'brand.600' : undefined}
      borderWidth={highlighted ? '2px' : undefined}
      {...rootProps}
    >
      {/* A deleted file fades out and the others close the gap; a new page fades in. */}
      <m.li
        layout="position"
        initial={{ opacity: 0 }}
        animate={{ opacity: 1 }}
        exit={{ opacity: 0 }}
      >
        <Preview file={file} onDuration={setDuration} />
        <Card.Body p="3" gap="2">
          <Text
            fontWeight="semibold"
            fontSize="sm"
            overflowWrap="anywhere"
            lineClamp={2}
            title={name}
          >
            {name}
          </Text>
          <Text fontSize="xs" color="gray.700">
            {fileSizeText(storedBytesOf(file))}
            {file.variantSize !== null && ' con su copia de 800 px'}
            {file.bucket === 'images' ? (
              <>
                {' · '}
                <ImageFacts file={file} />
              </>
            ) : (
              file.bucket === 'audio' &&
              duration !== undefined &&
              Number.isFinite(duration) &&
              ` · ${durationText(duration)}`
            )}
            {' · '}
            {DATE_FORMAT.format(new Date(file.createdAt))}
          </Text>
          {file.uses.length === 0 ? (
            <Text fontSize="xs" color="orange.800" fontWeight="medium">
              Sin usar
            </Text>
          ) : (
            <Box fontSize="xs">
              <Text color="gray.700">Se usa en:</Text>
              <Stack as="ul" gap="0.5" mt="0.5" listStyleType="none">
                {file.uses.map((use) => {
                  const link = linkOfUse(use)
                  return (
                    <li key={`${use.type}-${use.id}-${use.field}`}>
                      <Link asChild color="brand.700" textDecoration="underline">
                        <RouterLink to={link.to}>{link.text}</RouterLink>
                      </Link>
                    </li>
                  )
                })}
              </Stack>
            </Box>
          )}
        </Card.Body>
        <Card.Footer p="3" pt="0">
          <Flex gap="2" wrap="wrap" width="full">
            {actions}
          </Flex>
        </Card.Footer>
      </m.li>
    </Card.Root>
  )
}

export function ActionButton(props: Parameters<typeof Button>[0]) {
  return <Button size="xs" variant="outline" {...props} />
}
