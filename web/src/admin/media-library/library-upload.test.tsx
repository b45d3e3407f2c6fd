// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderInAdmin } from '../test-support.tsx'
import { LibraryUpload } from './library-upload.tsx'

vi.mock('../media/media-upload.ts', () => ({
  planUpload: vi.fn(async () => ({ url: 'https://example.test/documents/guia.pdf' })),
  runUpload: vi.fn(async (_plan: unknown, onProgress: (share: number) => void) => onProgress(1)),
}))

afterEach(cleanup)

describe('the library upload box', () => {
  it('sends a chosen file after being drawn twice, as StrictMode draws it in development', async () => {
    renderInAdmin(<LibraryUpload onShow={() => {}} />)
    const chooser = screen.getByLabelText('Archivos para subir a la biblioteca')
    const pdf = new File(['%PDF-1.4'], 'guia.pdf', { type: 'application/pdf' })
    fireEvent.change(chooser, { target: { files: [pdf] } })
    expect(await screen.findByText('Subido')).toBeTruthy()
  })
})
