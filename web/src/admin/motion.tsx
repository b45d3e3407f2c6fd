import { LazyMotion, MotionConfig } from 'framer-motion'
import type { ReactNode } from 'react'

// The features (drag and layout animations, which Reorder needs) come in a chunk of their own,
// fetched once a piece that animates is up, so no screen waits for them, a screen without such
// a piece never loads them (33 kB gzip, issue 28) and no visitor ever does.
const loadFeatures = () => import('./motion-features.ts').then((module) => module.default)

/**
 * Motion in the admin area, set up by each piece that animates around what it draws (the
 * ordered rows, the media browser): `m` components (from `framer-motion/m`) get their features here
 * (`strict`: a full `motion` component, which would bundle them all, throws), and whoever asks
 * their system for reduced motion gets no movement, only fades.
 */
export function AdminMotion({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  )
}
