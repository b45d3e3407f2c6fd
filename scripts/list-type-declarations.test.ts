import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { declaredListTypes, readListTypes } from './list-type-declarations.ts'

const folder = mkdtempSync(join(tmpdir(), 'list-types-'))
writeFileSync(
  join(folder, 'faqs-definition.ts'),
  `export const faqs = defineResource({
  path: 'faqs',
  names: { one: 'Pregunta frecuente', many: 'Preguntas frecuentes' },
  label: 'question',
  entries,
})`,
)

const description = (position: string, extra = '') => `
import { FaQuestion as Question } from 'react-icons/fa'
import { faqs } from './faqs-definition.ts'
export const faqsType = listType({
  type: 'faqs',
  position: ${position},
  icon: Question,
  definition: faqs,${extra}
  columns: [{ field: 'question', header: 'Pregunta' }],
})`

describe('a list type read from its description', () => {
  test('gives its type, position and icon, and its definition’s path, names and label', () => {
    expect(
      readListTypes(
        description('45', "\n  countWords: { one: 'pregunta', many: 'preguntas' },"),
        join(folder, 'faqs.tsx'),
      ),
    ).toEqual([
      expect.objectContaining({
        exported: 'faqsType',
        type: 'faqs',
        position: 45,
        icon: { name: 'FaQuestion', from: 'react-icons/fa' },
        resource: 'faqs',
        names: { one: 'Pregunta frecuente', many: 'Preguntas frecuentes' },
        label: 'question',
        countWords: { one: 'pregunta', many: 'preguntas' },
      }),
    ])
  })

  test('a position not written as a number stops the build, naming the file', () => {
    expect(() => readListTypes(description('LAST'), join(folder, 'faqs.tsx'))).toThrow(
      /faqs\.tsx: its `position` must be written as a plain value/,
    )
  })

  test('two types at one position stop the build, naming both files', () => {
    writeFileSync(join(folder, 'a.tsx'), description('40'))
    writeFileSync(join(folder, 'b.tsx'), description('40'))
    expect(() => declaredListTypes([join(folder, 'a.tsx'), join(folder, 'b.tsx')])).toThrow(
      /a\.tsx and .*b\.tsx both give position 40/,
    )
  })
})
