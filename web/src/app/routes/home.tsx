import { ActivitiesHomeSection } from '../../features/activities/home-section.tsx'
import { MusicHomeSection } from '../../features/albums/home-section.tsx'
import { BooksHomeSection } from '../../features/books/home-section.tsx'
import { CallToActionBanner } from '../../features/call-to-action/call-to-action-banner.tsx'
import { HomeHero } from '../../features/hero/home-hero.tsx'
import { ProductsHomeSection } from '../../features/products/home-section.tsx'
import { PromotionsHomeSection } from '../../features/promotions/home-section.tsx'
import { ServicesHomeSection } from '../../features/services/home-section.tsx'
import { TestimonialsHomeSection } from '../../features/testimonials/home-section.tsx'
import { VideosHomeSection } from '../../features/videos/home-section.tsx'
import { env } from '../../lib/env.ts'
import { OG_IMAGE_PATH, type PageHead } from '../head.ts'
import { definePage } from '../page-declaration.ts'
import type { PageContext } from '../pages.ts'

export const page = definePage({
  path: '/',
  frame: 'site',
  title: 'Terapias, nutrición y retiros en Albacete',
  description:
    'Terapias naturales, nutrición consciente, actividades y retiros para cuidar cuerpo y mente. Libros descargables, música para el descanso y acompañamiento cercano.',
  islandsOnly: true,
})

/** The home page is described by the owner's «Descripción del sitio»; its JSON-LD is the centre's. */
export const head = (
  { settings, sharePicturePath = OG_IMAGE_PATH }: PageContext,
  declared: PageHead,
): PageHead => ({
  ...declared,
  description: settings.values.site_description,
  jsonLd: [
    {
      '@context': 'https://schema.org',
      '@type': 'HealthAndBeautyBusiness',
      name: settings.values.site_name,
      slogan: settings.values.site_tagline,
      description: settings.values.site_description,
      url: `${env.siteUrl}/`,
      image: new URL(sharePicturePath, `${env.siteUrl}/`).href,
      telephone: settings.values.contact_phone,
      email: settings.values.contact_email,
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'Albacete',
        addressRegion: 'Albacete',
        addressCountry: 'ES',
      },
    },
  ],
})

/** The home page: the hero, then every section in the spec's order, each under its anchor. */
export default function HomeScreen() {
  return (
    <>
      <HomeHero />
      <ServicesHomeSection />
      <ActivitiesHomeSection />
      <ProductsHomeSection />
      <TestimonialsHomeSection />
      <VideosHomeSection />
      <BooksHomeSection />
      <PromotionsHomeSection />
      <MusicHomeSection />
      <CallToActionBanner />
    </>
  )
}
