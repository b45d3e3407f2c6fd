// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { activitiesType } from '../resources/activities.tsx'
import { booksType } from '../resources/books.tsx'
import { promotionsType } from '../resources/promotions.tsx'
import { renderInAdmin, testQueryClient } from '../test-support.tsx'
import { type ListContentType, listPathOf } from './content-type.ts'
import { adminKeys } from './queries.ts'
import { ResourceList, type Row } from './resource-list.tsx'

afterEach(cleanup)

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
      columns={contentType.columns}
      nameField={contentType.nameField}
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
      .map((row) => within(row).getAllByRole('cell')[2].textContent)
    expect(types).toEqual(['Retiro', 'Taller', 'Curso', 'Charla', 'Acompañamiento'])
  })

  it('an activity status shows as a badge with its Spanish name; a null date as -', () => {
    renderList(activitiesType, [activity])
    // After the title, its publication state; then the type's own columns.
    const cells = within(screen.getAllByRole('row')[1]).getAllByRole('cell')
    expect(cells[3].textContent).toBe('Inscripción abierta')
    expect(cells[4].textContent).toBe('-')
  })

  it('a promotion reads Activa or Inactiva', () => {
    renderList(promotionsType, [
      { id: 1, title: 'Uno', subtitle: null, isActive: true },
      { id: 2, title: 'Dos', subtitle: null, isActive: false },
    ])
    const states = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[3].textContent)
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
