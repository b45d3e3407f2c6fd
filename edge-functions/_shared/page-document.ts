import * as v from 'valibot'
import { MAX_URL } from './fields.ts'
import { isMediaUrl, isSafeLink } from './links.ts'
import { MAX_DESCRIPTION, objectOfUrl, PUBLIC_OBJECT_PATH } from './media.ts'
import { LEGAL_DETAILS, type ListNode, type PageDocument } from './page-nodes.ts'

/**
 * The body of a page the owner writes: the JSON Lexical serializes (a root of blocks), held to the
 * few nodes the site draws. Anything else (a script, an iframe, a picture from outside the library,
 * a style, an event attribute, a `javascript:` or `data:` link) is refused with a Spanish message; the keys
 * Lexical adds that the site does not draw are dropped, so what is stored is only what is drawn.
 */

const ALLOWED_FORMATS = [0, 1, 2, 3]

const MAX_TEXT = 20_000
const MAX_NODES_DEEP = 8

export const documentMessages = {
  notDocument: 'El contenido debe ser un documento de texto con formato',
  unknownNode: (type: unknown) =>
    `El contenido tiene un elemento no permitido («${String(type).slice(0, 40)}»)`,
  style: 'El contenido no admite estilos propios: usa negrita o cursiva',
  format: 'El contenido solo admite negrita y cursiva',
  eventAttribute: 'El contenido no admite atributos de evento',
  link: 'Un enlace del contenido debe empezar por http://, https://, / o #',
  heading: 'Los títulos del contenido solo pueden ser de nivel 2 o 3',
  tooDeep: 'El contenido tiene demasiados niveles de listas anidadas',
  picture: 'Una imagen del contenido debe ser una imagen de la biblioteca de medios',
  pictureSize: 'El tamaño de una imagen del contenido debe ser un número entero de píxeles',
  pictureDescription: `El texto alternativo de una imagen del contenido no puede tener más de ${MAX_DESCRIPTION} caracteres`,
  pictureDecorative: 'Que una imagen del contenido sea decorativa debe ser sí o no',
} as const

const NODE_TYPES = new Set([
  'root',
  'paragraph',
  'heading',
  'list',
  'listitem',
  'text',
  'linebreak',
  'link',
  'legal-detail',
  'picture',
])

const text = v.object({
  type: v.literal('text'),
  text: v.pipe(v.string(documentMessages.notDocument), v.maxLength(MAX_TEXT)),
  format: v.optional(v.picklist(ALLOWED_FORMATS, documentMessages.format), 0),
  style: v.optional(v.literal('', documentMessages.style)),
})
const lineBreak = v.object({ type: v.literal('linebreak') })
const link = v.object({
  type: v.literal('link'),
  url: v.pipe(
    v.string(documentMessages.link),
    v.check((url) => url !== '' && isSafeLink(url), documentMessages.link),
  ),
  children: v.array(v.variant('type', [text, lineBreak])),
})
const legalDetail = v.object({
  type: v.literal('legal-detail'),
  detail: v.picklist(LEGAL_DETAILS, documentMessages.notDocument),
})

/** A library picture's address as stored: its Storage path, whichever host it was chosen on. */
export function libraryPicturePath(url: string): string | undefined {
  if (!isMediaUrl(url)) return undefined
  const file = objectOfUrl(url)
  if (file?.bucket !== 'images') return undefined
  const name = file.name.split('/').map(encodeURIComponent).join('/')
  return `${PUBLIC_OBJECT_PATH}images/${name}`
}

const pictureSize = v.optional(
  v.pipe(
    v.number(documentMessages.pictureSize),
    v.integer(documentMessages.pictureSize),
    v.minValue(1, documentMessages.pictureSize),
    v.maxValue(20_000, documentMessages.pictureSize),
  ),
)
const picture = v.pipe(
  v.object({
    type: v.literal('picture'),
    url: v.pipe(
      v.string(documentMessages.picture),
      v.maxLength(MAX_URL, documentMessages.picture),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        const path = libraryPicturePath(dataset.value)
        if (path) return path
        addIssue({ message: documentMessages.picture })
        return NEVER
      }),
    ),
    description: v.optional(
      v.pipe(
        v.string(documentMessages.pictureDescription),
        v.trim(),
        v.maxLength(MAX_DESCRIPTION, documentMessages.pictureDescription),
        // An empty description says nothing of its own: the library's is drawn.
        v.transform((description) => description || undefined),
      ),
    ),
    // Only a use drawn with alt="" on purpose says so; its own description would never be read.
    decorative: v.optional(
      v.pipe(
        v.boolean(documentMessages.pictureDecorative),
        v.transform((decorative) => decorative || undefined),
      ),
    ),
    width: pictureSize,
    height: pictureSize,
  }),
  v.transform(({ decorative, description, ...picture }) =>
    decorative ? { ...picture, decorative } : { ...picture, description },
  ),
)
const inlineNodes = [text, lineBreak, link, legalDetail, picture] as const
const inline = v.variant('type', [...inlineNodes])

const paragraph = v.object({ type: v.literal('paragraph'), children: v.array(inline) })
const heading = v.object({
  type: v.literal('heading'),
  tag: v.picklist(['h2', 'h3'], documentMessages.heading),
  children: v.array(inline),
})

/** A list item may hold a nested list, as Lexical nests them, down to a bounded depth. */
function list(depth: number): v.GenericSchema<ListNode> {
  const item = v.object({
    type: v.literal('listitem'),
    children: v.array(
      depth >= MAX_NODES_DEEP
        ? v.union([...inlineNodes], documentMessages.tooDeep)
        : v.union([...inlineNodes, v.lazy(() => list(depth + 1))]),
    ),
  })
  return v.object({
    type: v.literal('list'),
    listType: v.picklist(['bullet', 'number'], documentMessages.notDocument),
    children: v.array(item),
  }) as v.GenericSchema<ListNode>
}

/** A variant needs its options' object shape; the recursion hides it from the type checker. */
const topList = list(0) as unknown as v.ObjectSchema<
  { type: v.LiteralSchema<'list', undefined> },
  undefined
>

/** The first problem no structure check names well: an unknown node type or an event attribute. */
function forbiddenPart(value: unknown): string | undefined {
  if (Array.isArray(value)) {
    for (const inner of value) {
      const found = forbiddenPart(inner)
      if (found) return found
    }
    return undefined
  }
  if (value === null || typeof value !== 'object') return undefined
  const node = value as Record<string, unknown>
  if ('type' in node && !NODE_TYPES.has(String(node.type))) {
    return documentMessages.unknownNode(node.type)
  }
  for (const [key, inner] of Object.entries(node)) {
    if (/^on[a-z]/i.test(key)) return documentMessages.eventAttribute
    const found = forbiddenPart(inner)
    if (found) return found
  }
  return undefined
}

export const pageDocumentSchema = v.pipe(
  v.unknown(),
  v.rawCheck(({ dataset, addIssue }) => {
    const problem = dataset.typed ? forbiddenPart(dataset.value) : undefined
    if (problem) addIssue({ message: problem })
  }),
  v.object(
    {
      root: v.object(
        {
          type: v.literal('root'),
          children: v.array(v.variant('type', [paragraph, heading, topList])),
        },
        documentMessages.notDocument,
      ),
    },
    documentMessages.notDocument,
  ),
) as v.GenericSchema<unknown, PageDocument>
