import type { ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import FarewellLive from '../test/farewell-live.tsx'
import GreetingLive from '../test/greeting-live.tsx'
// Drawn with the page, so imported as it is; the prerenderer loads a baked island's code itself.
import HydratedGreeting from '../test/greeting-live.tsx'
import { type Baking, HydratedIsland, Island, IslandBaking } from './island.tsx'

describe('island', () => {
  it('the prerendered page names the island (its module) and its props around its skeleton', () => {
    const html = renderToString(
      <Island of={GreetingLive} fallback={<p>Cargando</p>} props={{ name: 'Ana' }} />,
    )
    expect(html).toContain('data-island="greeting"')
    expect(html).toContain(`data-island-props="${'{"name":"Ana"}'.replace(/"/g, '&quot;')}"`)
    expect(html).toContain('<p>Cargando</p>')
    expect(html).not.toContain('Hola')
  })

  it('an island without props carries no props attribute', () => {
    expect(renderToString(<Island of={FarewellLive} fallback={null} />)).not.toContain(
      'data-island-props',
    )
  })

  it('a baked island is drawn with its content at build time, marked to be hydrated in place', () => {
    const baking: Baking = {
      components: new Map([
        ['greeting', HydratedGreeting as ComponentType<Record<string, unknown>>],
      ]),
      islandsOnly: true,
      drawn: new Set(),
    }
    const html = renderToString(
      <IslandBaking.Provider value={baking}>
        <Island of={GreetingLive} baked fallback={<p>Cargando</p>} props={{ name: 'Ana' }} />
        <Island of={FarewellLive} fallback={<p>Cargando despedida</p>} />
      </IslandBaking.Provider>,
    )
    expect(html).toContain('data-island-hydrated=""')
    expect(html).toContain('<p>Hola, <!-- -->Ana</p>')
    expect(html).not.toContain('<p>Cargando</p>')
    expect(html).toContain('<p>Cargando despedida</p>')
    expect([...baking.drawn]).toEqual(['greeting'])
  })
})

describe('hydrated island', () => {
  it('is marked as such and prerendered as its own first render', () => {
    const html = renderToString(<HydratedIsland of={HydratedGreeting} props={{ name: 'Ana' }} />)
    expect(html).toContain('data-island="greeting"')
    expect(html).toContain('data-island-hydrated=""')
    expect(html).toContain('<p>Hola, <!-- -->Ana</p>')
  })
})
