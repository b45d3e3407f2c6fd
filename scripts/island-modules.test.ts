import { describe, expect, it } from 'vitest'
import { islandModules, islandsDrawnWithChakra, islandsReadingSettings } from './island-modules.ts'

it("each island's chunk is its module, as a path from web/ (the manifest's key)", () => {
  expect(islandModules().get('activities')).toBe('src/features/activities/activities-live.tsx')
})

describe('which islands draw with Chakra in the browser is read from their imports', () => {
  const drawn = islandsDrawnWithChakra(
    new Map([...islandModules(), ['chakra-drawn', 'src/test/chakra-drawn-live.tsx']]),
  )

  it('an island whose imports reach a Chakra component is found, with the chain that reaches it', () => {
    expect(drawn.get('chakra-drawn')).toBe(
      '@chakra-ui/react/box via web/src/test/chakra-drawn-live.tsx',
    )
  })

  it("no island of the site is: Panda's static CSS draws them", () => {
    expect([...drawn.keys()]).toEqual(['chakra-drawn'])
  })
})

describe("no island reads the owner's settings itself: the page hands them over as props", () => {
  const reading = islandsReadingSettings(
    new Map([...islandModules(), ['settings-reading', 'src/test/settings-reading-live.tsx']]),
  )

  it('an island whose imports reach the settings reader is found, with the chain that reaches it', () => {
    expect(reading.get('settings-reading')).toBe('web/src/test/settings-reading-live.tsx')
  })

  it('no island of the site does', () => {
    expect([...reading.keys()]).toEqual(['settings-reading'])
  })
})
