/**
 * Every island of the public pages by name: the parts of a page whose code and data load in the
 * browser. A prerendered page names its islands in its HTML (`data-island`), so the islands
 * entry (`islands.tsx`) can start them without the rest of the app.
 */
export const ISLANDS = {
  activities: () => import('../features/activities/activities-live.tsx'),
  'album-detail': () => import('../features/albums/album-detail-live.tsx'),
  albums: () => import('../features/albums/albums-live.tsx'),
  books: () => import('../features/books/books-live.tsx'),
  'books-page': () => import('../features/books/books-browser.tsx'),
  'call-to-action': () => import('../features/call-to-action/call-to-action-live.tsx'),
  'chat-button': () => import('../components/layout/chat-button-live.tsx'),
  'community-group-link': () => import('../components/page-frames/community-group-link-live.tsx'),
  'embedded-form': () => import('../components/page-frames/embedded-form-live.tsx'),
  hero: () => import('../features/hero/hero-live.tsx'),
  'hero-data': () => import('../features/hero/hero-data-live.tsx'),
  'home-link': () => import('../components/layout/home-link.tsx'),
  'mobile-menu': () => import('../components/layout/mobile-menu.tsx'),
  'owner-blurb': () => import('../components/layout/site-footer-live.tsx'),
  products: () => import('../features/products/products-live.tsx'),
  'promotions-home': () => import('../features/promotions/promotions-home-live.tsx'),
  'promotions-page': () => import('../features/promotions/promotions-page-live.tsx'),
  'section-backdrop': () => import('../features/section-backgrounds/section-backdrop-live.tsx'),
  'section-heading': () => import('../features/section-backgrounds/section-heading.tsx'),
  services: () => import('../features/services/services-live.tsx'),
  'setting-text': () => import('../components/page-frames/setting-text-live.tsx'),
  testimonials: () => import('../features/testimonials/testimonials-live.tsx'),
  videos: () => import('../features/videos/videos-live.tsx'),
} satisfies Record<string, () => Promise<{ default: unknown }>>

export type IslandName = keyof typeof ISLANDS

type IslandProps = Record<string, unknown>
type FirstQuery = (props: IslandProps) => Promise<{ queryKey: readonly unknown[] }>

const books: FirstQuery = async () => (await import('../features/books/queries.ts')).booksQuery
const promotions: FirstQuery = async () =>
  (await import('../features/promotions/queries.ts')).promotionsQuery
const settings: FirstQuery = async () =>
  (await import('../features/site-settings/queries.ts')).siteSettingsQuery

/**
 * The list a data island shows, by island: an islands-only page asks for it while React is
 * still on its way, so the first cards wait for one request, not for the scripts and then the
 * request. Only a head start: the island's own query reads the same cache entry.
 */
export const ISLAND_FIRST_QUERY: Partial<Record<IslandName, FirstQuery>> = {
  activities: async (props) => {
    const queries = await import('../features/activities/queries.ts')
    return props.variant === 'home'
      ? queries.featuredActivitiesQuery
      : queries.visibleActivitiesQuery
  },
  albums: async () => (await import('../features/albums/queries.ts')).featuredAlbumsQuery,
  books,
  'books-page': books,
  'chat-button': settings,
  'owner-blurb': settings,
  products: async () => (await import('../features/products/queries.ts')).featuredProductsQuery,
  'promotions-home': promotions,
  'promotions-page': promotions,
  testimonials: async () =>
    (await import('../features/testimonials/queries.ts')).featuredTestimonialsQuery,
  videos: async () => (await import('../features/videos/queries.ts')).videosQuery,
}

/**
 * Islands drawn with static CSS only, with no Chakra component anywhere in their imports
 * (`islands.test.ts` reads them to make sure). A page whose islands are all plain can leave the
 * rest of the app, and Chakra's style engine, out of the browser.
 */
export const PLAIN_ISLANDS: ReadonlySet<IslandName> = new Set<IslandName>([
  'activities',
  'albums',
  'books',
  'books-page',
  'call-to-action',
  'chat-button',
  'embedded-form',
  'hero',
  'hero-data',
  'home-link',
  'mobile-menu',
  'owner-blurb',
  'products',
  'promotions-home',
  'promotions-page',
  'section-backdrop',
  'section-heading',
  'services',
  'setting-text',
  'testimonials',
  'videos',
])
