import { MediaImage } from '../../components/content/media-image.tsx'
import { Card } from '../../components/plain/card.tsx'
import { LinkButton } from '../../components/plain/link-button.tsx'
import { VisuallyHidden } from '../../components/plain/visually-hidden.tsx'
import { PRODUCT_IMAGE_SIZE } from './product-skeleton.tsx'
import styles from './products.module.css'
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
  const Title = headingLevel
  return (
    <li>
      <Card
        media={
          <MediaImage
            src={product.imageUrl}
            alt=""
            width={PRODUCT_IMAGE_SIZE}
            height={PRODUCT_IMAGE_SIZE}
            sizes="(min-width: 64em) 33vw, (min-width: 48em) 50vw, 100vw"
          />
        }
        footer={
          action ? (
            <div className={styles.footer}>
              <LinkButton to={action.to} pill fullWidth>
                {action.text}
              </LinkButton>
            </div>
          ) : null
        }
      >
        <Title className={styles.title}>{product.title}</Title>
        {product.tagline && <p className={styles.tagline}>{product.tagline}</p>}
        <p className={styles.description}>{productDescription(product)}</p>
        {product.price && (
          <p className={styles.price}>
            <VisuallyHidden>Precio: </VisuallyHidden>
            {product.price}
          </p>
        )}
      </Card>
    </li>
  )
}
