// @vitest-environment screen
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { MediaFile, MediaPage } from '../../../../edge-functions/_shared/media.ts'
import { DESCRIPTION_TEXTS } from '../media/description-texts.ts'
import { networkQueryClient, renderInAdmin, serveApi } from '../test-support.tsx'
import { MediaLibrary } from './media-library.tsx'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

const PICTURE: MediaFile = {
  bucket: 'images',
  name: 'uploads/paisaje-al-alba.jpg',
  size: 240_000,
  mimetype: 'image/jpeg',
  createdAt: '2026-11-30T10:00:00Z',
  variant: 'uploads/paisaje-al-alba-800.webp',
  variantSize: 60_000,
  originalName: 'paisaje-al-alba.jpg',
  uses: [],
  description: null,
  decorative: false,
}

const LIBRARY: MediaPage = {
  listedAt: '2026-12-01T10:00:00Z',
  total: 1,
  totalBytes: 300_000,
  items: [PICTURE],
}

describe('the library’s cards', () => {
  it('a picture’s «Texto alternativo» opens its box, with its Historial, once she asks', async () => {
    serveApi((method, path) =>
      method === 'GET' && path === '/api/media' ? { body: LIBRARY } : undefined,
    )
    renderInAdmin(<MediaLibrary />, { queryClient: networkQueryClient() })
    const open = await screen.findByRole('button', { name: /^Texto alternativo de / })
    const card = open.closest('li') as HTMLElement
    expect(within(card).queryByRole('textbox', { name: DESCRIPTION_TEXTS.label })).toBeNull()
    fireEvent.click(open)
    expect(open.getAttribute('aria-expanded')).toBe('true')
    expect(
      await within(card).findByRole(
        'textbox',
        { name: DESCRIPTION_TEXTS.label },
        { timeout: 10_000 },
      ),
    ).toBeTruthy()
    expect(within(card).getByRole('button', { name: 'Historial' })).toBeTruthy()
  })

  it('a picture’s whole file, read for its size, is fetched once its card comes near the screen', async () => {
    const watching: ((entries: { isIntersecting: boolean }[]) => void)[] = []
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          watching.push(callback)
        }
        observe() {}
        disconnect() {}
      },
    )
    const fetched: string[] = []
    vi.stubGlobal(
      'Image',
      class {
        onload: (() => void) | null = null
        set src(address: string) {
          fetched.push(address)
        }
      },
    )
    serveApi((method, path) =>
      method === 'GET' && path === '/api/media' ? { body: LIBRARY } : undefined,
    )
    renderInAdmin(<MediaLibrary />, { queryClient: networkQueryClient() })
    await screen.findByRole('button', { name: /^Texto alternativo de / })
    // Its card watches for the screen (an effect, after the card is drawn).
    await vi.waitFor(() => expect(watching.length).toBeGreaterThan(0))
    expect(fetched.filter((address) => address.endsWith(PICTURE.name))).toEqual([])
    act(() => {
      for (const callback of watching) callback([{ isIntersecting: true }])
    })
    expect(fetched.filter((address) => address.endsWith(PICTURE.name))).toHaveLength(1)
  })
})
