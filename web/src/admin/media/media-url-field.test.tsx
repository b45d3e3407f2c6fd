// @vitest-environment screen
import { cleanup, fireEvent, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderInAdmin } from '../test-support.tsx'
import { MediaUrlField } from './media-url-field.tsx'

afterEach(cleanup)

let sent: string[]
beforeEach(() => {
  sent = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      sent.push(String(url))
      return new Response('{}')
    }),
  )
  vi.spyOn(XMLHttpRequest.prototype, 'open').mockImplementation((_method, url) => {
    sent.push(String(url))
  })
  return () => vi.restoreAllMocks()
})

function Form({ children }: { children: ReactNode }) {
  const form = useForm({ defaultValues: { imageUrl: '', audioUrl: '' } })
  return <FormProvider {...form}>{children}</FormProvider>
}

function renderField(kind: 'image' | 'audio') {
  const name = kind === 'image' ? 'imageUrl' : 'audioUrl'
  return renderInAdmin(
    <Form>
      <MediaUrlField name={name} label={kind === 'image' ? 'Imagen' : 'Audio'} kind={kind} />
    </Form>,
  )
}

function drop(field: string, file: File) {
  const target = document.querySelector(`[data-media-field="${field}"]`) as HTMLElement
  const dataTransfer = {
    files: [file],
    items: [{ kind: 'file', type: file.type, getAsFile: () => file }],
    types: ['Files'],
  }
  fireEvent.drop(target, { dataTransfer })
}

function sized(name: string, type: string, size: number) {
  const file = new File(['x'], name, { type })
  Object.defineProperty(file, 'size', { value: size })
  return file
}

describe('media field', () => {
  it("offers a keyboard-operable 'Elegir archivo' button besides dropping", () => {
    renderField('image')
    const button = screen.getByRole('button', { name: 'Elegir archivo' })
    expect(button.tagName).toBe('BUTTON')
    expect(button.getAttribute('type')).toBe('button')
  })

  it('its two choosers come before the address, which she may also type; the hint still describes them', () => {
    renderField('image')
    const choose = screen.getByRole('button', { name: 'Elegir archivo' })
    const library = screen.getByRole('button', { name: 'Elegir de la biblioteca' })
    // Side by side on one row: the same parent, none of them full width.
    expect(choose.parentElement).toBe(library.parentElement)
    const address = screen.getByRole('textbox', { name: 'Imagen' })
    expect(library.compareDocumentPosition(address) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(screen.getByText('O escribe una ruta: /uploads/... o https://...')).toBeTruthy()
    // Hidden on a phone (nothing is dragged there), the words about dropping still describe the button.
    const hint = document.getElementById(choose.getAttribute('aria-describedby') ?? '')
    expect(hint?.textContent).toMatch(/^Arrastra una imagen aquí/)
  })

  it('lets the file chooser show only the types the bucket takes', () => {
    renderField('image')
    const input = screen.getByLabelText('Archivo para Imagen') as HTMLInputElement
    expect(input.type).toBe('file')
    expect(input.accept).toContain('image/webp')
    expect(input.accept).not.toContain('svg')
  })

  it('refuses an SVG with a Spanish message and sends nothing', async () => {
    renderField('image')
    drop('imageUrl', new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }))
    expect((await screen.findByRole('alert')).textContent).toContain(
      'El archivo no es una imagen válida (JPEG, PNG, WebP, GIF o AVIF).',
    )
    expect(sent).toEqual([])
  })

  it('refuses an audio file over 50 MB with a Spanish message and sends nothing', async () => {
    renderField('audio')
    drop('audioUrl', sized('concierto.wav', 'audio/wav', 50 * 1024 * 1024 + 1))
    expect((await screen.findByRole('alert')).textContent).toContain(
      'El archivo de audio supera el tamaño máximo de 50 MB.',
    )
    expect(sent).toEqual([])
  })

  it('keeps the address typed by hand in the form field', () => {
    renderField('image')
    const input = screen.getByLabelText('Imagen') as HTMLInputElement
    fireEvent.change(input, { target: { value: '/uploads/retiro.webp' } })
    expect(input.value).toBe('/uploads/retiro.webp')
  })
})
