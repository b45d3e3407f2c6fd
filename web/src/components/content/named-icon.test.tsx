// @vitest-environment screen
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderInSite } from '../../test/render.tsx'
import { iconFor, NamedIcon } from './named-icon.tsx'

describe('icon lookup', () => {
  it('finds every service and promotion icon name of the spec', () => {
    for (const name of [
      'utensils',
      'wifi',
      'users',
      'map-marker',
      'hands-helping',
      'capsules',
      'mobile',
      'calendar',
      'tag',
      'clock',
      'phone',
      'mail',
    ]) {
      expect(iconFor(name), name).toBeDefined()
    }
  })

  it("an unknown icon name shows 'Icon not found'", () => {
    renderInSite(<NamedIcon name="unicorn" />)
    expect(screen.getByText('Icon not found')).toBeTruthy()
  })
})
