// @vitest-environment screen
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { lazy, Suspense } from 'react'
import { Route, Routes } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PreloadScreen } from '../../app/screen-preload.ts'
import { ROUTED, renderInAdmin } from '../test-support.tsx'
import { AdminFrame } from './admin-frame.tsx'
import { LEAVING_TEXT } from './frame-texts.ts'

const preloadScreen = vi.fn()

afterEach(() => {
  cleanup()
  preloadScreen.mockClear()
})

let release: () => void = () => {}
const arrived = new Promise<void>((resolve) => {
  release = resolve
})
// The next screen, whose code arrives when the test says so.
const Library = lazy(async () => {
  await arrived
  return { default: () => <h1>Biblioteca de medios</h1> }
})

function Site() {
  return (
    <PreloadScreen value={preloadScreen}>
      <Suspense>
        <Routes>
          <Route
            path="/admin"
            element={
              <AdminFrame current="/admin">
                <h1>Panel de Administración</h1>
              </AdminFrame>
            }
          />
          <Route path="/admin/medios" element={<Library />} />
        </Routes>
      </Suspense>
    </PreloadScreen>
  )
}

/** jsdom's window is a phone's: the sidebar's links are behind «Menú». */
function openMenu() {
  fireEvent.click(screen.getByRole('button', { name: 'Menú' }))
}

const mediaLink = () => screen.getByRole('link', { name: 'Medios' })

describe("moving between the owner's screens", () => {
  it("a link's screen starts loading when she points at it, focuses it or touches it", () => {
    renderInAdmin(<Site />)
    openMenu()
    preloadScreen.mockClear()
    fireEvent.pointerEnter(mediaLink())
    fireEvent.focus(mediaLink())
    fireEvent.touchStart(mediaLink())
    expect(preloadScreen.mock.calls).toEqual([
      ['/admin/medios'],
      ['/admin/medios'],
      ['/admin/medios'],
    ])
  })

  it('the screen she leaves says the next one is coming and takes no taps until it is drawn', async () => {
    renderInAdmin(<Site />)
    openMenu()
    fireEvent.click(mediaLink())

    const bar = await screen.findByRole('progressbar', { name: LEAVING_TEXT })
    const heading = screen.getByRole('heading', { name: 'Panel de Administración' })
    const frame = heading.closest('[aria-busy="true"]')
    if (!frame) throw new Error('the screen she leaves is not marked busy')
    expect(getComputedStyle(frame).pointerEvents).toBe('none')
    expect(bar.closest('header')).not.toBeNull()

    await act(async () => release())
    expect(
      await screen.findByRole('heading', { name: 'Biblioteca de medios' }, ROUTED),
    ).toBeDefined()
    expect(screen.queryByRole('progressbar')).toBeNull()
  })
})
