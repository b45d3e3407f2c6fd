import type { ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { type Baking, HydratedIsland, Island, IslandBaking } from './island.tsx'

function Greeting({ name }: { name: string }) {
  return <p>Hola, {name}</p>
}

describe('island', () => {
  it('the prerendered page names the island and its props around its skeleton', () => {
    const html = renderToString(
      <Island
        name="books"
        fallback={<p>Cargando</p>}
        props={{ variant: 'home', headingLevel: 'h3' }}
      />,
    )
    expect(html).toContain('data-island="books"')
    expect(html).toContain(
      `data-island-props="${'{"variant":"home","headingLevel":"h3"}'.replace(/"/g, '&quot;')}"`,
    )
    expect(html).toContain('<p>Cargando</p>')
  })

  it('an island without props carries no props attribute', () => {
    expect(renderToString(<Island name="chat-button" fallback={null} />)).not.toContain(
      'data-island-props',
    )
  })

  it('a hydrated island is marked as such and prerendered as its own first render', () => {
    const html = renderToString(
      <HydratedIsland name="hero" component={Greeting} props={{ name: 'Ana' }} />,
    )
    expect(html).toContain('data-island="hero"')
    expect(html).toContain('data-island-hydrated=""')
    expect(html).toContain('<p>Hola, <!-- -->Ana</p>')
  })

  it('a baked island is drawn with its content at build time, marked to be hydrated in place', () => {
    const baking: Baking = {
      components: new Map([['books', Greeting as ComponentType<Record<string, unknown>>]]),
      islandsOnly: true,
      drawn: new Set(),
    }
    const html = renderToString(
      <IslandBaking.Provider value={baking}>
        <Island name="books" baked fallback={<p>Cargando</p>} props={{ name: 'Ana' }} />
        <Island name="videos" fallback={<p>Cargando vídeos</p>} />
      </IslandBaking.Provider>,
    )
    expect(html).toContain('data-island-hydrated=""')
    expect(html).toContain('<p>Hola, <!-- -->Ana</p>')
    expect(html).not.toContain('<p>Cargando</p>')
    expect(html).toContain('<p>Cargando vídeos</p>')
    expect([...baking.drawn]).toEqual(['books'])
  })
})
