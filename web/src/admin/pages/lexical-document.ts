import type {
  BlockNode,
  InlineNode,
  ListItemNode,
  PageDocument,
} from '../../../../edge-functions/_shared/page-nodes.ts'

/**
 * The stored document (only what the site draws) as Lexical reads it: Lexical wants every key
 * its nodes serialize, which the server drops when it cleans a saved document.
 */
const ELEMENT = { direction: null, format: '', indent: 0, version: 1 }

function inlineForLexical(node: InlineNode): Record<string, unknown> {
  switch (node.type) {
    case 'text':
      return { ...node, detail: 0, mode: 'normal', style: '', version: 1 }
    case 'linebreak':
      return { ...node, version: 1 }
    case 'link':
      return {
        ...ELEMENT,
        ...node,
        rel: null,
        target: null,
        title: null,
        children: node.children.map(inlineForLexical),
      }
    case 'legal-detail':
    case 'picture':
      return { ...node, version: 1 }
  }
}

function itemForLexical(item: ListItemNode, index: number): Record<string, unknown> {
  return {
    ...ELEMENT,
    type: 'listitem',
    value: index + 1,
    children: item.children.map((child) =>
      child.type === 'list' ? blockForLexical(child) : inlineForLexical(child),
    ),
  }
}

function blockForLexical(node: BlockNode): Record<string, unknown> {
  switch (node.type) {
    case 'paragraph':
      return {
        ...ELEMENT,
        textFormat: 0,
        textStyle: '',
        ...node,
        children: node.children.map(inlineForLexical),
      }
    case 'heading':
      return { ...ELEMENT, ...node, children: node.children.map(inlineForLexical) }
    case 'list':
      return {
        ...ELEMENT,
        ...node,
        start: 1,
        tag: node.listType === 'number' ? 'ol' : 'ul',
        children: node.children.map(itemForLexical),
      }
  }
}

export const EMPTY_DOCUMENT: PageDocument = {
  root: { type: 'root', children: [{ type: 'paragraph', children: [] }] },
}

/** A form's value (a new page's is empty) as the state Lexical starts from. */
export function lexicalStateOf(value: unknown): string {
  const document =
    typeof value === 'object' && value !== null ? (value as PageDocument) : EMPTY_DOCUMENT
  const { children } = document.root
  return JSON.stringify({
    root: { ...ELEMENT, type: 'root', children: children.map(blockForLexical) },
  })
}

/**
 * The Storage paths of the pictures in a page's text (stored or as Lexical holds it) whose use says
 * nothing of its own (no description, not marked decorative), so they are drawn with the library's.
 */
export function picturesTakingLibraryWords(value: unknown): string[] {
  const paths = new Set<string>()
  const walk = (node: unknown) => {
    if (node === null || typeof node !== 'object') return
    const { type, url, description, decorative, children } = node as Record<string, unknown>
    if (type === 'picture' && typeof url === 'string' && !description && !decorative) {
      paths.add(url)
    }
    if (Array.isArray(children)) for (const child of children) walk(child)
  }
  if (value !== null && typeof value === 'object' && 'root' in value) walk(value.root)
  return [...paths]
}
