import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { IslandIdRoot, useDomId } from './dom-id.tsx'

function List() {
  return <ul id={useDomId()} />
}

const idsOf = (html: string) => [...html.matchAll(/id="([^"]+)"/g)].map((match) => match[1])

describe('ids of elements', () => {
  it('in the app, are the ids React gives, with no prefix', () => {
    const [id] = idsOf(renderToString(<List />))
    expect(id).toBeTruthy()
    expect(id).not.toMatch(/^island/)
  })

  it('in an island root, carry its prefix and are numbered in drawing order, the same on every render', () => {
    const island = (prefix: string) =>
      renderToString(
        <IslandIdRoot prefix={prefix}>
          <List />
          <List />
        </IslandIdRoot>,
      )
    expect(idsOf(island('island1-'))).toEqual(['island1-0', 'island1-1'])
    expect(idsOf(island('island1-'))).toEqual(idsOf(island('island1-')))
    expect(idsOf(island('island2-'))).toEqual(['island2-0', 'island2-1'])
  })
})
