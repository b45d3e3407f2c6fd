import { describe, expect, test } from 'vitest'
import type { PageDocument } from '../../../../edge-functions/_shared/page-nodes.ts'
import { type Page, pageOf } from './queries.ts'

const SALA = '/storage/v1/object/public/images/sala.webp'
const OLAS = '/storage/v1/object/public/images/olas.webp'
const NUEVA = '/storage/v1/object/public/images/nueva.webp'

function pageWith(body: PageDocument, bodyAlts: Record<string, string>): Page[] {
  return [{ slug: 'nosotros', title: 'Nosotros', subtitle: null, body, bodyAlts } as Page]
}

function picturesOf(page: Page | undefined): unknown[] {
  return (page?.body.root.children ?? []).flatMap((block) =>
    block.type === 'list' ? [] : block.children.filter((node) => node.type === 'picture'),
  )
}

describe("a page's pictures are drawn with the description each says", () => {
  const body: PageDocument = {
    root: {
      type: 'root',
      children: [
        {
          type: 'paragraph',
          children: [
            { type: 'picture', url: SALA },
            { type: 'picture', url: SALA, description: 'La sala, vacía' },
            { type: 'picture', url: SALA, decorative: true },
          ],
        },
        { type: 'heading', tag: 'h2', children: [{ type: 'picture', url: OLAS }] },
        { type: 'paragraph', children: [{ type: 'picture', url: NUEVA }] },
      ],
    },
  }
  const page = pageOf(pageWith(body, { [SALA]: 'La sala de yoga', [OLAS]: '' }), 'nosotros')

  test("the library's, unless this use says its own; '' when decorative or not described", () => {
    expect(picturesOf(page)).toEqual([
      { type: 'picture', url: SALA, description: 'La sala de yoga' },
      { type: 'picture', url: SALA, description: 'La sala, vacía' },
      { type: 'picture', url: SALA, decorative: true, description: '' },
      { type: 'picture', url: OLAS, description: '' },
      { type: 'picture', url: NUEVA, description: '' },
    ])
  })
})
