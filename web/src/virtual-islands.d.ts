declare module 'virtual:islands' {
  import type { ComponentType } from 'react'

  /** Every island the site draws, by name, read from where each is used (`scripts/island-declarations.ts`). */
  export const ISLANDS: Readonly<
    Record<string, () => Promise<{ default: ComponentType<Record<string, unknown>> }>>
  >
}
