declare module 'virtual:list-types' {
  import type { IconType } from 'react-icons'

  /**
   * What each list type's description and definition say of it, read by the build
   * (`scripts/list-type-declarations.ts`), in menu order.
   */
  export const LIST_TYPES: readonly {
    file: string
    type: string
    position: number
    icon: IconType
    resource: string
    names: { one: string; many: string }
    label: string
    countWords?: { one: string; many: string }
  }[]
}

declare module 'virtual:list-type-descriptions' {
  import type { ListContentType } from './admin/editor/content-type.ts'

  /** Every list type's description, in menu order (`scripts/list-type-declarations.ts`). */
  export const LIST_TYPE_DESCRIPTIONS: readonly ListContentType[]
}
