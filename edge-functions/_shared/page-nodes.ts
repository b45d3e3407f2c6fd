/**
 * The nodes of a page the owner writes, as stored and drawn (page-document.ts checks them when
 * saved). The public pages import these alone: they draw a document, they never check one.
 */

/** Lexical's text format bits the owner may use: bold (1) and italic (2), nothing else. */
export const TEXT_FORMAT = { bold: 1, italic: 2 } as const
/** Details of "Datos legales" a legal text names where it needs them; the site fills them in. */
export const LEGAL_DETAILS = ['holder-sentence', 'holder-details', 'email', 'phone'] as const
export type LegalDetail = (typeof LEGAL_DETAILS)[number]

export interface TextNode {
  type: 'text'
  text: string
  format: number
}
export interface LineBreakNode {
  type: 'linebreak'
}
export interface LinkNode {
  type: 'link'
  url: string
  children: (TextNode | LineBreakNode)[]
}
export interface LegalDetailNode {
  type: 'legal-detail'
  detail: LegalDetail
}
/**
 * A picture of the media library, by its address on Storage without the host (the project's own,
 * put back when drawn), with the size measured when she chose it. `description` is what this use
 * says instead of the library's «Texto alternativo»; without it the library's is drawn. A use
 * marked `decorative` is drawn with alt="" on purpose, whatever the library says of the picture.
 */
export interface PictureNode {
  type: 'picture'
  url: string
  description?: string
  decorative?: true
  width?: number
  height?: number
}
export type InlineNode = TextNode | LineBreakNode | LinkNode | LegalDetailNode | PictureNode
export interface ParagraphNode {
  type: 'paragraph'
  children: InlineNode[]
}
export interface HeadingNode {
  type: 'heading'
  tag: 'h2' | 'h3'
  children: InlineNode[]
}
export interface ListItemNode {
  type: 'listitem'
  children: (InlineNode | ListNode)[]
}
export interface ListNode {
  type: 'list'
  listType: 'bullet' | 'number'
  children: ListItemNode[]
}
export type BlockNode = ParagraphNode | HeadingNode | ListNode
export interface PageDocument {
  root: { type: 'root'; children: BlockNode[] }
}

/** Where a stored picture is served: the project's own Storage in front of its path. */
export function pictureUrlOf(supabaseUrl: string, path: string): string {
  return `${supabaseUrl}${path}`
}

const BLOCK_TYPES = new Set(['paragraph', 'heading', 'listitem'])

/** A picture in the Historial's words: its own description when this use has one. */
function pictureWords(description: unknown): string {
  return typeof description === 'string' && description !== ''
    ? ` [imagen: ${description}] `
    : ' [imagen] '
}

/**
 * The words of a page document, block after block, or undefined for anything else: how the
 * Historial shows what a page's text held (its JSON meant nothing to the owner).
 */
export function documentWords(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object' || !('root' in value)) return undefined
  const parts: string[] = []
  const walk = (node: unknown) => {
    if (node === null || typeof node !== 'object') return
    const { type, text, children, description } = node as Record<string, unknown>
    if (BLOCK_TYPES.has(String(type))) parts.push(' ')
    if (typeof text === 'string') parts.push(text)
    if (type === 'picture') parts.push(pictureWords(description))
    if (Array.isArray(children)) for (const child of children) walk(child)
  }
  walk(value.root)
  return parts.join('').replace(/\s+/g, ' ').trim()
}
