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
  'resources-tabs': () => import('../features/resources/resources-tabs.tsx'),
  'section-backdrop': () => import('../features/section-backgrounds/section-backdrop-live.tsx'),
  'section-heading': () => import('../features/section-backgrounds/section-heading.tsx'),
  services: () => import('../features/services/services-live.tsx'),
  'setting-text': () => import('../components/page-frames/setting-text-live.tsx'),
  testimonials: () => import('../features/testimonials/testimonials-live.tsx'),
  'therapy-scroll': () => import('../lib/therapy-scroll-live.tsx'),
  videos: () => import('../features/videos/videos-live.tsx'),
} satisfies Record<string, () => Promise<{ default: unknown }>>

export type IslandName = keyof typeof ISLANDS
