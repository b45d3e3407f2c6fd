import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { Card } from '@chakra-ui/react/card'
import { Flex } from '@chakra-ui/react/flex'
import { Heading } from '@chakra-ui/react/heading'
import { Text } from '@chakra-ui/react/text'
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden'
import { FaDownload, FaShoppingCart } from 'react-icons/fa'
import { MediaImage } from '../../components/content/media-image.tsx'
import { COVER_HEIGHT, COVER_WIDTH, CoverBand } from './book-grid.tsx'
import { DownloadButton } from './download-button.tsx'
import type { Book } from './queries.ts'
import {
  authorLine,
  downloadCountText,
  publicDownloadCount,
  showsBuy,
  showsDownload,
} from './rules.ts'
import { bookAnchor } from './structured-data.ts'

function BuyButton({ book }: { book: Book }) {
  if (!book.purchaseLink) {
    return (
      <Button variant="outline" colorPalette="brand" size="sm" disabled>
        <FaShoppingCart aria-hidden="true" />
        Comprar
      </Button>
    )
  }
  return (
    <Button asChild variant="outline" colorPalette="brand" size="sm">
      <a href={book.purchaseLink} target="_blank" rel="noopener noreferrer">
        <FaShoppingCart aria-hidden="true" />
        Comprar
        <VisuallyHidden>{book.title} (se abre en una pestaña nueva)</VisuallyHidden>
      </a>
    </Button>
  )
}

/** One book: cover, title, author, summary, downloads, and what a visitor can do with it. */
export function BookCard({ book, headingLevel }: { book: Book; headingLevel: 'h2' | 'h3' }) {
  const buy = showsBuy(book)
  const download = showsDownload(book)
  const comingSoon = book.showComingSoon === true && book.comingSoonText?.trim()
  return (
    <li id={bookAnchor(book.id)}>
      <Card.Root variant="outline" overflow="hidden" h="full">
        <CoverBand>
          <MediaImage
            src={book.coverUrl}
            alt={`Portada de ${book.title}`}
            width={COVER_WIDTH}
            height={COVER_HEIGHT}
            sizes="180px"
          />
        </CoverBand>
        <Card.Body gap="2" p="5">
          <Heading as={headingLevel} size="lg" color="brand.800" lineHeight="short">
            {book.title}
          </Heading>
          <Text fontSize="sm" color="gray.600">
            {authorLine(book.author)}
          </Text>
          {book.shortDescription && (
            <Text fontSize="sm" color="gray.700">
              {book.shortDescription}
            </Text>
          )}
          <Text fontSize="sm" color="gray.600" display="flex" alignItems="center" gap="2" mt="1">
            <FaDownload aria-hidden="true" size={12} />
            {downloadCountText(publicDownloadCount(book))}
          </Text>
          {(download || buy || comingSoon) && (
            <Flex mt="auto" pt="3" gap="3" wrap="wrap" align="center">
              {download && <DownloadButton book={book} />}
              {buy && <BuyButton book={book} />}
              {comingSoon && (
                <Box
                  fontSize="sm"
                  fontWeight="medium"
                  color="sand.700"
                  bg="sand.100"
                  rounded="md"
                  px="3"
                  py="1"
                  whiteSpace="pre-line"
                >
                  {comingSoon}
                </Box>
              )}
            </Flex>
          )}
        </Card.Body>
      </Card.Root>
    </li>
  )
}
