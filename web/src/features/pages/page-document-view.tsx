import type { ReactNode } from 'react'
import { css } from '#styled/css'
import type {
  BlockNode,
  HeadingNode,
  InlineNode,
  LegalDetail,
  LinkNode,
  ListNode,
  PageDocument,
  PictureNode,
  TextNode,
} from '../../../../edge-functions/_shared/page-nodes.ts'
import { pictureUrlOf, TEXT_FORMAT } from '../../../../edge-functions/_shared/page-nodes.ts'
import {
  LegalEmail,
  LegalHolderDetails,
  LegalHolderSentence,
  LegalPhone,
} from '../../components/page-frames/legal-identity.tsx'
import { LegalSection } from '../../components/page-frames/legal-page.tsx'
import { env } from '../../lib/env.ts'
import { safeHref } from '../../lib/safe-href.ts'

/**
 * Draws a page the owner writes (the document `page-document.ts` keeps) with the site's own
 * elements: no editor runs here, so visitors download none. The document was checked when saved;
 * links pass `safeHref` again as every drawn link does.
 */

/**
 * Her links inside a frame's text (Nosotros, Terapias) look like the site's links; on the dark
 * closing card they keep its light colour. Only her links: the frame's buttons carry a class.
 */
export const ownerLinksLook = css({
  '& a:not([class])': {
    color: 'brand.700',
    textDecoration: 'underline',
    textUnderlineOffset: '3px',
  },
})
export const ownerLinksOnDarkLook = css({
  '& a:not([class])': { color: 'inherit', textDecoration: 'underline', textUnderlineOffset: '3px' },
})

const LEGAL_DETAIL_VIEWS: Record<LegalDetail, () => ReactNode> = {
  'holder-sentence': LegalHolderSentence,
  'holder-details': LegalHolderDetails,
  email: LegalEmail,
  phone: LegalPhone,
}

function TextView({ node }: { node: TextNode }) {
  let drawn: ReactNode = node.text
  if (node.format & TEXT_FORMAT.italic) drawn = <em>{drawn}</em>
  if (node.format & TEXT_FORMAT.bold) drawn = <strong>{drawn}</strong>
  return <>{drawn}</>
}

function LinkView({ node }: { node: LinkNode }) {
  const href = safeHref(node.url)
  const content = <InlinesView nodes={node.children} />
  if (!href) return content
  const leavesTheSite = /^https?:/i.test(href)
  return leavesTheSite ? (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {content}
    </a>
  ) : (
    <a href={href}>{content}</a>
  )
}

const pictureLook = css({
  display: 'block',
  maxWidth: 'full',
  height: 'auto',
  marginBlock: '4',
  borderRadius: 'md',
})

/**
 * A library picture in her text, below the fold as a rule: its size, when measured, keeps the
 * text from jumping as it arrives. Its description is the one `pageOf` gave it.
 */
function PictureView({ node }: { node: PictureNode }) {
  return (
    <img
      src={pictureUrlOf(env.supabaseUrl, node.url)}
      alt={node.description ?? ''}
      width={node.width}
      height={node.height}
      loading="lazy"
      decoding="async"
      className={pictureLook}
    />
  )
}

function InlineView({ node }: { node: InlineNode }) {
  switch (node.type) {
    case 'text':
      return <TextView node={node} />
    case 'linebreak':
      return <br />
    case 'link':
      return <LinkView node={node} />
    case 'legal-detail': {
      const Detail = LEGAL_DETAIL_VIEWS[node.detail]
      return <Detail />
    }
    case 'picture':
      return <PictureView node={node} />
  }
}

export function InlinesView({ nodes }: { nodes: readonly InlineNode[] }) {
  return nodes.map((node, index) => (
    // The document's order is its only identity: it is drawn once, never reordered in place.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    <InlineView key={index} node={node} />
  ))
}

function ListView({ node }: { node: ListNode }) {
  const items = node.children.map((item, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: a drawn document is never reordered in place
    <li key={index}>
      {item.children.map((child, childIndex) =>
        child.type === 'list' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <ListView key={childIndex} node={child} />
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <InlineView key={childIndex} node={child} />
        ),
      )}
    </li>
  ))
  return node.listType === 'number' ? <ol>{items}</ol> : <ul>{items}</ul>
}

/** A paragraph holding only the holder's details is that list, not a paragraph around it. */
function isDetailsBlock(node: BlockNode): boolean {
  return (
    node.type === 'paragraph' &&
    node.children.length === 1 &&
    node.children[0].type === 'legal-detail' &&
    node.children[0].detail === 'holder-details'
  )
}

export function BlockView({ node }: { node: BlockNode }) {
  if (isDetailsBlock(node)) return <LegalHolderDetails />
  switch (node.type) {
    case 'paragraph':
      return (
        <p>
          <InlinesView nodes={node.children} />
        </p>
      )
    case 'heading': {
      const Tag = node.tag
      return (
        <Tag>
          <InlinesView nodes={node.children} />
        </Tag>
      )
    }
    case 'list':
      return <ListView node={node} />
  }
}

export function BlocksView({ nodes }: { nodes: readonly BlockNode[] }) {
  return nodes.map((node, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: a drawn document is never reordered in place
    <BlockView key={index} node={node} />
  ))
}

/** A band's introduction in her words with her links' look, or none when she wrote none. */
export function introOf(nodes: readonly BlockNode[]): ReactNode {
  return nodes.length > 0 ? (
    <div className={ownerLinksLook}>
      <BlocksView nodes={nodes} />
    </div>
  ) : undefined
}

function plainTextOf(heading: HeadingNode): string {
  return heading.children.map((node) => (node.type === 'text' ? node.text : '')).join('')
}

export interface DocumentParts {
  intro: BlockNode[]
  sections: { title: string; blocks: BlockNode[] }[]
}

/**
 * A document cut at its headings of one level: what comes before the first is the introduction;
 * each such heading opens a part holding the blocks up to the next.
 */
export function partsOf(nodes: readonly BlockNode[], level: HeadingNode['tag']): DocumentParts {
  const intro: BlockNode[] = []
  const sections: DocumentParts['sections'] = []
  for (const node of nodes) {
    if (node.type === 'heading' && node.tag === level) {
      sections.push({ title: plainTextOf(node), blocks: [] })
    } else {
      ;(sections.at(-1)?.blocks ?? intro).push(node)
    }
  }
  return { intro, sections }
}

/**
 * A legal text: each level-2 heading opens a numbered section (`#seccion-<n>`, the anchors the
 * pages have always had).
 */
export function legalPartsOf(document: PageDocument): DocumentParts {
  return partsOf(document.root.children, 'h2')
}

export function LegalSectionsView({ sections }: { sections: DocumentParts['sections'] }) {
  return sections.map((section, index) => (
    // A section's number is its place: it is the identity the anchor `#seccion-<n>` gives it.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    <LegalSection key={`${index}-${section.title}`} number={index + 1} title={section.title}>
      <BlocksView nodes={section.blocks} />
    </LegalSection>
  ))
}
