import { queryOptions } from '@tanstack/react-query'
import type { Page, PageSlug } from '../../../../edge-functions/_shared/resources/pages.ts'

export type { Page, PageSlug }

export const pageKeys = {
  all: ['/api/pages'] as const,
}

/** Every fixed page's words, read once per build like the owner's settings. */
export const pagesQuery = queryOptions<Page[]>({ queryKey: pageKeys.all })

export function pageOf(pages: readonly Page[] | undefined, slug: PageSlug): Page | undefined {
  return pages?.find((page) => page.slug === slug)
}
