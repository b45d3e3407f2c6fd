// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const navigateSpy = vi.fn()
let navigationTakes = true

vi.mock('react-router', async (importOriginal) => {
  const router = await importOriginal<typeof import('react-router')>()
  return {
    ...router,
    useNavigate: () => {
      const navigate = router.useNavigate()
      return (...args: Parameters<typeof navigate>) => {
        navigateSpy(...args)
        return navigationTakes ? navigate(...args) : undefined
      }
    },
  }
})

const { default: RedirectToTherapiesScreen } = await import('./redirect-to-therapies.tsx')

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>
}

function renderRedirect() {
  return render(
    <MemoryRouter initialEntries={['/redir-servicios']}>
      <Routes>
        <Route path="/redir-servicios" element={<RedirectToTherapiesScreen />} />
        <Route path="/terapias" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  )
}

beforeEach(() => {
  vi.useFakeTimers()
  navigateSpy.mockClear()
  navigationTakes = true
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('/redir-servicios', () => {
  it("shows 'Redirigiendo a Terapias...'", () => {
    const screen = renderRedirect()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Redirigiendo a Terapias...')
  })

  it('redirects to /terapias at once and stops the retries once there', () => {
    const screen = renderRedirect()
    act(() => vi.advanceTimersByTime(0))
    expect(screen.getByTestId('where').textContent).toBe('/terapias')
    act(() => vi.advanceTimersByTime(1000))
    expect(navigateSpy).toHaveBeenCalledTimes(1)
    expect(navigateSpy).toHaveBeenCalledWith('/terapias', { replace: true })
  })

  it('tries again at 300 and 600 ms while the navigation has not happened', () => {
    navigationTakes = false
    renderRedirect()
    act(() => vi.advanceTimersByTime(0))
    expect(navigateSpy).toHaveBeenCalledTimes(1)
    act(() => vi.advanceTimersByTime(299))
    expect(navigateSpy).toHaveBeenCalledTimes(1)
    act(() => vi.advanceTimersByTime(1))
    expect(navigateSpy).toHaveBeenCalledTimes(2)
    act(() => vi.advanceTimersByTime(300))
    expect(navigateSpy).toHaveBeenCalledTimes(3)
    act(() => vi.advanceTimersByTime(5000))
    expect(navigateSpy).toHaveBeenCalledTimes(3)
  })
})
