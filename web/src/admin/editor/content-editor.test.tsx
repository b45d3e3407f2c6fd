// @vitest-environment screen
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  BrowserBack,
  field,
  networkQueryClient,
  ROUTED,
  renderInAdmin,
  serveApi,
} from '../test-support.tsx'
import { ContentEditor } from './content-editor.tsx'

const SERVICE = {
  id: 3,
  title: 'Nutrición',
  description: 'Alimentación consciente',
  icon: 'utensils',
  publishedAt: '2026-01-01T10:00:00Z',
  draft: null,
  createdAt: '2026-01-01T10:00:00Z',
  updatedAt: '2026-01-01T10:00:00Z',
}

beforeEach(() => {
  serveApi((_method, path) => ({ body: path === '/api/services' ? [SERVICE] : [] }))
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function renderEditor(path: string) {
  return renderInAdmin(
    <>
      <ContentEditor />
      <BrowserBack />
    </>,
    { queryClient: networkQueryClient(), path },
  )
}

describe('the content editor’s addresses', () => {
  it('opens the form of the item its address names', async () => {
    renderEditor('/admin/content-editor?type=services&editar=3')
    expect(await screen.findByRole('heading', { name: 'Editar servicio' })).toBeTruthy()
    await waitFor(() => expect(field('Título').value).toBe('Nutrición'), ROUTED)
  })

  it('says so in Spanish when the address names no item', async () => {
    renderEditor('/admin/content-editor?type=services&editar=99')
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No hay ningún servicio con el identificador «99»: puede que se haya eliminado o movido a la Papelera.',
    )
  })

  it('a form opened from the list is closed by the browser’s Back', async () => {
    renderEditor('/admin/content-editor?type=services')
    fireEvent.click(await screen.findByRole('button', { name: 'Editar: Nutrición' }))
    expect(await screen.findByRole('heading', { name: 'Editar servicio' }, ROUTED)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Atrás del navegador' }))
    expect(await screen.findByRole('heading', { name: 'Gestionar servicios' }, ROUTED)).toBeTruthy()
  })
})
