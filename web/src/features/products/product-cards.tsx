import { Card } from '@chakra-ui/react/card'
import { Heading } from '@chakra-ui/react/heading'
import { Text } from '@chakra-ui/react/text'
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden'
import { ActionLink } from '../../components/content/action-link.tsx'
import { MediaImage } from '../../components/content/media-image.tsx'
import { PRODUCT_IMAGE_SIZE } from './product-skeleton.tsx'
import type { Product } from './queries.ts'
import { productAction, productDescription } from './rules.ts'

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
