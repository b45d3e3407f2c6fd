// @vitest-environment screen
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { VERSION_TEXTS } from '../editor/version-history.tsx'
import { networkQueryClient, renderInAdmin, requestsMade, serveApi } from '../test-support.tsx'
import { DESCRIPTION_TEXTS } from './description-texts.ts'
import { MediaUrlField } from './media-url-field.tsx'
import { missingDescriptionWarning, PictureDescriptionEditor } from './picture-description.tsx'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const PICTURE =
  'https://example.org/storage/v1/object/public/images/uploads/b30c42e8-891f-4c80-b3e5-e514381f5b7e-paisaje-al-alba.webp'

/**
 * An item's form with a title and its picture field; counts the saves that get through. A save
 * resets the form to what was saved, as the admin's forms do.
 */
function ItemForm({
  onSave,
  asBackground = false,
}: {
  onSave: (values: { title: string }) => void
  asBackground?: boolean
}) {
  const form = useForm({ defaultValues: { title: '', imageUrl: PICTURE } })
  const [saves, setSaves] = useState(0)
  return (
    <FormProvider {...form}>
      <form
        onSubmit={form.handleSubmit((values) => {
          form.reset(values)
          setSaves((count) => count + 1)
          onSave(values)
        })}
      >
        <input aria-label="Título" {...form.register('title')} />
        <MediaUrlField name="imageUrl" label="Imagen" kind="image" asBackground={asBackground} />
        <button type="submit">Publicar</button>
        <button
          type="button"
          onClick={form.handleSubmit((values) => {
            form.reset(values)
            setSaves((count) => count + 1)
            onSave(values)
          })}
        >
          Guardar borrador
        </button>
        <output>{saves} guardados</output>
      </form>
    </FormProvider>
  )
}

function renderForm(
  described: { description: string | null; decorative: boolean },
  asBackground = false,
) {
  const saves: { title: string }[] = []
  serveApi((method, path) => {
    if (path === '/api/media/description' && method === 'GET') return { body: described }
    if (path === '/api/media/description' && method === 'PUT') {
      return { body: { description: 'Colinas al alba', decorative: false } }
    }
    return undefined
  })
  renderInAdmin(<ItemForm onSave={(values) => saves.push(values)} asBackground={asBackground} />, {
    queryClient: networkQueryClient(),
  })
  return saves
}

describe('saving an item whose picture has no description', () => {
  it('saves the item and says in the picture field, naming it, that it has no description', async () => {
    const saves = renderForm({ description: null, decorative: false })
    fireEvent.change(screen.getByLabelText('Título'), { target: { value: 'Retiro de otoño' } })
    await screen.findByLabelText(DESCRIPTION_TEXTS.label)
    fireEvent.click(screen.getByRole('button', { name: 'Publicar' }))
    const warning = await screen.findByRole('alert')
    expect(warning.textContent).toBe(missingDescriptionWarning('paisaje-al-alba.webp'))
    await waitFor(() => expect(saves).toEqual([{ title: 'Retiro de otoño', imageUrl: PICTURE }]))
    expect(screen.getByLabelText(DESCRIPTION_TEXTS.label)).toBeTruthy()
  })

  it("says so too when she saves it as a draft (a button outside the form's submit)", async () => {
    const saves = renderForm({ description: null, decorative: false })
    await screen.findByLabelText(DESCRIPTION_TEXTS.label)
    fireEvent.click(screen.getByRole('button', { name: 'Guardar borrador' }))
    const warning = await screen.findByRole('alert')
    expect(warning.textContent).toBe(missingDescriptionWarning('paisaje-al-alba.webp'))
    await waitFor(() => expect(saves).toHaveLength(1))
  })

  it('lets her write the description there, saved on its own without submitting the item', async () => {
    const saves = renderForm({ description: null, decorative: false })
    const input = await screen.findByLabelText(DESCRIPTION_TEXTS.label)
    fireEvent.change(input, { target: { value: 'Colinas al alba' } })
    fireEvent.keyDown(input, { key: 'Enter' })
    await waitFor(() =>
      expect(requestsMade()).toContainEqual({ method: 'PUT', path: '/api/media/description' }),
    )
    expect(saves).toEqual([])
  })

  it('a described picture, or one marked decorative, is saved without a warning', async () => {
    const saves = renderForm({ description: '', decorative: true })
    await screen.findByLabelText(DESCRIPTION_TEXTS.label)
    fireEvent.click(screen.getByRole('button', { name: 'Publicar' }))
    await waitFor(() => expect(saves).toHaveLength(1))
    expect(screen.queryByRole('alert')).toBeNull()
  })
})

describe('a picture drawn as a section background', () => {
  it('asks for no description and warns of none: a background is behind the words', async () => {
    const saves = renderForm({ description: null, decorative: false }, true)
    fireEvent.click(screen.getByRole('button', { name: 'Publicar' }))
    await waitFor(() => expect(saves).toHaveLength(1))
    expect(screen.queryByLabelText(DESCRIPTION_TEXTS.label)).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(requestsMade()).not.toContainEqual({ method: 'GET', path: '/api/media/description' })
  })
})

describe('a picture field with its description box', () => {
  it('is named by its label on its address box alone; the decorative box by its own words', async () => {
    renderForm({ description: 'Colinas al alba', decorative: false })
    await screen.findByLabelText(DESCRIPTION_TEXTS.label)
    expect(
      screen.getAllByLabelText(/^Imagen\s*\*?$/).map((element) => element.getAttribute('type')),
    ).toEqual(['text'])
    expect(screen.getByRole('checkbox', { name: DESCRIPTION_TEXTS.decorative })).toBeTruthy()
  })
})

/** The library's card: each reading of the list hands the editor a new object. */
function LibraryCard() {
  const [readings, setReadings] = useState(1)
  return (
    <>
      <PictureDescriptionEditor
        address={PICTURE}
        saved={{ description: 'Paisaje', decorative: false }}
      />
      <button type="button" onClick={() => setReadings(readings + 1)}>
        Leída {readings}
      </button>
    </>
  )
}

describe("a picture's description box", () => {
  it('keeps what she types when the same saved words are handed again (the library read anew)', async () => {
    serveApi(() => undefined)
    renderInAdmin(<LibraryCard />, { queryClient: networkQueryClient() })
    const input = screen.getByLabelText(DESCRIPTION_TEXTS.label) as HTMLInputElement
    fireEvent.change(input, { target: { value: 'Colinas al alba' } })
    fireEvent.click(screen.getByRole('button', { name: 'Leída 1' }))
    await screen.findByRole('button', { name: 'Leída 2' })
    expect(input.value).toBe('Colinas al alba')
  })
})

describe("a picture's Historial", () => {
  it('is beside its description in the library, and a version restored is what the box then says', async () => {
    serveApi((method, path) => {
      if (path === '/api/media/description/versions' && method === 'GET') {
        return {
          body: [
            {
              id: 7,
              savedAt: '2026-12-01T10:00:00Z',
              updatedAt: '2026-11-30T10:00:00Z',
              changed: ['description'],
              before: { description: 'Colinas al alba' },
            },
          ],
        }
      }
      if (path === '/api/media/description/versions/7/restore' && method === 'POST') {
        return { body: { description: 'Colinas al alba', decorative: false } }
      }
      return undefined
    })
    renderInAdmin(
      <PictureDescriptionEditor
        address={PICTURE}
        saved={{ description: 'Paisaje', decorative: false }}
        history
      />,
      { queryClient: networkQueryClient() },
    )
    fireEvent.click(screen.getByRole('button', { name: VERSION_TEXTS.open }))
    expect(await screen.findByText('Colinas al alba')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: VERSION_TEXTS.restore }))
    fireEvent.click(await screen.findByRole('button', { name: VERSION_TEXTS.confirm }))
    await waitFor(() =>
      expect((screen.getByLabelText(DESCRIPTION_TEXTS.label) as HTMLInputElement).value).toBe(
        'Colinas al alba',
      ),
    )
    expect(requestsMade()).toContainEqual({
      method: 'POST',
      path: '/api/media/description/versions/7/restore',
    })
  })

  it("is not in a picture field, whose form has the item's own Historial", async () => {
    renderForm({ description: 'Colinas al alba', decorative: false })
    await screen.findByLabelText(DESCRIPTION_TEXTS.label)
    expect(screen.queryByRole('button', { name: VERSION_TEXTS.open })).toBeNull()
  })
})
