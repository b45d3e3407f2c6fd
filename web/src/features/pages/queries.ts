import { queryOptions } from '@tanstack/react-query'
import type { PageSlug } from '../../../../edge-functions/_shared/page-slugs.ts'
import type { Page } from '../../../../edge-functions/_shared/resources/pages.ts'

export type { Page, PageSlug }

export const pageKeys = {
  all: ['/api/pages'] as const,
}

/** Every fixed page's words, read once per build like the owner's settings. */
export const pagesQuery = queryOptions<Page[]>({ queryKey: pageKeys.all })

/**
 * The page as drawn: each picture of its text carries the description it says, its own or else
 * the library's (`bodyAlts`), '' when this use or the library marks it decorative or it is not
 * described yet. The one place a page's pictures are described, as the other content's are by
 * their row's `imageAlt`.
 */
export function pageOf(pages: readonly Page[] | undefined, slug: PageSlug): Page | undefined {
  const page = pages?.find((each) => each.slug === slug)
  if (!page) return undefined
  const alts = page.bodyAlts ?? {}
  const described = (node: unknown): unknown => {
    const { type, url, description, decorative, children } = node as Record<string, unknown>
    if (type === 'picture') {
      const said = decorative ? '' : (description ?? alts[String(url)] ?? '')
      return { ...(node as object), description: said }
    }
    return Array.isArray(children)
      ? { ...(node as object), children: children.map(described) }
      : node
  }
  return { ...page, body: { root: described(page.body.root) as Page['body']['root'] } }
}
