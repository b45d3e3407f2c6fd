// @vitest-environment screen
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { $getRoot, $isTextNode, type LexicalEditor } from 'lexical'
import { useState } from 'react'
import { FormProvider, useForm, useWatch } from 'react-hook-form'
import * as v from 'valibot'
import { afterEach, expect, test, vi } from 'vitest'
import { pageDocumentSchema } from '../../../../edge-functions/_shared/page-document.ts'
import { env } from '../../lib/env.ts'
import { DESCRIPTION_TEXTS } from '../media/description-texts.ts'
import { DESCRIPTION_PATH, missingDescriptionWarning } from '../media/picture-description.tsx'
import {
  networkQueryClient,
  renderInAdmin,
  requestsMade,
  serveApi,
  typeInto,
} from '../test-support.tsx'
import { DocumentField } from './document-field.tsx'
import { LEGAL_DETAIL_NAMES } from './legal-detail-node.tsx'
import { PICTURE_TEXTS } from './picture-node.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const stored = {
  root: {
    type: 'root',
    children: [{ type: 'paragraph', children: [{ type: 'text', text: 'Hola mundo', format: 0 }] }],
  },
}

let saved: unknown
function Watched() {
  saved = useWatch({ name: 'body' })
  return null
}

function PageForm({ body = stored }: { body?: unknown }) {
  const form = useForm({ defaultValues: { body } })
  const [saves, setSaves] = useState(0)
  return (
    <FormProvider {...form}>
      <DocumentField name="body" label="Texto" />
      <Watched />
      <button
        type="button"
        onClick={form.handleSubmit((values) => {
          form.reset(values)
          setSaves((count) => count + 1)
        })}
      >
        Publicar
      </button>
      <output>Guardados: {saves}</output>
    </FormProvider>
  )
}

/** Lexical keeps its editor on the element it edits. */
function editorOf(element: HTMLElement): LexicalEditor {
  return (element as HTMLElement & { __lexicalEditor: LexicalEditor }).__lexicalEditor
}

/** Selects `word` of the first paragraph, as the owner would with the mouse. */
function select(editor: LexicalEditor, word: string) {
  editor.update(
    () => {
      const text = $getRoot()
        .getAllTextNodes()
        .find((node) => node.getTextContent().includes(word))
      if (!$isTextNode(text)) throw new Error(`no text holds ${word}`)
      const start = text.getTextContent().indexOf(word)
      text.select(start, start + word.length)
    },
    { discrete: true },
  )
}

test('the page editor saves a bold word and a link, as the server keeps them', async () => {
  renderInAdmin(<PageForm />)
  const editable = await screen.findByRole('textbox', { name: 'Texto' })
  const editor = editorOf(editable)

  select(editor, 'Hola')
  fireEvent.click(screen.getByRole('button', { name: 'Negrita' }))
  select(editor, 'mundo')
  typeInto('Dirección del enlace', '/contacto')
  fireEvent.click(screen.getByRole('button', { name: 'Enlazar' }))

  await waitFor(() => {
    const kept = v.parse(pageDocumentSchema, saved)
    expect(kept.root.children).toEqual([
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'Hola', format: 1, style: '' },
          { type: 'text', text: ' ', format: 0, style: '' },
          {
            type: 'link',
            url: '/contacto',
            children: [{ type: 'text', text: 'mundo', format: 0, style: '' }],
          },
        ],
      },
    ])
  })
})

test('a link the site would not draw is refused in the editor, in Spanish', async () => {
  renderInAdmin(<PageForm />)
  const editable = await screen.findByRole('textbox', { name: 'Texto' })
  select(editorOf(editable), 'mundo')
  typeInto('Dirección del enlace', 'javascript:alert(1)')
  fireEvent.click(screen.getByRole('button', { name: 'Enlazar' }))
  expect((await screen.findByRole('alert')).textContent).toBe(
    'El enlace debe empezar por http://, https://, / o #',
  )
  expect(JSON.stringify(saved ?? stored)).not.toContain('javascript:')
})

vi.mock('../media-library/media-picker.tsx', () => ({
  MediaPicker: ({ open, onPick }: { open: boolean; onPick: (url: string) => void }) =>
    open
      ? [SALA, OLAS, LUNA].map((path) => (
          <button key={path} type="button" onClick={() => onPick(`${env.supabaseUrl}${path}`)}>
            Elegir {path.split('/').at(-1)}
          </button>
        ))
      : null,
}))
const SALA = '/storage/v1/object/public/images/uploads/sala.webp'
const OLAS = '/storage/v1/object/public/images/uploads/olas.webp'
const LUNA = '/storage/v1/object/public/images/uploads/luna.webp'

test("«Imagen» puts the library's picture she chooses at the cursor, kept as the server keeps it", async () => {
  serveApi((_method, path) =>
    path === DESCRIPTION_PATH
      ? { body: { description: 'La sala de yoga', decorative: false } }
      : undefined,
  )
  renderInAdmin(<PageForm />, { queryClient: networkQueryClient() })
  const editable = await screen.findByRole('textbox', { name: 'Texto' })
  select(editorOf(editable), 'mundo')
  fireEvent.click(screen.getByRole('button', { name: 'Imagen' }))
  fireEvent.click(await screen.findByRole('button', { name: 'Elegir sala.webp' }))

  await waitFor(() => {
    const kept = v.parse(pageDocumentSchema, saved)
    expect(kept.root.children).toEqual([
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'Hola ', format: 0, style: '' },
          { type: 'picture', url: SALA },
        ],
      },
    ])
  })
  // Drawn in the editor with what a blind visitor will hear of it.
  expect(
    await screen.findByText('Texto alternativo de la biblioteca: «La sala de yoga»'),
  ).toBeTruthy()
})

test("Enter in a picture's own description ends it, breaking no paragraph of the text", async () => {
  serveApi(() => ({ body: { description: null, decorative: false } }))
  renderInAdmin(<PageForm />, { queryClient: networkQueryClient() })
  const editable = await screen.findByRole('textbox', { name: 'Texto' })
  select(editorOf(editable), 'mundo')
  fireEvent.click(screen.getByRole('button', { name: 'Imagen' }))
  fireEvent.click(await screen.findByRole('button', { name: 'Elegir sala.webp' }))
  const own = await screen.findByRole('textbox', { name: 'Texto alternativo solo aquí (opcional)' })
  fireEvent.change(own, { target: { value: 'La sala, vacía' } })
  fireEvent.keyDown(own, { key: 'Enter' })

  await waitFor(() => {
    const kept = v.parse(pageDocumentSchema, saved)
    expect(kept.root.children).toEqual([
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'Hola ', format: 0, style: '' },
          { type: 'picture', url: SALA, description: 'La sala, vacía' },
        ],
      },
    ])
  })
})

test('saving a page whose text holds a picture without a description warns her, naming it, and lets her write it there', async () => {
  serveApi((method, path) =>
    path === DESCRIPTION_PATH
      ? {
          body:
            method === 'PUT'
              ? { description: 'La sala de yoga', decorative: false }
              : { description: null, decorative: false },
        }
      : undefined,
  )
  renderInAdmin(<PageForm />, { queryClient: networkQueryClient() })
  const editable = await screen.findByRole('textbox', { name: 'Texto' })
  select(editorOf(editable), 'mundo')
  fireEvent.click(screen.getByRole('button', { name: 'Imagen' }))
  fireEvent.click(await screen.findByRole('button', { name: 'Elegir sala.webp' }))
  await screen.findByText(DESCRIPTION_TEXTS.missing)
  expect(screen.queryByRole('alert')).toBeNull()

  fireEvent.click(screen.getByRole('button', { name: 'Publicar' }))
  expect((await screen.findByRole('alert')).textContent).toBe(
    missingDescriptionWarning('sala.webp'),
  )
  fireEvent.change(screen.getByLabelText(DESCRIPTION_TEXTS.label), {
    target: { value: 'La sala de yoga' },
  })
  fireEvent.click(screen.getByRole('button', { name: DESCRIPTION_TEXTS.save }))
  await waitFor(() =>
    expect(requestsMade()).toContainEqual({ method: 'PUT', path: DESCRIPTION_PATH }),
  )
})

/** Puts the library's picture `name` in the text with «Imagen»; the library says it has no description. */
async function addPicture(name: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Imagen' }))
  fireEvent.click(await screen.findByRole('button', { name: `Elegir ${name}` }))
  await screen.findByText(DESCRIPTION_TEXTS.missing)
}

test('a use marked decorative is kept as the server keeps it, drawn in the editor as such', async () => {
  serveApi(() => ({ body: { description: null, decorative: false } }))
  renderInAdmin(<PageForm />, { queryClient: networkQueryClient() })
  select(editorOf(await screen.findByRole('textbox', { name: 'Texto' })), 'mundo')
  await addPicture('sala.webp')
  fireEvent.click(screen.getByRole('checkbox', { name: PICTURE_TEXTS.decorative }))

  await waitFor(() => {
    const kept = v.parse(pageDocumentSchema, saved)
    expect(kept.root.children).toEqual([
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'Hola ', format: 0, style: '' },
          { type: 'picture', url: SALA, decorative: true },
        ],
      },
    ])
  })
  expect(screen.getByText(DESCRIPTION_TEXTS.decorativeBadge)).toBeTruthy()
  expect(screen.getByRole('textbox', { name: PICTURE_TEXTS.own })).toHaveProperty('disabled', true)
})

test('a use that says its own description, or is marked decorative, is not warned of', async () => {
  serveApi(() => ({ body: { description: null, decorative: false } }))
  renderInAdmin(<PageForm />, { queryClient: networkQueryClient() })
  select(editorOf(await screen.findByRole('textbox', { name: 'Texto' })), 'mundo')
  await addPicture('sala.webp')
  fireEvent.change(screen.getByRole('textbox', { name: PICTURE_TEXTS.own }), {
    target: { value: 'La sala, vacía' },
  })
  await waitFor(() => expect(screen.queryByText(DESCRIPTION_TEXTS.missing)).toBeNull())
  await addPicture('olas.webp')
  const [, olasDecorative] = screen.getAllByRole('checkbox', { name: PICTURE_TEXTS.decorative })
  fireEvent.click(olasDecorative)
  await waitFor(() => expect(screen.queryByText(DESCRIPTION_TEXTS.missing)).toBeNull())
  await addPicture('luna.webp')

  fireEvent.click(screen.getByRole('button', { name: 'Publicar' }))
  await screen.findByRole('alert')
  expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
    missingDescriptionWarning('luna.webp'),
  ])
})

test('a detail of «Datos legales» sits in her sentence by its name, kept whole as she types beside it', async () => {
  const legal = {
    root: {
      type: 'root',
      children: [
        {
          type: 'paragraph',
          children: [
            { type: 'text', text: 'Escríbenos a ', format: 0 },
            { type: 'legal-detail', detail: 'email' },
          ],
        },
      ],
    },
  }
  renderInAdmin(<PageForm body={legal} />)
  const editable = await screen.findByRole('textbox', { name: 'Texto' })
  const detail = await screen.findByText(LEGAL_DETAIL_NAMES.email)
  expect(detail.closest('p')).toBe(editable.querySelector('p'))
  select(editorOf(editable), 'Escríbenos')
  fireEvent.click(screen.getByRole('button', { name: 'Negrita' }))

  await waitFor(() => {
    const kept = v.parse(pageDocumentSchema, saved)
    expect(kept.root.children).toEqual([
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'Escríbenos', format: 1, style: '' },
          { type: 'text', text: ' a ', format: 0, style: '' },
          { type: 'legal-detail', detail: 'email' },
        ],
      },
    ])
  })
})
