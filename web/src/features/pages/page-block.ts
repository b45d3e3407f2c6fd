import { useQuery } from '@tanstack/react-query'
import type {
  BlockNode,
  InlineNode,
  ListNode,
  ParagraphNode,
} from '../../../../edge-functions/_shared/page-nodes.ts'
import type { PageBlockSlug } from '../../../../edge-functions/_shared/page-slugs.ts'
import { usePageQueryClient } from '../../lib/query-provider.tsx'
import { type Page, pageOf, pagesQuery } from './queries.ts'

/**
 * One part of a page whose frame the code draws (a profile of Nosotros, a therapy), the owner's
 * words read by the build like the legal pages'. Undefined in a build without the API: the frame
 * then draws its own names and no text.
 */
export function usePageBlock(slug: PageBlockSlug): Page | undefined {
  return pageOf(useQuery(pagesQuery, usePageQueryClient()).data, slug)
}

export function paragraphsIn(nodes: readonly BlockNode[]): ParagraphNode[] {
  return nodes.filter((node): node is ParagraphNode => node.type === 'paragraph')
}

export function listsIn(nodes: readonly BlockNode[]): ListNode[] {
  return nodes.filter((node): node is ListNode => node.type === 'list')
}

/** The words of a list's items, one per item (a list nested in an item is not drawn by a frame). */
export function itemsOf(lists: readonly ListNode[]): InlineNode[][] {
  return lists.flatMap((list) =>
    list.children.map((item) =>
      item.children.filter((child): child is InlineNode => child.type !== 'list'),
    ),
  )
}

/** The lines of an item the owner broke with Mayús+Intro: a calendar entry's name, days, detail. */
export function linesOf(nodes: readonly InlineNode[]): InlineNode[][] {
  const lines: InlineNode[][] = [[]]
  for (const node of nodes) {
    if (node.type === 'linebreak') lines.push([])
    else lines[lines.length - 1].push(node)
  }
  return lines
}

/** Paragraphs drawn as one (the closing card's single sentence), each on its own line. */
export function joinedParagraphs(nodes: readonly BlockNode[]): InlineNode[] {
  return paragraphsIn(nodes).flatMap((paragraph, index) =>
    index === 0 ? paragraph.children : [{ type: 'linebreak' as const }, ...paragraph.children],
  )
}
