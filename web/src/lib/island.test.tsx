import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { HydratedIsland, Island } from './island.tsx'

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
})
