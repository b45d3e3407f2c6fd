import { globSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

describe('the screen files', () => {
  it('a jsdom file that mocks no module says `@vitest-environment screen`, to share its worker', () => {
    const alone = globSync('**/*.test.{ts,tsx}', { exclude: ['**/node_modules', 'e2e/**'] })
      .filter((file) => {
        const source = readFileSync(file, 'utf8')
        return source.includes('@vitest-environment jsdom') && !source.includes('vi.mock(')
      })
      .map((file) => `${file}: start it with // @vitest-environment screen`)
    expect(alone).toEqual([])
  })

  it("a screen file never empties the shared window's head, where the next file's styles are", () => {
    const emptying = globSync('**/*.test.{ts,tsx}', { exclude: ['**/node_modules', 'e2e/**'] })
      .filter((file) => {
        const source = readFileSync(file, 'utf8')
        return (
          source.includes('@vitest-environment screen') &&
          /document\.(head|documentElement)\.(innerHTML|replaceChildren)/.test(source)
        )
      })
      .map((file) => `${file}: remove only the elements the test added to document.head`)
    expect(emptying).toEqual([])
  })
})
