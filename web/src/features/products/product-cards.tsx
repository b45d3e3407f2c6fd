import { Box } from '@chakra-ui/react/box'
import { Card } from '@chakra-ui/react/card'
import { Heading } from '@chakra-ui/react/heading'
import { SimpleGrid } from '@chakra-ui/react/simple-grid'
import { Skeleton, SkeletonText } from '@chakra-ui/react/skeleton'
import { Text } from '@chakra-ui/react/text'
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden'
import type { ReactNode } from 'react'
import { ActionLink } from '../../components/content/action-link.tsx'
import { MediaImage } from '../../components/content/media-image.tsx'
import { gridColumns, gridMaxWidth } from '../../lib/grid.ts'
import type { Product } from './queries.ts'
import { productAction, productDescription } from './rules.ts'

export const PRODUCT_IMAGE_SIZE = 480

/** As wide as the count needs: one product is one centred card, two are two, then three. */
export function ProductGrid({ count, children }: { count: number; children: ReactNode }) {
  return (
    <SimpleGrid
      as="ul"
      listStyleType="none"
      m="0"
      p="0"
      mx="auto"
      maxW={gridMaxWidth(count)}
      columns={gridColumns(count)}
      gap="6"
    >
      {children}
    </SimpleGrid>
  )
}

export function ProductCard({
  product,
  headingLevel,
}: {
  product: Product
  headingLevel: 'h2' | 'h3'
}) {
  const action = productAction(product)
  return (
    <li>
      <Card.Root variant="outline" overflow="hidden" h="full">
        <MediaImage
          src={product.imageUrl}
          alt=""
          width={PRODUCT_IMAGE_SIZE}
          height={PRODUCT_IMAGE_SIZE}
          sizes="(min-width: 62em) 33vw, (min-width: 48em) 50vw, 100vw"
        />
        <Card.Body gap="2" p="5">
          <Heading as={headingLevel} fontSize="xl" color="brand.800" lineHeight="short">
            {product.title}
          </Heading>
          {product.tagline && (
            <Text color="sand.700" fontWeight="medium">
              {product.tagline}
            </Text>
          )}
          <Text color="gray.700" fontSize="sm" whiteSpace="pre-line">
            {productDescription(product)}
          </Text>
          {product.price && (
            <Text fontSize="lg" fontWeight="bold" color="gray.900" mt="auto" pt="2">
              <VisuallyHidden>Precio: </VisuallyHidden>
              {product.price}
            </Text>
          )}
        </Card.Body>
        {action && (
          <Card.Footer p="5" pt="0">
            <ActionLink to={action.to} rounded="pill" w="full">
              {action.text}
            </ActionLink>
          </Card.Footer>
        )}
      </Card.Root>
    </li>
  )
}

/** Three product cards in their loading shape (the demo has three featured). */
export function ProductGridSkeleton({ count = 3 }: { count?: number }) {
  return (
    <Box aria-busy="true">
      <VisuallyHidden>Cargando los productos</VisuallyHidden>
      <ProductGrid count={count}>
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={index}>
            <Card.Root variant="outline" overflow="hidden" h="full">
              <Skeleton aspectRatio="1" w="full" />
              <Card.Body gap="3" p="5">
                <Skeleton h="7" w="70%" />
                <Skeleton h="5" w="50%" />
                <SkeletonText noOfLines={3} />
              </Card.Body>
              <Card.Footer p="5" pt="0">
                <Skeleton h="10" w="full" rounded="pill" />
              </Card.Footer>
            </Card.Root>
          </li>
        ))}
      </ProductGrid>
    </Box>
  )
}
