// @vitest-environment screen
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { useState } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { renderInSite } from '../../test/render.tsx'
import { nextTabIndex, TabSet } from './tab-set.tsx'

afterEach(cleanup)

const TABS = [
  { value: 'uno', label: 'Uno' },
  { value: 'dos', label: 'Dos' },
  { value: 'tres', label: 'Tres' },
] as const

const LINKED_TABS = TABS.map((tab) => ({ ...tab, hash: `pestana-${tab.value}` }))

function Example({ linked = false }: { linked?: boolean }) {
  const [value, setValue] = useState<(typeof TABS)[number]['value']>('uno')
  return (
    <TabSet
      label="Ejemplo"
      tabs={linked ? LINKED_TABS : TABS}
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

  it('tabs with a hash are plain links until the script runs: CSS picks the panel of the :target', () => {
    const html = renderToString(<Example linked />)
    const page = new DOMParser().parseFromString(html, 'text/html')
    const root = page.querySelector('[data-before-script]')
    const links = [...page.querySelectorAll('a[role="tab"]')]
    expect(links.map((link) => [link.getAttribute('href'), link.id])).toEqual([
      ['#pestana-uno', 'pestana-uno'],
      ['#pestana-dos', 'pestana-dos'],
      ['#pestana-tres', 'pestana-tres'],
    ])
    // Every link is in the tab order; none claims to be chosen, the first is drawn as chosen.
    expect(links.some((link) => link.hasAttribute('tabindex'))).toBe(false)
    expect(links.some((link) => link.hasAttribute('aria-selected'))).toBe(false)
    expect(links[0].hasAttribute('data-initial')).toBe(true)
    expect(page.querySelectorAll('[role="tabpanel"][hidden]')).toHaveLength(0)
    expect(root?.querySelector('style')?.textContent).toContain(
      '[data-before-script]:has(#pestana-dos:target)>[aria-labelledby=pestana-dos]{display:block}',
    )
  })

  it('once the script runs, linked tabs are the tabs pattern again and a click leaves the address', () => {
    const { container } = renderInSite(<Example linked />)
    expect(container.querySelector('[data-before-script], style')).toBeNull()
    const second = screen.getByRole('tab', { name: 'Dos' })
    expect(second.tabIndex).toBe(-1)
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    fireEvent(second, click)
    expect(click.defaultPrevented).toBe(true)
    expect(second.getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel dos')
  })
})
