import { lazy } from 'react'
import { FaBullhorn, FaCog, FaPalette } from 'react-icons/fa'
import type { CustomContentType } from '../editor/content-type.ts'

// A type with a screen of its own loads that screen (its form, history, media fields) when the
// owner opens it, not with every type's list (decision 011). Kept apart from the list types so
// that the menu of every screen names these without loading any type's definition.

export const settingsType: CustomContentType = {
  kind: 'custom',
  type: 'settings',
  label: 'Configuración',
  icon: FaCog,
  plural: 'configuración general',
  Editor: lazy(() =>
    import('./settings.tsx').then((module) => ({ default: module.SettingsEditor })),
  ),
}

export const carouselBackgroundsType: CustomContentType = {
  kind: 'custom',
  type: 'carousel-backgrounds',
  label: 'Fondos de sección',
  icon: FaPalette,
  plural: 'fondos de sección',
  Editor: lazy(() =>
    import('./carousel-backgrounds.tsx').then((module) => ({ default: module.BackgroundsEditor })),
  ),
}

export const ctaType: CustomContentType = {
  kind: 'custom',
  type: 'cta',
  label: 'Llamada a la acción (CTA)',
  icon: FaBullhorn,
  plural: 'llamada a la acción (CTA)',
  Editor: lazy(() => import('./cta.tsx').then((module) => ({ default: module.CtaEditor }))),
}
