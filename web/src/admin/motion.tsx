import { LazyMotion, MotionConfig } from 'framer-motion'
import type { ReactNode } from 'react'
import { onFirstUse } from '../../../edge-functions/_shared/on-first-use.ts'

// The features (drag and layout animations, which Reorder needs) come in a chunk of their own,
// fetched once a piece that animates is up, so no screen waits for them, a screen without such
// a piece never loads them (33 kB gzip, issue 28) and no visitor ever does.
const loadFeatures = () => import('./motion-features.ts').then((module) => module.default)

/** What she does that may change what a piece shows: a press, a key, a file dragged in. */
const INTERACTIONS = ['pointerdown', 'click', 'keydown', 'dragenter'] as const

/** Settles on her first interaction with the page, whenever the first piece asks. */
const firstInteraction = onFirstUse(
  () =>
    new Promise<void>((settle) => {
      const settled = () => {
        for (const type of INTERACTIONS) window.removeEventListener(type, settled, true)
        settle()
      }
      for (const type of INTERACTIONS) window.addEventListener(type, settled, true)
    }),
)

const loadFeaturesOnInteraction = () => firstInteraction().then(loadFeatures)

/**
 * Motion in the admin area, set up by each piece that animates around what it draws (the
 * ordered rows, the media browser): `m` components (from `framer-motion/m`) get their features here
 * (`strict`: a full `motion` component, which would bundle them all, throws), and whoever asks
 * their system for reduced motion gets no movement, only fades.
 *
 * `untilInteraction`: the features load on her first interaction rather than on arrival, for a
 * piece whose motion only follows what she does (the library's cards fade and close up when she
 * deletes one or changes page). Its first view then ends with its own drawing, not with that
 * chunk's arrival, its evaluation and every card drawn again with its layout tracked. Not for
 * the ordered rows: a drag starts on the press itself.
 */
export function AdminMotion({
  children,
  untilInteraction = false,
}: {
  children: ReactNode
  untilInteraction?: boolean
}) {
  return (
    <LazyMotion features={untilInteraction ? loadFeaturesOnInteraction : loadFeatures} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  )
}
