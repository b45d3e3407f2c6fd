// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderInSite } from '../../test/render.tsx'
import { DownloadButton } from './download-button.tsx'
import type { Book } from './queries.ts'

const api = vi.hoisted(() => ({ apiRequest: vi.fn() }))
const toasts = vi.hoisted(() => ({ create: vi.fn() }))
vi.mock('../../lib/api.ts', () => ({ apiRequest: api.apiRequest }))
vi.mock('../../components/ui/toast-store.ts', () => ({ toaster: toasts }))

const book = { id: 7, title: 'Guía de prueba' } as Book
const LINK = 'https://example.org/guia.pdf'

function fakeTab() {
  return {
    opener: {} as unknown,
    closed: false,
    location: { href: '' },
    document: { title: '', body: { textContent: '' } },
    close: vi.fn(),
  }
}

let tab: ReturnType<typeof fakeTab>
let client: QueryClient

function renderButton() {
  client = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  vi.spyOn(client, 'invalidateQueries')
  renderInSite(
    <QueryClientProvider client={client}>
      <DownloadButton book={book} />
    </QueryClientProvider>,
  )
}

beforeEach(() => {
  tab = fakeTab()
  vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window)
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  api.apiRequest.mockReset()
  toasts.create.mockReset()
})

describe('book download', () => {
  it("opens the tab in the click, reads 'Descargando...' while pending, then sends the tab to the link, refreshes the books and thanks", async () => {
    let answer: (value: unknown) => void = () => {}
    api.apiRequest.mockReturnValue(new Promise((resolve) => (answer = resolve)))
    renderButton()
    fireEvent.click(screen.getByRole('button', { name: /Descargar/ }))
    expect(window.open).toHaveBeenCalledWith('', '_blank')
    expect(tab.opener).toBeNull()
    await screen.findByText('Descargando...')
    expect(api.apiRequest).toHaveBeenCalledWith('POST', '/api/books/7/download')
    answer({ downloadLink: LINK, downloadCount: 1, totalDownloads: 1 })
    await waitFor(() => expect(tab.location.href).toBe(LINK))
    expect(client.invalidateQueries).toHaveBeenCalledWith({ queryKey: ['/api/books'] })
    expect(toasts.create).toHaveBeenCalledWith({
      type: 'success',
      title: 'Descarga iniciada',
      description: 'Gracias por descargar Guía de prueba',
    })
  })

  it('a failed download closes the waiting tab and shows the destructive toast', async () => {
    api.apiRequest.mockRejectedValue(new Error('500: fallo'))
    renderButton()
    fireEvent.click(screen.getByRole('button', { name: /Descargar/ }))
    await waitFor(() => expect(tab.close).toHaveBeenCalled())
    expect(toasts.create).toHaveBeenCalledWith({
      type: 'error',
      title: 'Error al descargar',
      description: 'No se pudo iniciar la descarga. Intente de nuevo más tarde.',
    })
  })

  it('an answer without a usable link counts as a failure', async () => {
    api.apiRequest.mockResolvedValue({ downloadLink: 'javascript:alert(1)' })
    renderButton()
    fireEvent.click(screen.getByRole('button', { name: /Descargar/ }))
    await waitFor(() => expect(tab.close).toHaveBeenCalled())
    expect(tab.location.href).toBe('')
    expect(toasts.create).toHaveBeenCalledWith(expect.objectContaining({ type: 'error' }))
  })
})
