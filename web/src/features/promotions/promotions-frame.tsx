import type { ReactNode } from 'react'
import { HomeSection } from '../section-backgrounds/home-section-frame.tsx'

/** The home section's frame; the live island drops it once the list is known to be empty. */
export function PromotionsFrame({ children }: { children: ReactNode }) {
  return (
    <HomeSection
      id="promociones"
      section="promotions"
      title="Promociones"
      subtitle="Ventajas por tiempo limitado para empezar a cuidarte."
    >
      {children}
    </HomeSection>
  )
}
