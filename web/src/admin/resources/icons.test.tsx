// @vitest-environment screen
import { cleanup } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderInAdmin } from '../test-support.tsx'
import { IconCell, iconOptions } from './icons.tsx'

afterEach(cleanup)

describe('icon names', () => {
  it('an icon is offered by its Spanish name, not its code name', () => {
    expect(iconOptions(['utensils', 'hands-helping'])).toEqual([
      { value: 'utensils', label: 'Cubiertos' },
      { value: 'hands-helping', label: 'Manos que ayudan' },
    ])
  })

  it("a list's icon cell draws the icon beside its Spanish name", () => {
    const { container } = renderInAdmin(<IconCell name="hands-helping" />)
    expect(container.textContent).toBe('Manos que ayudan')
    expect(container.querySelector('svg')).not.toBeNull()
  })

  it('a missing icon shows as -', () => {
    const { container } = renderInAdmin(<IconCell name={null} />)
    expect(container.textContent).toBe('-')
  })
})
