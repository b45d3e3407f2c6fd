import { css } from '#styled/css'
import { card } from '#styled/recipes'
import { MediaImage } from '../../components/content/media-image.tsx'
import { ReadMore } from '../../components/content/read-more.tsx'
import { Card } from '../../components/plain/card.tsx'
import { LinkButton } from '../../components/plain/link-button.tsx'
import { cardTitle } from '../../components/plain/looks.ts'
import { VisuallyHidden } from '../../components/plain/visually-hidden.tsx'
import { PRODUCT_IMAGE_SIZE } from './product-skeleton.tsx'
import type { Product } from './queries.ts'
import { productAction, productDescription } from './rules.ts'

const footerLook = card().footer
const titleLook = css(cardTitle, { fontSize: 'xl' })
const taglineLook = css({ m: '0', fontWeight: 'medium', color: 'sand.700' })
const descriptionLook = css({ m: '0', fontSize: 'sm', color: 'gray.700', whiteSpace: 'pre-line' })
const priceLook = css({
  mt: 'auto',
  mx: '0',
  mb: '0',
  pt: '2',
  fontSize: 'lg',
  fontWeight: 'bold',
  color: 'gray.900',
})

export function ProductCard({
  product,
  headingLevel,
}: {
  product: Product
  headingLevel: 'h2' | 'h3'
}) {
  const action = productAction(product)
  const Title = headingLevel
  return (
    <li>
      <Card
        media={
          <MediaImage
            src={product.imageUrl}
            alt={product.imageAlt ?? ''}
            width={PRODUCT_IMAGE_SIZE}
            height={PRODUCT_IMAGE_SIZE}
            sizes="(min-width: 64em) 33vw, (min-width: 48em) 50vw, 100vw"
          />
        }
        footer={
          action ? (
            <div className={footerLook}>
              <LinkButton to={action.to} pill fullWidth>
                {action.text}
              </LinkButton>
            </div>
          ) : null
        }
      >
        <Title className={titleLook}>{product.title}</Title>
        {product.tagline && <p className={taglineLook}>{product.tagline}</p>}
        <ReadMore
          text={product.description}
          cut={productDescription(product)}
          className={descriptionLook}
          about={product.title}
        />
        {product.price && (
          <p className={priceLook}>
            <VisuallyHidden>Precio: </VisuallyHidden>
            {product.price}
          </p>
        )}
      </Card>
    </li>
  )
}
