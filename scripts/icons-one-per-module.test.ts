import { describe, expect, it } from 'vitest'
import { iconsOnePerModule } from './icons-one-per-module.ts'

type Hook = (...args: unknown[]) => unknown
const plugin = iconsOnePerModule() as unknown as Record<
  'transform' | 'resolveId' | 'load' | 'config',
  Hook
>

describe('icons one per module', () => {
  it('imports each icon of a set import from its own module, aliases kept', () => {
    const source = "import { FaPlay, FaPause as Pause } from 'react-icons/fa'\nconst a = 1\n"
    const { code } = plugin.transform(source, '/app/web/src/hero.tsx') as { code: string }
    expect(code).toContain("import { FaPlay } from 'virtual:fa-icon/FaPlay';")
    expect(code).toContain("import { FaPause as Pause } from 'virtual:fa-icon/FaPause';")
    expect(code).not.toContain("from 'react-icons/fa'")
  })

  it('keeps the line count of an import written over several lines', () => {
    const source = "import {\n  FaPlay,\n  FaPause,\n} from 'react-icons/fa'\nconst after = 1\n"
    const { code } = plugin.transform(source, '/app/web/src/hero.tsx') as { code: string }
    expect(code.split('\n').length).toBe(source.split('\n').length)
    expect(code.split('\n')[4]).toBe('const after = 1')
  })

  it('leaves dependencies and files without the set alone', () => {
    expect(
      plugin.transform("import { FaPlay } from 'react-icons/fa'", '/app/node_modules/x/index.js'),
    ).toBeNull()
    expect(
      plugin.transform("import { Box } from '@chakra-ui/react/box'", '/app/web/src/a.tsx'),
    ).toBeNull()
  })

  it('an icon module draws that icon alone with the set’s own GenIcon', () => {
    const id = plugin.resolveId('virtual:fa-icon/FaPlay') as string
    const code = plugin.load(id) as string
    expect(code).toContain("import { GenIcon } from 'react-icons/lib'")
    expect(code).toContain('export function FaPlay(props)')
    expect(code).not.toContain('FaPause')
  })

  it('declares the icon modules’ runtime to the dev server, which cannot find it in the sources', () => {
    expect(plugin.config()).toEqual({ optimizeDeps: { include: ['react-icons/lib'] } })
  })

  it('an icon the set does not have fails the build by name', () => {
    const id = plugin.resolveId('virtual:fa-icon/FaNoSuchIcon') as string
    expect(() => plugin.load(id)).toThrow('react-icons/fa has no icon named FaNoSuchIcon')
  })
})
