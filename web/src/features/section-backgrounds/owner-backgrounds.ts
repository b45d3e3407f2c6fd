import { externalStore } from '../../lib/external-store.ts'
import type { SectionBackground, SectionKey } from './queries.ts'

/**
 * The owner's background of each home section, published by the section's backdrop island once
 * loaded (null: the section has none); the section heading reads its texts from here.
 */
export const ownerBackgrounds = externalStore<
  Readonly<Partial<Record<SectionKey, SectionBackground | null>>>
>({})

export function publishBackground(section: SectionKey, background: SectionBackground | null) {
  const current = ownerBackgrounds.get()
  if (current[section] === background) return
  ownerBackgrounds.set({ ...current, [section]: background })
}
