import { FaDownload, FaShoppingCart } from 'react-icons/fa'
import { css } from '#styled/css'
import { MediaImage } from '../../components/content/media-image.tsx'
import { Button, buttonClass } from '../../components/plain/button.tsx'
import { Card } from '../../components/plain/card.tsx'
import { cardTitle } from '../../components/plain/looks.ts'
import { VisuallyHidden } from '../../components/plain/visually-hidden.tsx'
import { safeHref } from '../../lib/safe-href.ts'
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

const titleLook = css(cardTitle, { fontSize: 'lg' })
const detail = css.raw({ m: '0', fontSize: 'sm', lineHeight: '1.5', color: 'gray.600' })
const detailLook = css(detail)
const summaryLook = css(detail, { color: 'gray.700' })
const downloadsLook = css(detail, { display: 'flex', alignItems: 'center', gap: '2', mt: '1' })
const actionsLook = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '3',
  mt: 'auto',
  pt: '3',
})
const comingSoonLook = css({
  fontSize: 'sm',
  fontWeight: 'medium',
  color: 'sand.700',
  bg: 'sand.100',
  borderRadius: 'md',
  py: '1',
  px: '3',
  whiteSpace: 'pre-line',
})

function BuyButton({ book }: { book: Book }) {
  const href = safeHref(book.purchaseLink)
  if (!href) {
    return (
      <Button variant="outline" size="sm" disabled>
        <FaShoppingCart aria-hidden="true" />
        Comprar
      </Button>
    )
  }
  return (
    <a
      className={buttonClass({ variant: 'outline', size: 'sm' })}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
    >
      <FaShoppingCart aria-hidden="true" />
      Comprar
      <VisuallyHidden>{book.title} (se abre en una pestaña nueva)</VisuallyHidden>
    </a>
  )
}

/** One book: cover, title, author, summary, downloads, and what a visitor can do with it. */
export function BookCard({
  book,
  headingLevel,
  leading = false,
}: {
  book: Book
  headingLevel: 'h2' | 'h3'
  /** The first card of the books page, in view on arrival: its cover is asked for at once. */
  leading?: boolean
}) {
  const buy = showsBuy(book)
  const download = showsDownload(book)
  const comingSoon = book.showComingSoon === true && book.comingSoonText?.trim()
  const Title = headingLevel
  return (
    <li id={bookAnchor(book.id)}>
      <Card
        media={
          <CoverBand>
            <MediaImage
              src={book.coverUrl}
              alt={book.coverAlt ?? `Portada de ${book.title}`}
              width={COVER_WIDTH}
              height={COVER_HEIGHT}
              sizes="180px"
              priority={leading}
            />
          </CoverBand>
        }
      >
        <Title className={titleLook}>{book.title}</Title>
        <p className={detailLook}>{authorLine(book.author)}</p>
        {book.shortDescription && <p className={summaryLook}>{book.shortDescription}</p>}
        <p className={downloadsLook}>
          <FaDownload aria-hidden="true" size={12} />
          {downloadCountText(publicDownloadCount(book))}
        </p>
        {(download || buy || comingSoon) && (
          <div className={actionsLook}>
            {download && <DownloadButton book={book} />}
            {buy && <BuyButton book={book} />}
            {comingSoon && <div className={comingSoonLook}>{comingSoon}</div>}
          </div>
        )}
      </Card>
    </li>
  )
}
