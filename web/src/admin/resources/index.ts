import { lazy } from 'react'
import { FaBullhorn, FaCog, FaPalette } from 'react-icons/fa'
import type { ContentType, CustomContentType } from '../editor/content-type.ts'
import { activitiesType } from './activities.tsx'
import { booksType } from './books.tsx'
import { heroType } from './hero.tsx'
import { productsType } from './products.tsx'
import { promotionsType } from './promotions.tsx'
import { servicesType } from './services.tsx'
import { testimonialsType } from './testimonials.tsx'
import { videosType } from './videos.tsx'

// A type with a screen of its own loads that screen (its form, history, media fields) when the
// owner opens it, not with every type's list (decision 011).
const settingsType: CustomContentType = {
  kind: 'custom',
  type: 'settings',
  label: 'Configuración',
  icon: FaCog,
  plural: 'configuración general',
  Editor: lazy(() =>
    import('./settings.tsx').then((module) => ({ default: module.SettingsEditor })),
  ),
}

const carouselBackgroundsType: CustomContentType = {
  kind: 'custom',
  type: 'carousel-backgrounds',
  label: 'Fondos de sección',
  icon: FaPalette,
  plural: 'fondos de sección',
  Editor: lazy(() =>
    import('./carousel-backgrounds.tsx').then((module) => ({ default: module.BackgroundsEditor })),
  ),
}

const ctaType: CustomContentType = {
  kind: 'custom',
  type: 'cta',
  label: 'Llamada a la acción (CTA)',
  icon: FaBullhorn,
  plural: 'llamada a la acción (CTA)',
  Editor: lazy(() => import('./cta.tsx').then((module) => ({ default: module.CtaEditor }))),
}

/** Every type the content editor offers, in sidebar order. A new type is one more entry. */
export const CONTENT_TYPES: readonly ContentType[] = [
  activitiesType,
  servicesType,
  productsType,
  testimonialsType,
  videosType,
  booksType,
  promotionsType,
  heroType,
  settingsType,
  carouselBackgroundsType,
  ctaType,
]

export const DEFAULT_CONTENT_TYPE = 'activities'

export function contentTypeOf(type: string): ContentType | undefined {
  return CONTENT_TYPES.find((contentType) => contentType.type === type)
}
