// @vitest-environment screen
import { act, cleanup, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderInSite } from '../../test/render.tsx'
import { WithSettings } from '../../test/site-settings.tsx'
import { HomeHero } from './home-hero.tsx'
import { heroOwnerContent } from './owner-content.ts'
import type { HeroContent } from './queries.ts'
import { DEFAULT_SLIDES } from './slides.ts'

beforeEach(() => {
  // The data island's requests never answer: the test publishes the owner's content itself.
  vi.stubGlobal('fetch', () => new Promise(() => {}))
})

afterEach(() => {
  cleanup()
  heroOwnerContent.set(heroOwnerContent.initial)
  vi.unstubAllGlobals()
})

describe('home hero', () => {
  it("shows the default slides without the owner's, then hers once the data island reads them", () => {
    renderInSite(
      <WithSettings>
        <HomeHero />
      </WithSettings>,
    )
    expect(screen.getAllByText(DEFAULT_SLIDES[0].title).length).toBeGreaterThan(0)
    const item = { id: 1, order: 0, title: 'Bienvenida al centro', isActive: true } as HeroContent
    act(() => heroOwnerContent.set({ contents: [item], backgrounds: [] }))
    expect(screen.getAllByText('Bienvenida al centro').length).toBeGreaterThan(0)
    expect(screen.queryAllByText(DEFAULT_SLIDES[0].title)).toHaveLength(0)
    expect(screen.getAllByText(DEFAULT_SLIDES[1].title).length).toBeGreaterThan(0)
  })
})
