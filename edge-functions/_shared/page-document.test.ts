import * as v from 'valibot'
import { describe, expect, test } from 'vitest'
import { documentMessages, pageDocumentSchema } from './page-document.ts'
import { documentWords } from './page-nodes.ts'

const paragraphOf = (...children: unknown[]) => ({ type: 'paragraph', children })
const documentOf = (...children: unknown[]) => ({ root: { type: 'root', children } })
const word = (text: string, extra: Record<string, unknown> = {}) => ({
  type: 'text',
  text,
  format: 0,
  ...extra,
})

function messagesOf(input: unknown): string[] {
  const result = v.safeParse(pageDocumentSchema, input)
  return result.success ? [] : result.issues.map((issue) => issue.message)
}

describe('a page document', () => {
  test('keeps paragraphs, headings, bold and italic, lists, links and legal details', () => {
    const good = documentOf(
      { type: 'heading', tag: 'h2', children: [word('Introducción')] },
      paragraphOf(word('Hola ', { format: 1 }), word('mundo', { format: 2 }), {
        type: 'linebreak',
      }),
      {
        type: 'list',
        listType: 'bullet',
        children: [
          {
            type: 'listitem',
            children: [
              { type: 'link', url: 'https://www.aepd.es', children: [word('www.aepd.es')] },
              {
                type: 'list',
                listType: 'number',
                children: [{ type: 'listitem', children: [word('a')] }],
              },
            ],
          },
        ],
      },
      paragraphOf({ type: 'legal-detail', detail: 'email' }),
    )
    expect(v.parse(pageDocumentSchema, good)).toEqual(good)
  })

  test('drops what Lexical adds that the site does not draw', () => {
    const stored = v.parse(
      pageDocumentSchema,
      documentOf({
        ...paragraphOf(word('x', { mode: 'normal', detail: 0, version: 1 })),
        indent: 0,
        direction: 'ltr',
      }),
    )
    expect(stored).toEqual(documentOf(paragraphOf({ type: 'text', text: 'x', format: 0 })))
  })

  test('refuses a script node, naming it', () => {
    expect(messagesOf(documentOf({ type: 'script', children: [word('alert(1)')] }))).toEqual([
      documentMessages.unknownNode('script'),
    ])
  })

  test('refuses an iframe', () => {
    expect(messagesOf(documentOf(paragraphOf({ type: 'iframe', src: 'https://x.test' })))).toEqual([
      documentMessages.unknownNode('iframe'),
    ])
  })

  test('refuses an event attribute', () => {
    expect(messagesOf(documentOf(paragraphOf(word('x', { onclick: 'alert(1)' }))))).toEqual([
      documentMessages.eventAttribute,
    ])
  })

  test.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'java\tscript:x',
    '',
  ])('refuses the link %j', (url) => {
    expect(
      messagesOf(documentOf(paragraphOf({ type: 'link', url, children: [word('x')] }))),
    ).toEqual([documentMessages.link])
  })

  test('refuses an inline style', () => {
    expect(messagesOf(documentOf(paragraphOf(word('x', { style: 'color: red' }))))).toEqual([
      documentMessages.style,
    ])
  })

  test('refuses formats other than bold and italic', () => {
    expect(messagesOf(documentOf(paragraphOf(word('x', { format: 4 }))))).toEqual([
      documentMessages.format,
    ])
  })

  const LIBRARY_PICTURE =
    'https://proyecto.supabase.co/storage/v1/object/public/images/sala%20grande.webp'
  const pictureOf = (extra: Record<string, unknown> = {}) => ({
    type: 'picture',
    url: LIBRARY_PICTURE,
    ...extra,
  })

  test('keeps a library picture as its Storage path, with its size and its own description', () => {
    const stored = v.parse(
      pageDocumentSchema,
      documentOf(paragraphOf(pictureOf({ width: 1200, height: 800, description: ' La sala ' }))),
    )
    expect(stored).toEqual(
      documentOf(
        paragraphOf({
          type: 'picture',
          url: '/storage/v1/object/public/images/sala%20grande.webp',
          width: 1200,
          height: 800,
          description: 'La sala',
        }),
      ),
    )
  })

  test('a picture without a description of its own keeps none (the library says it)', () => {
    const stored = v.parse(
      pageDocumentSchema,
      documentOf(paragraphOf(pictureOf({ description: ' ' }))),
    )
    expect(JSON.parse(JSON.stringify(stored)).root.children[0].children[0]).toEqual({
      type: 'picture',
      url: '/storage/v1/object/public/images/sala%20grande.webp',
    })
  })

  test('keeps a use marked decorative as that flag alone: its own description is never read', () => {
    const stored = v.parse(
      pageDocumentSchema,
      documentOf(paragraphOf(pictureOf({ decorative: true, description: 'La sala' }))),
    )
    expect(JSON.parse(JSON.stringify(stored)).root.children[0].children[0]).toEqual({
      type: 'picture',
      url: '/storage/v1/object/public/images/sala%20grande.webp',
      decorative: true,
    })
  })

  test('a use not marked decorative keeps no flag', () => {
    const stored = v.parse(
      pageDocumentSchema,
      documentOf(paragraphOf(pictureOf({ decorative: false, description: 'La sala' }))),
    )
    expect(JSON.parse(JSON.stringify(stored)).root.children[0].children[0]).toEqual({
      type: 'picture',
      url: '/storage/v1/object/public/images/sala%20grande.webp',
      description: 'La sala',
    })
  })

  test.each(['sí', 1, null])('refuses a decorative mark of %j, in Spanish', (decorative) => {
    expect(messagesOf(documentOf(paragraphOf(pictureOf({ decorative }))))).toEqual([
      documentMessages.pictureDecorative,
    ])
  })

  test.each([
    'https://otro.test/foto.jpg',
    '/demo/sala.webp',
    'https://proyecto.supabase.co/storage/v1/object/public/documents/carta.pdf',
    'data:image/png;base64,AAAA',
    'javascript:alert(1)',
    '',
  ])("refuses a picture at %j, not the library's", (url) => {
    expect(messagesOf(documentOf(paragraphOf(pictureOf({ url }))))).toEqual([
      documentMessages.picture,
    ])
  })

  test.each([0, 1.5, -3, '800'])('refuses a picture size of %j', (width) => {
    expect(messagesOf(documentOf(paragraphOf(pictureOf({ width }))))).toEqual([
      documentMessages.pictureSize,
    ])
  })

  test('refuses a picture description longer than the library takes', () => {
    expect(
      messagesOf(documentOf(paragraphOf(pictureOf({ description: 'x'.repeat(301) })))),
    ).toEqual([documentMessages.pictureDescription])
  })

  test('refuses a picture drawn as a block of its own, outside a paragraph', () => {
    expect(messagesOf(documentOf(pictureOf()))).not.toEqual([])
  })

  test('refuses what is not a document', () => {
    expect(messagesOf('<p>hola</p>')).toEqual([documentMessages.notDocument])
  })
})

test('the Historial reads a document as its words, block after block', () => {
  const document = documentOf(
    { type: 'heading', tag: 'h2', children: [word('Datos')] },
    paragraphOf(word('Uno '), word('dos', { format: 1 }), {
      type: 'link',
      url: '/contacto',
      children: [word('.')],
    }),
    {
      type: 'list',
      listType: 'bullet',
      children: [{ type: 'listitem', children: [word('tres')] }],
    },
  )
  expect(documentWords(document)).toBe('Datos Uno dos. tres')
  expect(
    documentWords(
      documentOf(
        paragraphOf(word('Antes'), { type: 'picture', url: '/x', description: 'La sala' }),
        paragraphOf({ type: 'picture', url: '/y' }),
      ),
    ),
  ).toBe('Antes [imagen: La sala] [imagen]')
  expect(documentWords('un texto')).toBeUndefined()
})
