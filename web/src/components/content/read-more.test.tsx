// @vitest-environment screen
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { cutText } from '../../lib/text.ts'
import { ReadMore } from './read-more.tsx'

afterEach(cleanup)

const long = `${'palabra '.repeat(30)}final`

describe('read more', () => {
  it('shows the cut as the spec draws it, and the whole text in a closed details', () => {
    const { container } = render(
      <ReadMore text={long} cut={cutText(long, 150)} className="texto" about="testimonio de Ana" />,
    )
    const cut = container.querySelector('[data-cut]')
    expect(cut?.textContent).toBe(`${long.slice(0, 150)}...`)
    const details = container.querySelector('details')
    expect(details?.open).toBe(false)
    expect(details?.querySelector('summary')?.textContent).toContain('Leer más')
    expect(details?.querySelector('summary')?.textContent).toContain(': testimonio de Ana')
    expect(details?.querySelector('p')?.textContent).toBe(long)
  })

  it('a text the cut leaves whole is only its paragraph', () => {
    const { container } = render(<ReadMore text="Corto." cut="Corto." className="texto" />)
    expect(container.innerHTML).toBe('<p class="texto">Corto.</p>')
  })
})
