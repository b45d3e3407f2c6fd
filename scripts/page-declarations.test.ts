import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { declaredScreens, readPageDeclaration } from './page-declarations.ts'

const SCREEN = 'web/src/app/routes/retiros.tsx'

function screenDeclaring(declaration: string) {
  return `import { definePage } from '../page-declaration.ts'\n\nexport const page = definePage(${declaration})\n\nexport default function Screen() {\n  return null\n}\n`
}

describe('a screen module declares its page', () => {
  test('the build reads the declaration from the source, as written', () => {
    const source = screenDeclaring(
      `{ path: ['/retiros', '/retiro'], frame: 'site', title: 'Retiros', description: 'En la sierra.', islandsOnly: true }`,
    )
    expect(readPageDeclaration(source, SCREEN)).toEqual({
      path: ['/retiros', '/retiro'],
      frame: 'site',
      title: 'Retiros',
      description: 'En la sierra.',
      islandsOnly: true,
    })
  })

  test('a screen module without a declaration is named, with what to write', () => {
    expect(() => readPageDeclaration('export default function Screen() {}', SCREEN)).toThrow(
      `${SCREEN} is a screen module but declares no page: write \`export const page = definePage({ path, frame, title, description })\`.`,
    )
  })

  test('a value the build could only know by running the screen is refused, naming the file', () => {
    const source = screenDeclaring(
      `{ path: '/retiros', frame: 'site', title: TITLE, description: 'En la sierra.' }`,
    )
    expect(() => readPageDeclaration(source, SCREEN)).toThrow(
      `${SCREEN}: \`TITLE\` in its page declaration is not a plain value.`,
    )
  })

  test('a page without its head (title and description) is refused', () => {
    const source = screenDeclaring(`{ path: '/retiros', frame: 'site', title: 'Retiros' }`)
    expect(() => readPageDeclaration(source, SCREEN)).toThrow(
      `${SCREEN}: its page needs a \`title\` and a \`description\``,
    )
  })

  test('a path must be an address of the site', () => {
    const source = screenDeclaring(
      `{ path: 'retiros', frame: 'site', title: 'Retiros', description: 'En la sierra.' }`,
    )
    expect(() => readPageDeclaration(source, SCREEN)).toThrow('needs a `path` starting with /')
  })

  test('two screens claiming one path stop the build, naming both', () => {
    const folder = mkdtempSync(join(tmpdir(), 'screens-'))
    const files = ['a.tsx', 'b.tsx'].map((name) => {
      const file = join(folder, name)
      writeFileSync(
        file,
        screenDeclaring(
          `{ path: '/retiros', frame: 'site', title: 'Retiros', description: 'En la sierra.' }`,
        ),
      )
      return file
    })
    expect(() => declaredScreens(files)).toThrow(
      /\/retiros is declared by both .*a\.tsx and .*b\.tsx/,
    )
  })
})
