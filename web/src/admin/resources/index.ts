import { LIST_TYPE_DESCRIPTIONS } from 'virtual:list-type-descriptions'
import type { ContentType } from '../editor/content-type.ts'
import { carouselBackgroundsType, ctaType, settingsType } from './custom-types.ts'

/**
 * Every type the content editor offers, in sidebar order: each list type's file of this folder,
 * found by the build (scripts/list-type-declarations.ts), then the types with screens of their own.
 */
export const CONTENT_TYPES: readonly ContentType[] = [
  ...LIST_TYPE_DESCRIPTIONS,
  settingsType,
  carouselBackgroundsType,
  ctaType,
]

export const DEFAULT_CONTENT_TYPE = 'activities'

export function contentTypeOf(type: string): ContentType | undefined {
  return CONTENT_TYPES.find((contentType) => contentType.type === type)
}
