import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { islandName, islandsInSite, transformIslandUses } from './island-declarations.ts'

const FILE = join(import.meta.dirname, '..', 'web', 'src', 'features', 'retiros', 'retiro-list.tsx')

const LAZY = `import { Island } from '../../lib/island.tsx'
import RetirosLive from './retiros-live.tsx'

export function RetiroList() {
  return <Island of={RetirosLive} baked fallback={null} props={{ limit: 3 }} />
}
`

describe('an island is declared where it is used', () => {
  test("its name is its module's file name, without -live", () => {
    expect(islandName('/web/src/features/retiros/retiros-live.tsx')).toBe('retiros')
    expect(islandName('/web/src/features/hero/hero-data-live.tsx')).toBe('hero-data')
    expect(islandName('/web/src/components/layout/mobile-menu.tsx')).toBe('mobile-menu')
  })

  test('the import of a lazily drawn island becomes its name and the loader of its own chunk', () => {
    const code = transformIslandUses(LAZY, FILE)?.code ?? ''
    expect(code).not.toContain("import RetirosLive from './retiros-live.tsx'")
    expect(code).toContain(
      `const RetirosLive = { name: "retiros", load: () => import("./retiros-live.tsx") }`,
    )
    expect(code).toContain('<Island of={RetirosLive} baked')
  })

  test('a hydrated island keeps its import, drawn with the page, and gets its name', () => {
    const source = `import { HydratedIsland } from '../../lib/island.tsx'
import RetiroTabs from './retiro-tabs.tsx'

export const Tabs = () => <HydratedIsland of={RetiroTabs} />
`
    const code = transformIslandUses(source, FILE)?.code ?? ''
    expect(code).toContain("import RetiroTabs from './retiro-tabs.tsx'")
    expect(code).toContain(`<HydratedIsland of={{ name: "retiro-tabs", component: RetiroTabs }} />`)
  })

  test('a lazily drawn island named anywhere else in the file is refused: its code would join the page', () => {
    const source = `${LAZY}\nexport const again = () => <RetirosLive />\n`
    expect(() => transformIslandUses(source, FILE)).toThrow(
      'web/src/features/retiros/retiro-list.tsx: RetirosLive is an island (<Island of={RetirosLive}>), so this file may only hand it to <Island>',
    )
  })

  test('<Island> without a default import of its module is refused, naming the file', () => {
    const source = `import { Island } from '../../lib/island.tsx'
import { RetirosLive } from './retiros-live.tsx'

export const List = () => <Island of={RetirosLive} fallback={null} />
`
    expect(() => transformIslandUses(source, FILE)).toThrow(
      'web/src/features/retiros/retiro-list.tsx: <Island> needs of={TheIsland}, with the island imported by default from its own module',
    )
  })

  test('a module without islands is left as it is', () => {
    expect(transformIslandUses('export const a = 1\n', FILE)).toBeUndefined()
  })

  test('two island modules under one name stop the build, naming both', () => {
    const folder = mkdtempSync(join(tmpdir(), 'islands-'))
    const files = ['uno', 'dos'].map((part) => {
      const file = join(folder, `${part}.tsx`)
      writeFileSync(
        file,
        `import { Island } from './island.tsx'\nimport RetirosLive from './${part}/retiros-live.tsx'\nexport const L = () => <Island of={RetirosLive} fallback={null} />\n`,
      )
      return file
    })
    expect(() => islandsInSite(files)).toThrow(
      /Two islands are named retiros: .*uno\/retiros-live\.tsx and .*dos\/retiros-live\.tsx/,
    )
  })

  test("the site's islands are read from where they are used", () => {
    const islands = islandsInSite()
    expect(islands.get('activities')).toMatchObject({
      kind: 'lazy',
      module: expect.stringMatching(/web\/src\/features\/activities\/activities-live\.tsx$/),
    })
    expect(islands.get('hero')?.kind).toBe('hydrated')
  })
})
