import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { IslandIdPrefix, useDomId } from './dom-id.ts'

function List() {
  return <ul id={useDomId()} />
}

const idOf = (html: string) => /id="([^"]+)"/.exec(html)?.[1]

describe('ids of elements', () => {
  it('in the app, are the ids React gives, with no prefix', () => {
    const id = idOf(renderToString(<List />))
    expect(id).toBeTruthy()
    expect(id).not.toMatch(/^island/)
  })

  it('in an island drawn in a root of its own, carry that island’s prefix', () => {
    const first = idOf(
      renderToString(
        <IslandIdPrefix value="island1-">
          <List />
        </IslandIdPrefix>,
      ),
    )
    const second = idOf(
      renderToString(
        <IslandIdPrefix value="island2-">
          <List />
        </IslandIdPrefix>,
      ),
    )
    expect(first).toMatch(/^island1-/)
    expect(second).toMatch(/^island2-/)
    expect(first?.replace('island1-', '')).toBe(second?.replace('island2-', ''))
  })
})
