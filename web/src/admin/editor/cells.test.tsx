// @vitest-environment screen
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderInAdmin } from '../test-support.tsx'
import { Cell, cellContent } from './cells.tsx'

afterEach(cleanup)

describe('generic table cells', () => {
  it('null and a missing value show as -', () => {
    expect(cellContent(null)).toEqual({ kind: 'empty' })
    expect(cellContent(undefined)).toEqual({ kind: 'empty' })
    renderInAdmin(<Cell value={null} />)
    expect(document.body.textContent).toBe('-')
  })

  it('a boolean shows as a green or red icon named Sí or No', () => {
    renderInAdmin(
      <>
        <Cell value={true} />
        <Cell value={false} />
      </>,
    )
    const yes = screen.getByRole('img', { name: 'Sí' })
    const no = screen.getByRole('img', { name: 'No' })
    expect(yes.parentElement?.className).not.toBe(no.parentElement?.className)
  })

  it('an object shows as its JSON text', () => {
    expect(cellContent({ a: 1 })).toEqual({ kind: 'text', text: '{"a":1}' })
    expect(cellContent([1, 2])).toEqual({ kind: 'text', text: '[1,2]' })
  })

  it('text longer than 50 characters is cut to 50 plus ...', () => {
    const long = 'a'.repeat(51)
    expect(cellContent(long)).toEqual({ kind: 'text', text: `${'a'.repeat(50)}...` })
  })

  it('text of exactly 50 characters is shown whole', () => {
    expect(cellContent('b'.repeat(50))).toEqual({ kind: 'text', text: 'b'.repeat(50) })
  })

  it('numbers show as written', () => {
    expect(cellContent(0)).toEqual({ kind: 'text', text: '0' })
  })
})
