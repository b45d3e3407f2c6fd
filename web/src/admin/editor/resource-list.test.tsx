// @vitest-environment screen
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { orderPathOf } from '../../../../edge-functions/_shared/ordering.ts'
import { activitiesType } from '../resources/activities.tsx'
import { booksType } from '../resources/books.tsx'
import { pagesType } from '../resources/pages.tsx'
import { promotionsType } from '../resources/promotions.tsx'
import { servicesType } from '../resources/services.tsx'
import { renderInAdmin, testQueryClient } from '../test-support.tsx'
import { type ListContentType, listPathOf } from './content-type.ts'
import { listFlagsOf } from './list-view.ts'
import { adminKeys } from './queries.ts'
import { PAGE_SIZE, ResourceList, type Row } from './resource-list.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function renderList(contentType: ListContentType, rows?: Row[], failing = false) {
  const queryClient = testQueryClient()
  const path = listPathOf(contentType)
  queryClient.setQueryDefaults(adminKeys.list(path), {
    queryFn: () => (failing ? Promise.reject(new Error('500: fallo')) : new Promise(() => {})),
  })
  if (rows) queryClient.setQueryData(adminKeys.list(path), rows)
  return renderInAdmin(
    <ResourceList
      title={contentType.plural}
      listPath={path}
      deletePath={`/api/${contentType.definition.path}`}
      deletable={contentType.definition.writes.includes('delete')}
      columns={contentType.columns}
      flags={listFlagsOf(contentType.definition)}
      orderPath={orderPathOf(contentType.definition)}
      nameField={contentType.nameField}
      nameOf={contentType.nameOf}
      onEdit={() => {}}
    />,
    { queryClient },
  )
}

const activity = {
  id: 7,
  title: 'Retiro de otoño',
  type: 'retreat',
  status: 'inscripcion_abierta',
  date: null,
}

describe('generic list', () => {
  it("is a card titled 'Lista de {type}' with an 'Acciones' column", () => {
    renderList(activitiesType, [activity])
    expect(screen.getByRole('heading', { name: 'Lista de actividades' })).toBeTruthy()
    expect(screen.getByRole('columnheader', { name: 'Acciones' })).toBeTruthy()
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Selección',
      'Título',
      'Publicación',
      'Tipo',
      'Estado',
      'Fecha',
      'Acciones',
    ])
  })

  it('each row has an edit and a delete button named after the row', () => {
    renderList(activitiesType, [activity])
    expect(screen.getByRole('button', { name: 'Editar: Retiro de otoño' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Eliminar: Retiro de otoño' })).toBeTruthy()
  })

  it('a type she only edits (a fixed page) offers no Eliminar and no selection', () => {
    renderList(pagesType, [{ id: 2, slug: 'politica-privacidad', title: 'Política de privacidad' }])
    expect(screen.getByRole('button', { name: 'Editar: Política de privacidad' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: /^Eliminar/ })).toBeNull()
    expect(screen.queryByRole('checkbox')).toBeNull()
    expect(screen.queryByRole('columnheader', { name: 'Selección' })).toBeNull()
  })

  it('names each row as its type does where two share a label (two page parts titled alike)', () => {
    renderList(pagesType, [
      { id: 8, slug: 'terapias-nutricion', title: 'Nutrición consciente' },
      { id: 9, slug: 'nutricion', title: 'Nutrición consciente' },
    ])
    expect(
      screen.getByRole('button', { name: 'Editar: Terapias · Nutrición consciente' }),
    ).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Editar: Nutrición · Presentación' })).toBeTruthy()
  })

  it("shows 'Cargando...' while loading", () => {
    renderList(activitiesType)
    expect(screen.getByRole('status').textContent).toBe('Cargando...')
  })

  it('shows the spec error text when the list fails', async () => {
    renderList(activitiesType, undefined, true)
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Error al cargar los datos. Por favor, intente de nuevo.',
    )
  })

  it("shows 'No hay elementos para mostrar' for an empty list", () => {
    renderList(activitiesType, [])
    expect(screen.getByText('No hay elementos para mostrar')).toBeTruthy()
  })

  it('an activity type reads as Retiro/Taller/Curso/Charla, legacy values included', () => {
    renderList(activitiesType, [
      activity,
      { ...activity, id: 8, title: 'B', type: 'taller' },
      { ...activity, id: 9, title: 'C', type: 'course' },
      { ...activity, id: 10, title: 'D', type: 'charla' },
      { ...activity, id: 11, title: 'E', type: 'acompanamiento' },
    ])
    const types = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[3].textContent)
    expect(types).toEqual(['Retiro', 'Taller', 'Curso', 'Charla', 'Acompañamiento'])
  })

  it('an activity status shows as a badge with its Spanish name; a null date as -', () => {
    renderList(activitiesType, [activity])
    // After the selection and the title, its publication state; then the type's own columns.
    const cells = within(screen.getAllByRole('row')[1]).getAllByRole('cell')
    expect(cells[4].textContent).toBe('Inscripción abierta')
    expect(cells[5].textContent).toBe('-')
  })

  it('an activity with real dates shows them as the site writes them, even with no free-text date', () => {
    renderList(activitiesType, [
      { ...activity, startDate: '2027-09-17', startTime: '19:30:00' },
      { ...activity, id: 8, title: 'B', date: 'Cada martes' },
      {
        ...activity,
        id: 9,
        title: 'C',
        date: 'Del 10 al 12',
        startDate: '2027-09-10',
        endDate: '2027-09-12',
      },
    ])
    const dates = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[5].textContent)
    expect(dates).toEqual([
      '17 de septiembre de 2027, 19:30',
      'Cada martes',
      '10 de septiembre de 2027 – 12 de septiembre de 2027',
    ])
  })

  it('«Fecha» sorts activities by their first day, those without one last', async () => {
    renderList(activitiesType, [
      { ...activity, id: 1, title: 'Sin fecha', date: 'Pronto' },
      { ...activity, id: 2, title: 'Octubre', startDate: '2027-10-01' },
      { ...activity, id: 3, title: 'Mayo', startDate: '2027-05-01' },
    ])
    const header = screen.getByRole('columnheader', { name: /Fecha/ })
    fireEvent.click(within(header).getByRole('button'))
    await waitFor(() => expect(header.getAttribute('aria-sort')).toBe('ascending'))
    const names = screen.getAllByRole('checkbox', { name: /^Seleccionar: / })
    expect(names.map((box) => box.getAttribute('aria-label'))).toEqual([
      'Seleccionar: Mayo',
      'Seleccionar: Octubre',
      'Seleccionar: Sin fecha',
    ])
  })

  it('a promotion reads Activa or Inactiva', () => {
    renderList(promotionsType, [
      { id: 1, title: 'Uno', subtitle: null, isActive: true },
      { id: 2, title: 'Dos', subtitle: null, isActive: false },
    ])
    const states = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[4].textContent)
    expect(states).toEqual(['Activa', 'Inactiva'])
  })

  it("a book's short description is cut at 20 characters plus ...", () => {
    renderList(booksType, [
      {
        id: 1,
        title: 'Libro',
        author: 'A',
        shortDescription: 'Una guía práctica para comer mejor',
      },
    ])
    expect(screen.getByText('Una guía práctica pa...')).toBeTruthy()
  })

  it("a book's downloads show the total with the real and additional split", () => {
    renderList(booksType, [
      { id: 1, title: 'Libro', author: 'A', downloadCount: 125, additionalDownloads: 300 },
    ])
    const row = screen.getAllByRole('row')[1]
    expect(within(row).getByText('425')).toBeTruthy()
    expect(within(row).getByText('125 reales')).toBeTruthy()
    expect(within(row).getByText('+ 300 adicionales')).toBeTruthy()
  })

  it('a long title is cut at 50 characters in its cell', () => {
    const title = 'Un título larguísimo que no cabe de ninguna manera en la tabla'
    renderList(activitiesType, [{ ...activity, title }])
    expect(screen.getByText(`${title.slice(0, 50)}...`)).toBeTruthy()
  })
})

const book = (id: number, title: string) => ({
  id,
  title,
  author: 'Ana',
  visible: true,
  featured: false,
  publishedAt: '2026-01-01T00:00:00Z',
  draft: null,
})

/** The requests the list sends, answered as the API does. */
function recordRequests() {
  const sent: { method: string; path: string; body: unknown }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET'
      sent.push({
        method,
        path: new URL(url, 'http://sitio.local').pathname,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      })
      return Response.json(method === 'DELETE' ? { trashId: sent.length } : {})
    }),
  )
  return sent.filter.bind(sent)
}

const select = (name: string) =>
  fireEvent.click(screen.getByRole('checkbox', { name: `Seleccionar: ${name}` }))

describe('a list that scales', () => {
  it('the search finds a name typed without its accents', async () => {
    renderList(booksType, [book(1, 'Meditación diaria'), book(2, 'Cocina sana')])
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar por nombre' }), {
      target: { value: 'meditacion' },
    })
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2))
    expect(screen.getByText('Meditación diaria')).toBeTruthy()
  })

  it('the state filter keeps the hidden items only', async () => {
    renderList(booksType, [book(1, 'Visible'), { ...book(2, 'Apartado'), visible: false }])
    fireEvent.change(screen.getByRole('combobox', { name: 'Estado' }), {
      target: { value: 'hidden' },
    })
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2))
    expect(screen.getByText('Apartado')).toBeTruthy()
  })

  it('an item visitors do not see says «Oculto» beside its name; one they see says nothing', () => {
    renderList(booksType, [book(1, 'Visible'), { ...book(2, 'Apartado'), visible: false }])
    const [, shown, hidden] = screen.getAllByRole('row')
    expect(within(hidden).getByText('Oculto')).toBeTruthy()
    expect(within(shown).queryByText('Oculto')).toBeNull()
  })

  it('a column header sorts by keyboard-reachable button and says so in aria-sort', async () => {
    renderList(booksType, [book(1, 'Alba'), book(2, 'Zen')])
    const header = screen.getByRole('columnheader', { name: /Título/ })
    expect(header.getAttribute('aria-sort')).toBe('none')
    fireEvent.click(within(header).getByRole('button'))
    fireEvent.click(within(header).getByRole('button'))
    await waitFor(() => expect(header.getAttribute('aria-sort')).toBe('descending'))
    const names = screen.getAllByRole('checkbox', { name: /^Seleccionar: / })
    expect(names.map((box) => box.getAttribute('aria-label'))).toEqual([
      'Seleccionar: Zen',
      'Seleccionar: Alba',
    ])
  })

  it('bulk Ocultar asks nothing and hides each chosen item through its PUT', async () => {
    const requests = recordRequests()
    renderList(booksType, [book(1, 'Uno'), book(2, 'Dos'), book(3, 'Tres')])
    select('Uno')
    select('Tres')
    fireEvent.click(screen.getByRole('button', { name: 'Ocultar' }))
    await waitFor(() =>
      expect(requests((request) => request.method === 'PUT')).toEqual([
        { method: 'PUT', path: '/api/books/1', body: { visible: false } },
        { method: 'PUT', path: '/api/books/3', body: { visible: false } },
      ]),
    )
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('bulk Eliminar asks first, then deletes each chosen item through its DELETE', async () => {
    const requests = recordRequests()
    renderList(booksType, [book(1, 'Uno'), book(2, 'Dos')])
    fireEvent.click(screen.getByLabelText('Seleccionar todos los mostrados'))
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar' }))
    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar 2 elementos?' })
    expect(requests((request) => request.method === 'DELETE')).toEqual([])
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }))
    await waitFor(() =>
      expect(requests((request) => request.method === 'DELETE').map((r) => r.path)).toEqual([
        '/api/books/1',
        '/api/books/2',
      ]),
    )
  })

  it('a bulk action reaches only the ticked rows in view, and the bar counts those', async () => {
    const requests = recordRequests()
    renderList(booksType, [book(1, 'Uno'), book(2, 'Dos')])
    select('Uno')
    select('Dos')
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'uno' } })
    await screen.findByRole('group', { name: '1 seleccionado' })
    fireEvent.click(screen.getByRole('button', { name: 'Ocultar' }))
    await waitFor(() =>
      expect(requests((request) => request.method === 'PUT')).toEqual([
        { method: 'PUT', path: '/api/books/1', body: { visible: false } },
      ]),
    )
  })

  it('a row the search hides leaves the selection and does not come back ticked', async () => {
    renderList(booksType, [book(1, 'Uno'), book(2, 'Dos')])
    select('Dos')
    const search = screen.getByRole('searchbox')
    fireEvent.change(search, { target: { value: 'uno' } })
    await waitFor(() => expect(screen.queryByRole('group', { name: /seleccionado/ })).toBeNull())
    fireEvent.change(search, { target: { value: '' } })
    const dos = await screen.findByRole('checkbox', { name: 'Seleccionar: Dos' })
    expect((dos as HTMLInputElement).checked).toBe(false)
  })

  it('a type without a visibility flag offers no Ocultar or Mostrar', () => {
    renderList(servicesType, [{ ...book(1, 'Reiki'), order: 1 }])
    select('Reiki')
    expect(screen.queryByRole('button', { name: 'Ocultar' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Eliminar' })).toBeTruthy()
  })

  it('on a phone each row is a card: every cell but the name and actions carries its column name', () => {
    renderList(booksType, [book(1, 'Uno')])
    const cells = within(screen.getAllByRole('row')[1]).getAllByRole('cell')
    const labels = cells.map((cell) => cell.getAttribute('data-label'))
    expect(labels.slice(3, -1)).toEqual(booksType.columns.slice(1).map((column) => column.header))
    expect(labels[1]).toBeNull()
  })

  it('while a search narrows a list ordered by hand, its ordering is off and says why', async () => {
    renderList(servicesType, [
      { ...book(1, 'Reiki'), order: 1 },
      { ...book(2, 'Yoga'), order: 2 },
    ])
    expect(screen.getByRole('button', { name: 'Subir: Yoga' })).toBeTruthy()
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'yoga' } })
    await screen.findByText(/Para cambiar el orden a mano/)
    expect(screen.queryByRole('button', { name: 'Subir: Yoga' })).toBeNull()
  })

  it(`a long list draws ${PAGE_SIZE} rows and more on "Mostrar más"`, async () => {
    renderList(
      booksType,
      Array.from({ length: PAGE_SIZE + 10 }, (_, index) => book(index + 1, `Libro ${index + 1}`)),
    )
    expect(screen.getAllByRole('row')).toHaveLength(PAGE_SIZE + 1)
    fireEvent.click(
      screen.getByRole('button', { name: `Mostrar más (${PAGE_SIZE} de ${PAGE_SIZE + 10})` }),
    )
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(PAGE_SIZE + 11))
  })
})
