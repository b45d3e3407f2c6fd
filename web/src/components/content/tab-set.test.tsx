// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderInSite } from '../../test/render.tsx'
import { nextTabIndex, TabSet } from './tab-set.tsx'

afterEach(cleanup)

const TABS = [
  { value: 'uno', label: 'Uno' },
  { value: 'dos', label: 'Dos' },
  { value: 'tres', label: 'Tres' },
] as const

function Example() {
  const [value, setValue] = useState<(typeof TABS)[number]['value']>('uno')
  return (
    <TabSet
      label="Ejemplo"
      tabs={TABS}
      value={value}
      onValueChange={setValue}
      panels={{ uno: <p>Panel uno</p>, dos: <p>Panel dos</p>, tres: <p>Panel tres</p> }}
    />
  )
}

describe('tab set', () => {
  it('arrow keys wrap around, Home and End jump to the ends', () => {
    expect(nextTabIndex('ArrowRight', 2, 3)).toBe(0)
    expect(nextTabIndex('ArrowLeft', 0, 3)).toBe(2)
    expect(nextTabIndex('Home', 2, 3)).toBe(0)
    expect(nextTabIndex('End', 0, 3)).toBe(2)
    expect(nextTabIndex('Enter', 0, 3)).toBeUndefined()
  })

  it('shows the chosen panel only, labelled by its tab, and only that tab is in the tab order', () => {
    renderInSite(<Example />)
    const [first, second] = screen.getAllByRole('tab')
    expect(first.getAttribute('aria-selected')).toBe('true')
    expect(first.tabIndex).toBe(0)
    expect(second.tabIndex).toBe(-1)
    const panel = screen.getByRole('tabpanel')
    expect(panel.textContent).toBe('Panel uno')
    expect(panel.getAttribute('aria-labelledby')).toBe(first.id)
  })

  it('a click or an arrow key chooses a tab and moves the focus to it', () => {
    renderInSite(<Example />)
    fireEvent.click(screen.getByRole('tab', { name: 'Dos' }))
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel dos')
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Dos' }), { key: 'ArrowRight' })
    const third = screen.getByRole('tab', { name: 'Tres' })
    expect(third.getAttribute('aria-selected')).toBe('true')
    expect(document.activeElement).toBe(third)
  })
})
