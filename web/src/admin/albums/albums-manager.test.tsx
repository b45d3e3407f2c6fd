// @vitest-environment screen
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { useLocation } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { madridWallTime } from '../../../../edge-functions/_shared/madrid-time.ts'
import {
  BrowserBack,
  field,
  networkQueryClient,
  ROUTED,
  renderInAdmin,
  requestsMade,
  serveApi,
  submit,
} from '../test-support.tsx'
import { AlbumsManager } from './albums-manager.tsx'

const ALBUM = {
  id: 7,
  title: 'Raíces',
  artist: 'Elena Marín',
  description: null,
  coverUrl: null,
  imageUrl: null,
  featured: false,
  tracksCount: 2,
  externalMusicUrl: null,
  iframePlayerUrl: null,
  releaseDate: null,
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt: '2025-01-01T00:00:00Z',
}

const TRACKS = [
  { id: 1, albumId: 7, title: 'Alba', audioUrl: '/a.mp3', fileUrl: '/a.mp3', order: 1 },
  { id: 2, albumId: 7, title: 'Ocaso', audioUrl: '/b.mp3', fileUrl: '/b.mp3', order: 4 },
].map((track) => ({ ...track, duration: '3:10', createdAt: '', updatedAt: '' }))

beforeEach(() => {
  serveApi((method, path) => {
    if (method === 'GET' && path === '/api/albums') return { body: [ALBUM] }
    if (method === 'GET' && path === '/api/albums/7/tracks') return { body: TRACKS }
    return undefined
  })
})

/** «Crear álbum» above the list opens the empty form. */
async function openNewAlbum() {
  fireEvent.click(await screen.findByRole('button', { name: 'Crear álbum' }))
  await screen.findByRole('heading', { name: 'Crear álbum' }, ROUTED)
}

/** Where the router is, shown for the tests to read. */
function Address() {
  const location = useLocation()
  return <output aria-label="Dirección">{`${location.pathname}${location.search}`}</output>
}

/** The albums' screen as it runs, with the browser's Back and its address beside it. */
function renderManager(path = '/admin/albums-form') {
  return renderInAdmin(
    <>
      <AlbumsManager />
      <BrowserBack />
      <Address />
    </>,
    { queryClient: networkQueryClient(), path },
  )
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('album manager', () => {
  it("shows 'Cargando álbumes...' then the albums", async () => {
    renderManager()
    expect(screen.getByText('Cargando álbumes...')).toBeTruthy()
    expect(await screen.findByRole('button', { name: /^Raíces/ })).toBeTruthy()
  })

  it("says 'No hay álbumes disponibles' when there are none", async () => {
    serveApi((method, path) =>
      method === 'GET' && path === '/api/albums' ? { body: [] } : undefined,
    )
    renderManager()
    expect(await screen.findByText('No hay álbumes disponibles')).toBeTruthy()
  })

  it('requires a title and an artist, with their messages', async () => {
    renderManager()
    await openNewAlbum()
    submit('Publicar')
    await screen.findByText('El título es requerido')
    expect(screen.getByText('El artista es requerido')).toBeTruthy()
  })

  it("choosing an album shows its tracks; an album without tracks says 'Este álbum no tiene pistas. Añade algunas.'", async () => {
    serveApi((method, path) => {
      if (method === 'GET' && path === '/api/albums') return { body: [ALBUM] }
      if (method === 'GET' && path === '/api/albums/7/tracks') return { body: [] }
      return undefined
    })
    renderManager()
    fireEvent.click(await screen.findByRole('button', { name: /^Raíces/ }))
    expect(await screen.findByText('Este álbum no tiene pistas. Añade algunas.')).toBeTruthy()
  })

  it('a new track starts at the highest order plus 1', async () => {
    renderManager()
    fireEvent.click(await screen.findByRole('button', { name: /^Raíces/ }))
    await screen.findByText('Ocaso')
    fireEvent.click(screen.getByRole('button', { name: 'Añadir pista' }))
    const dialog = await screen.findByRole('dialog')
    expect((within(dialog).getByLabelText('Orden') as HTMLInputElement).value).toBe('5')
  })

  it("a track needs an audio file or URL: 'Se requiere un archivo de audio o una URL de audio'", async () => {
    renderManager()
    fireEvent.click(await screen.findByRole('button', { name: /^Raíces/ }))
    await screen.findByText('Ocaso')
    fireEvent.click(screen.getByRole('button', { name: 'Añadir pista' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.change(within(dialog).getByLabelText(/^Título/), { target: { value: 'Brisa' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Añadir pista' }))
    expect(
      await within(dialog).findByText('Se requiere un archivo de audio o una URL de audio'),
    ).toBeTruthy()
    expect(requestsMade().some((request) => request.method === 'POST')).toBe(false)
  })

  it("the tracks are put in order in the table, and saved as the album's new order", async () => {
    serveApi((method, path) => {
      if (method === 'GET' && path === '/api/albums') return { body: [ALBUM] }
      if (method === 'GET' && path === '/api/albums/7/tracks') return { body: TRACKS }
      if (method === 'PUT' && path === '/api/albums/7/tracks/order') {
        return {
          body: [TRACKS[1], TRACKS[0]].map((track, index) => ({ ...track, order: index + 1 })),
        }
      }
      return undefined
    })
    renderManager()
    fireEvent.click(await screen.findByRole('button', { name: /^Raíces/ }))
    await screen.findByText('Ocaso')
    fireEvent.click(screen.getByRole('button', { name: 'Subir: Ocaso' }))
    await waitFor(() =>
      expect(requestsMade()).toContainEqual({ method: 'PUT', path: '/api/albums/7/tracks/order' }),
    )
    const region = screen.getByRole('region', { name: 'Pistas de Raíces' })
    const titles = within(region)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[1].textContent)
    expect(titles).toEqual(['Ocaso', 'Alba'])
    // The form's own notices are statuses too.
    expect(screen.getAllByRole('status').map((status) => status.textContent?.trim())).toContain(
      'Ocaso: posición 1 de 2',
    )
  })

  it('after «Publicar» the new album is edited, and the form says it appears nowhere until featured', async () => {
    const created = { ...ALBUM, id: 9, title: 'Marea', artist: 'Tomás Requena', tracksCount: 0 }
    serveApi((method, path) => {
      if (method === 'GET' && path === '/api/albums') return { body: [ALBUM, created] }
      if (method === 'GET' && path === '/api/albums/9/tracks') return { body: [] }
      if (method === 'POST' && path === '/api/albums') return { status: 201, body: created }
      return undefined
    })
    renderManager()
    await openNewAlbum()
    const notice = () => screen.getByTestId('places-notice').textContent
    expect(notice()).toBe('Al guardar no aparecerá en el sitio: márcalo como destacado.')
    fireEvent.change(field('Título'), { target: { value: 'Marea' } })
    fireEvent.change(field('Artista'), { target: { value: 'Tomás Requena' } })
    submit('Publicar')
    expect(await screen.findByRole('heading', { name: 'Editar álbum' }, ROUTED)).toBeTruthy()
    expect(field('Título').value).toBe('Marea')
    expect(notice()).toBe('No aparece en el sitio: márcalo como destacado.')
    fireEvent.click(screen.getByRole('checkbox', { name: 'Destacado' }))
    await waitFor(() => expect(notice()).toMatch(/^Al guardar aparecerá en: Inicio/))
    expect(notice()).toContain('/album/9')
  })

  it('a new album without a player address says it cannot be listened to, until one is typed', async () => {
    renderManager()
    await openNewAlbum()
    const warning = () => screen.queryByText('Este álbum no se podrá escuchar')
    expect(warning()).toBeTruthy()
    expect(screen.getByText(/Guárdalo y añade sus pistas en «Pistas»/)).toBeTruthy()
    fireEvent.change(field('URL del reproductor (iframe)'), {
      target: { value: 'https://reproductor.estudio.es/marea' },
    })
    await waitFor(() => expect(warning()).toBeNull())
  })

  it('an album whose tracks visitors cannot hear says so above its fields', async () => {
    const drafts = TRACKS.map((track) => ({ ...track, publishedAt: null }))
    serveApi((method, path) => {
      if (method === 'GET' && path === '/api/albums') return { body: [ALBUM] }
      if (method === 'GET' && path === '/api/albums/7/tracks') return { body: drafts }
      return undefined
    })
    renderManager('/admin/albums-form?editar=7')
    expect(await screen.findByText(/Sus pistas están en borrador o programadas/)).toBeTruthy()
    expect(screen.getByText('Este álbum no se podrá escuchar')).toBeTruthy()
  })

  it('an album with published tracks has nothing to warn about', async () => {
    renderManager('/admin/albums-form?editar=7')
    await screen.findByText('Ocaso')
    expect(screen.queryByText('Este álbum no se podrá escuchar')).toBeNull()
  })

  it('the album form submits with «Programar» while «Publicar el» is a later minute', async () => {
    renderManager()
    await openNewAlbum()
    fireEvent.change(field('Publicar el'), {
      target: { value: madridWallTime(new Date(Date.now() + 120_000)) },
    })
    expect(await screen.findByRole('button', { name: 'Programar' })).toBeTruthy()
  })

  it('choosing an album opens its form and its tracks at its address, and Cancelar closes them', async () => {
    renderManager()
    fireEvent.click(await screen.findByRole('button', { name: /^Raíces/ }))
    expect(await screen.findByRole('heading', { name: 'Editar álbum' }, ROUTED)).toBeTruthy()
    expect(field('Título').value).toBe('Raíces')
    expect(await screen.findByText('Ocaso')).toBeTruthy()
    expect(screen.getByLabelText('Dirección').textContent).toBe('/admin/albums-form?editar=7')
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }))
    expect(
      await screen.findByText('Selecciona un álbum para gestionar sus pistas.', {}, ROUTED),
    ).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Editar álbum' })).toBeNull()
    expect(screen.queryByRole('heading', { name: /Pistas de/ })).toBeNull()
  })

  it('«Crear álbum» opens the empty form at ?editar=nuevo, and «Volver a la lista» closes it', async () => {
    renderManager()
    expect(screen.queryByLabelText(/^Título/)).toBeNull()
    await openNewAlbum()
    expect(field('Título').value).toBe('')
    expect(screen.getByLabelText('Dirección').textContent).toBe('/admin/albums-form?editar=nuevo')
    fireEvent.click(screen.getByRole('button', { name: 'Volver a la lista' }))
    await waitFor(() => expect(screen.queryByLabelText(/^Título/)).toBeNull(), ROUTED)
    expect(screen.getByLabelText('Dirección').textContent).toBe('/admin/albums-form')
  })

  it("an album's address opens its form, and Back from the list's Editar leaves it", async () => {
    renderManager('/admin/albums-form?editar=7')
    const closed = () =>
      waitFor(
        () => expect(screen.queryByRole('heading', { name: 'Editar álbum' })).toBeNull(),
        ROUTED,
      )
    expect(await screen.findByRole('heading', { name: 'Editar álbum' }, ROUTED)).toBeTruthy()
    expect(field('Título').value).toBe('Raíces')
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }))
    await closed()
    fireEvent.click(screen.getByRole('button', { name: 'Editar: Raíces' }))
    expect(await screen.findByRole('heading', { name: 'Editar álbum' }, ROUTED)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Atrás del navegador' }))
    await closed()
  })

  it('an address naming no album says so above the form of a new one', async () => {
    renderManager('/admin/albums-form?editar=99')
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No hay ningún álbum con el identificador «99»: puede que se haya eliminado o movido a la Papelera.',
    )
    expect(screen.getByRole('heading', { name: 'Crear álbum' })).toBeTruthy()
  })

  it('asks before deleting an album, in the spec words, and deleting the chosen one clears the choice', async () => {
    let deleted = false
    serveApi((method, path) => {
      if (method === 'GET' && path === '/api/albums') return { body: deleted ? [] : [ALBUM] }
      if (method === 'GET' && path === '/api/albums/7/tracks') return { body: TRACKS }
      if (method === 'DELETE' && path === '/api/albums/7') {
        deleted = true
        return { body: { message: 'Eliminado' } }
      }
      return undefined
    })
    renderManager()
    fireEvent.click(await screen.findByRole('button', { name: /^Raíces/ }))
    await screen.findByRole('heading', { name: 'Pistas de «Raíces»' })
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar: Raíces' }))
    const question = await screen.findByRole('alertdialog')
    expect(question.textContent).toContain(
      '¿Estás seguro de que deseas eliminar este álbum? Esta acción también eliminará todas sus pistas.',
    )
    fireEvent.click(within(question).getByRole('button', { name: 'Eliminar' }))
    await waitFor(() => expect(screen.queryByRole('heading', { name: /Pistas de/ })).toBeNull())
    expect(
      await screen.findByText('Selecciona un álbum para gestionar sus pistas.', {}, ROUTED),
    ).toBeTruthy()
  })
})

describe('the album list scales like the others', () => {
  const SECOND = { ...ALBUM, id: 8, title: 'Agua', artist: 'Tomás Requena', featured: true }
  const titles = () =>
    screen
      .getAllByRole('checkbox', { name: /^Seleccionar: / })
      .map((box) => box.getAttribute('aria-label'))

  it("'Ordenar por' sorts the albums by title", async () => {
    serveApi((method, path) =>
      method === 'GET' && path === '/api/albums' ? { body: [ALBUM, SECOND] } : undefined,
    )
    renderManager()
    await screen.findByRole('button', { name: /^Agua/ })
    expect(titles()).toEqual(['Seleccionar: Raíces', 'Seleccionar: Agua'])
    fireEvent.change(screen.getByRole('combobox', { name: 'Ordenar por' }), {
      target: { value: 'title:ascending' },
    })
    await waitFor(() => expect(titles()).toEqual(['Seleccionar: Agua', 'Seleccionar: Raíces']))
  })

  it('bulk Destacar features each ticked album through its PUT', async () => {
    serveApi((method, path) => {
      if (method === 'GET' && path === '/api/albums') return { body: [ALBUM, SECOND] }
      if (method === 'PUT' && path === '/api/albums/7') return { body: ALBUM }
      return undefined
    })
    renderManager()
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Seleccionar: Raíces' }))
    fireEvent.click(screen.getByRole('button', { name: 'Destacar' }))
    await waitFor(() =>
      expect(requestsMade()).toContainEqual({ method: 'PUT', path: '/api/albums/7' }),
    )
    const sent = vi
      .mocked(globalThis.fetch)
      .mock.calls.filter(([, init]) => init?.method === 'PUT')
      .map(([, init]) => JSON.parse(String(init?.body)))
    expect(sent).toEqual([{ featured: true }])
  })

  it('bulk Eliminar asks first, sends the ticked albums to the Papelera and clears the chosen one', async () => {
    let deleted = false
    serveApi((method, path) => {
      if (method === 'GET' && path === '/api/albums') {
        return { body: deleted ? [] : [ALBUM, SECOND] }
      }
      if (method === 'GET' && path === '/api/albums/7/tracks') return { body: TRACKS }
      if (method === 'DELETE' && path.startsWith('/api/albums/')) {
        deleted = true
        return { body: { trashId: 3 } }
      }
      return undefined
    })
    renderManager()
    fireEvent.click(await screen.findByRole('button', { name: /^Raíces/ }))
    await screen.findByRole('heading', { name: 'Pistas de «Raíces»' })
    fireEvent.click(screen.getByLabelText('Seleccionar todos los mostrados'))
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar' }))
    const question = await screen.findByRole('alertdialog', { name: '¿Eliminar 2 elementos?' })
    expect(requestsMade().some((request) => request.method === 'DELETE')).toBe(false)
    fireEvent.click(within(question).getByRole('button', { name: 'Eliminar' }))
    await waitFor(() =>
      expect(
        requestsMade()
          .filter((request) => request.method === 'DELETE')
          .map((request) => request.path),
      ).toEqual(['/api/albums/7', '/api/albums/8']),
    )
    await waitFor(() => expect(screen.queryByRole('heading', { name: /Pistas de/ })).toBeNull())
  })
})
