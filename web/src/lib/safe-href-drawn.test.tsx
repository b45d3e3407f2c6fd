// @vitest-environment screen
// Every public place that draws a link the owner set, fed a `javascript:`, `data:` or `//host`
// value directly (as a row written before the database's rule, or by hand, would reach it), draws
// no such href. React would replace a `javascript:` href with its own throwing one; Preact, which
// visitors run, would not: the assertion refuses any href outside the site's rule either way.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup } from '@testing-library/react'
import type { ReactElement } from 'react'
import { afterEach, describe, expect, test } from 'vitest'
import { isSafeLink } from '../../../edge-functions/_shared/links.ts'
import { OwnerBlurb } from '../components/layout/owner-blurb.tsx'
import { ActivityCard } from '../features/activities/activity-card.tsx'
import type { Activity } from '../features/activities/queries.ts'
import { AlbumCard } from '../features/albums/album-card.tsx'
import type { CardAlbum } from '../features/albums/rules.ts'
import { BookCard } from '../features/books/book-card.tsx'
import type { Book } from '../features/books/queries.ts'
import { CallToActionView } from '../features/call-to-action/call-to-action-banner.tsx'
import { ProductCard } from '../features/products/product-cards.tsx'
import type { Product } from '../features/products/queries.ts'
import { PromotionCard } from '../features/promotions/promotion-cards.tsx'
import type { Promotion } from '../features/promotions/queries.ts'
import type { Service } from '../features/services/queries.ts'
import { ServiceCard } from '../features/services/service-cards.tsx'
import type { Video } from '../features/videos/queries.ts'
import { VideoCard } from '../features/videos/video-card.tsx'
import { renderInSite } from '../test/render.tsx'
import { WithSettings } from '../test/site-settings.tsx'

afterEach(cleanup)

const HOSTILE = [
  'javascript:alert(document.cookie)',
  ' JavaScript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '//evil.example/entrar',
]

const DRAWN: [string, (link: string) => ReactElement][] = [
  [
    "the footer's channels",
    (link) => (
      <WithSettings values={{ social_person1_video: link, social_person1_social: link }}>
        <OwnerBlurb />
      </WithSettings>
    ),
  ],
  [
    'the call-to-action button',
    (link) => (
      <CallToActionView
        banner={{ title: 'Título', subtitle: 'Texto', buttonText: 'Ir', buttonLink: link }}
      />
    ),
  ],
  [
    'an activity card (its button, reservation and second button)',
    (link) => {
      const activity: Activity = {
        id: 1,
        title: 'Retiro',
        description: 'Texto',
        status: 'Abierto',
        ctaText: 'Más',
        ctaLink: link,
        reserveButtonText: 'Reservar',
        reserveButtonUrl: link,
        buttonText2: 'Otro',
        buttonLink2: link,
      }
      return <ActivityCard activity={activity} headingLevel="h3" />
    },
  ],
  [
    'a full activity (its waiting list)',
    (link) => {
      const activity: Activity = {
        id: 1,
        title: 'Retiro',
        description: 'Texto',
        status: 'Completo',
        reserveButtonUrl: link,
      }
      return <ActivityCard activity={activity} headingLevel="h3" />
    },
  ],
  [
    'a product card',
    (link) => {
      const product = {
        id: 1,
        name: 'Aceite',
        ctaText: 'Comprar',
        ctaLink: link,
        createdAt: '2026-01-01T00:00:00Z',
        updatedAt: '2026-01-01T00:00:00Z',
        publishedAt: '2026-01-01T00:00:00Z',
        draft: null,
        draftPublishAt: null,
      } as Product
      return <ProductCard product={product} headingLevel="h3" />
    },
  ],
  [
    'a promotion card',
    (link) => {
      const promotion = { id: 1, title: 'Oferta', ctaText: 'Ver', ctaLink: link } as Promotion
      return <PromotionCard promotion={promotion} headingLevel="h3" />
    },
  ],
  [
    'a book card',
    (link) => {
      const book = {
        id: 1,
        title: 'Libro',
        visible: true,
        isPurchasable: true,
        purchaseLink: link,
      } as Book
      return <BookCard book={book} headingLevel="h3" />
    },
  ],
  [
    'a video card',
    (link) => {
      const video = { id: 1, title: 'Vídeo', link } as Video
      return <VideoCard video={video} headingLevel="h3" />
    },
  ],
  [
    'an album card',
    (link) => {
      const album = { id: 1, title: 'Álbum', tracksCount: 2 } as CardAlbum
      return <AlbumCard album={album} listen={{ href: link, newTab: true }} headingLevel="h3" />
    },
  ],
  [
    'a service card and its group link',
    (link) => {
      const service = { id: 1, title: 'Reiki', description: 'Texto', link } as Service
      return <ServiceCard service={service} anchor={undefined} groupLink={link} />
    },
  ],
]

function hrefsIn(ui: ReactElement): string[] {
  const { container } = renderInSite(
    <QueryClientProvider client={new QueryClient()}>
      <ul>{ui}</ul>
    </QueryClientProvider>,
  )
  return [...container.querySelectorAll('a')].map((anchor) => anchor.getAttribute('href') ?? '')
}

describe('no link the owner set is drawn outside the link rule', () => {
  for (const [place, draw] of DRAWN) {
    test.each(HOSTILE)(`${place}, given %j, draws no such href`, (link) => {
      const unsafe = hrefsIn(draw(link)).filter((href) => !isSafeLink(href))
      expect(unsafe).toEqual([])
    })
  }

  test('the same places given an https address draw it', () => {
    for (const [place, draw] of DRAWN) {
      const hrefs = hrefsIn(draw('https://example.org/destino'))
      expect(hrefs, place).toContain('https://example.org/destino')
      cleanup()
    }
  })
})
