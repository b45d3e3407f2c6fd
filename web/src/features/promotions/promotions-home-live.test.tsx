// @vitest-environment screen
import { cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { queryClient } from '../../lib/query-client.ts'
import { renderInSite } from '../../test/render.tsx'
import LivePromotionsSection from './promotions-home-live.tsx'

function answerPromotions(promotions: unknown[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      String(url).includes('/api/promotions') ? Response.json(promotions) : Response.json(null),
    ),
  )
}

afterEach(() => {
  cleanup()
  queryClient.clear()
  vi.unstubAllGlobals()
})

describe('home promotions section', () => {
  it('promotions hidden when empty: the section disappears once an empty list has loaded', async () => {
    answerPromotions([])
    const { container } = renderInSite(<LivePromotionsSection />)
    expect(container.querySelector('#promociones')).not.toBeNull()
    await waitFor(() => expect(container.querySelector('#promociones')).toBeNull())
  })

  it('stays with its cards when there are promotions', async () => {
    answerPromotions([
      { id: 1, title: 'Bono de cinco sesiones', description: 'Paga cuatro.', icon: 'clock' },
    ])
    const { container } = renderInSite(<LivePromotionsSection />)
    expect(await screen.findByText('Bono de cinco sesiones')).toBeTruthy()
    expect(container.querySelector('#promociones')).not.toBeNull()
  })
})
