import { describe, expect, it } from 'vitest'
import { islandModules, islandsDrawnWithChakra } from './island-modules.ts'

it("each island's chunk is its module, as a path from web/ (the manifest's key)", () => {
  expect(islandModules().get('activities')).toBe('src/features/activities/activities-live.tsx')
})

describe('which islands draw with Chakra in the browser is read from their imports', () => {
  const drawn = islandsDrawnWithChakra()

  it('an island whose imports reach a Chakra component is found, with the chain that reaches it', () => {
    expect(drawn.get('album-detail')).toMatch(
      /^@chakra-ui\/react\/\S+ via web\/src\/features\/albums\/album-detail-live\.tsx/,
    )
  })

  it('an island drawn with its own CSS is not, and raising a toast does not count', () => {
    expect(drawn.has('call-to-action')).toBe(false)
    expect(drawn.has('books')).toBe(false)
  })
})
