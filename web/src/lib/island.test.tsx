import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Island } from './island.tsx'

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
})
