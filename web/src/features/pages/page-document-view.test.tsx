// @vitest-environment screen
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import type { BlockNode, PageDocument } from '../../../../edge-functions/_shared/page-nodes.ts'
import { env } from '../../lib/env.ts'
import { settingsList } from '../../test/site-settings.tsx'
import { ownerSettingsFrom } from '../site-settings/queries.ts'
import { SiteSettingsProvider } from '../site-settings/site-settings.tsx'
import { BlocksView, legalPartsOf } from './page-document-view.tsx'
import { type Page, pageOf } from './queries.ts'

afterEach(cleanup)

const word = (text: string, format = 0) => ({ type: 'text' as const, text, format })

function drawn(...nodes: BlockNode[]): string {
  const { container } = render(
    <SiteSettingsProvider
      value={ownerSettingsFrom(settingsList({ legal_email: 'legal@centro.es' }))}
    >
      <BlocksView nodes={nodes} />
    </SiteSettingsProvider>,
  )
  return container.innerHTML
}

describe('a page document is drawn with the site own elements', () => {
  test('a paragraph', () => {
    expect(drawn({ type: 'paragraph', children: [word('Hola')] })).toBe('<p>Hola</p>')
  })

  test('bold, italic and both', () => {
    expect(drawn({ type: 'paragraph', children: [word('a', 1), word('b', 2), word('c', 3)] })).toBe(
      '<p><strong>a</strong><em>b</em><strong><em>c</em></strong></p>',
    )
  })

  test('headings of level 2 and 3', () => {
    expect(drawn({ type: 'heading', tag: 'h3', children: [word('Sub')] })).toBe('<h3>Sub</h3>')
  })

  test('bulleted and numbered lists, nested', () => {
    expect(
      drawn({
        type: 'list',
        listType: 'bullet',
        children: [
          {
            type: 'listitem',
            children: [
              word('uno'),
              {
                type: 'list',
                listType: 'number',
                children: [{ type: 'listitem', children: [word('a')] }],
              },
            ],
          },
        ],
      }),
    ).toBe('<ul><li>uno<ol><li>a</li></ol></li></ul>')
  })

  test('a line break', () => {
    expect(
      drawn({ type: 'paragraph', children: [word('a'), { type: 'linebreak' }, word('b')] }),
    ).toBe('<p>a<br>b</p>')
  })

  test('a link of the site, and one that leaves it in a new tab', () => {
    expect(
      drawn({
        type: 'paragraph',
        children: [
          { type: 'link', url: '/contacto', children: [word('contacto')] },
          { type: 'link', url: 'https://www.aepd.es', children: [word('AEPD')] },
        ],
      }),
    ).toBe(
      '<p><a href="/contacto">contacto</a><a href="https://www.aepd.es" target="_blank" rel="noopener noreferrer">AEPD</a></p>',
    )
  })

  test('a link stored before the rule is drawn as its text alone', () => {
    expect(
      drawn({
        type: 'paragraph',
        children: [{ type: 'link', url: 'javascript:alert(1)', children: [word('x')] }],
      }),
    ).toBe('<p>x</p>')
  })

  test('a legal detail is the owner setting', () => {
    expect(
      drawn({ type: 'paragraph', children: [{ type: 'legal-detail', detail: 'email' }] }),
    ).toBe('<p><a href="mailto:legal@centro.es">legal@centro.es</a></p>')
  })

  test('a library picture is an image of the project Storage, sized, lazy, with its description', () => {
    const html = drawn({
      type: 'paragraph',
      children: [
        {
          type: 'picture',
          url: '/storage/v1/object/public/images/sala.webp',
          description: 'La sala de yoga',
          width: 1200,
          height: 800,
        },
      ],
    })
    const picture = new DOMParser().parseFromString(html, 'text/html').querySelector('img')
    expect(picture?.getAttribute('src')).toBe(
      `${env.supabaseUrl}/storage/v1/object/public/images/sala.webp`,
    )
    expect(picture?.getAttribute('alt')).toBe('La sala de yoga')
    expect([picture?.getAttribute('width'), picture?.getAttribute('height')]).toEqual([
      '1200',
      '800',
    ])
    expect([picture?.getAttribute('loading'), picture?.getAttribute('decoding')]).toEqual([
      'lazy',
      'async',
    ])
  })

  test('a picture without a description is drawn with an empty one, never without alt', () => {
    const html = drawn({
      type: 'paragraph',
      children: [{ type: 'picture', url: '/storage/v1/object/public/images/sala.webp' }],
    })
    expect(html).toContain('alt=""')
    expect(html).not.toContain('width=')
  })

  test('a use marked decorative is drawn with alt="" though the library describes the picture', () => {
    const url = '/storage/v1/object/public/images/sala.webp'
    const body: PageDocument = {
      root: {
        type: 'root',
        children: [{ type: 'paragraph', children: [{ type: 'picture', url, decorative: true }] }],
      },
    }
    const nosotros = { slug: 'nosotros', title: 'Nosotros', subtitle: null, body } as Page
    const page = pageOf([{ ...nosotros, bodyAlts: { [url]: 'La sala de yoga' } }], 'nosotros')
    const html = drawn(...(page?.body.root.children ?? []))
    const picture = new DOMParser().parseFromString(html, 'text/html').querySelector('img')
    expect(picture?.getAttribute('alt')).toBe('')
  })

  test('the holder details alone in a paragraph are their list', () => {
    expect(
      drawn({ type: 'paragraph', children: [{ type: 'legal-detail', detail: 'holder-details' }] }),
    ).toMatch(/^<ul><li><strong>Titular:<\/strong>/)
  })
})

test('a legal text: its introduction, then a numbered section per level-2 heading', () => {
  const parts = legalPartsOf({
    root: {
      type: 'root',
      children: [
        { type: 'paragraph', children: [word('intro')] },
        { type: 'heading', tag: 'h2', children: [word('Uno')] },
        { type: 'paragraph', children: [word('a')] },
        { type: 'heading', tag: 'h2', children: [word('Dos')] },
      ],
    },
  })
  expect(parts.intro).toHaveLength(1)
  expect(parts.sections.map((section) => [section.title, section.blocks.length])).toEqual([
    ['Uno', 1],
    ['Dos', 0],
  ])
})
