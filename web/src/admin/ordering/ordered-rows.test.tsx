// @vitest-environment screen
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { orderPathOf } from '../../../../edge-functions/_shared/ordering.ts'
import { toaster } from '../../components/ui/toast-store.ts'
import { type ListContentType, listPathOf } from '../editor/content-type.ts'
import { ResourceList } from '../editor/resource-list.tsx'
import { activitiesType } from '../resources/activities.tsx'
import { servicesType } from '../resources/services.tsx'
import { networkQueryClient, renderInAdmin } from '../test-support.tsx'

const STALE = 'El elemento ha cambiado desde que lo abriste. Recarga y vuelve a intentarlo.'

const service = (id: number, title: string, order: number) => ({
  id,
  title,
  description: `Sesiones de ${title.toLowerCase()}`,
  icon: 'tag',
  link: null,
  order,
  createdAt: '',
  updatedAt: '',
})

type Service = ReturnType<typeof service>

/** The server's services, as the fake network below keeps them. */
let stored: Service[]
/** The bodies of every `PUT /api/services/order`. */
let saved: number[][]
/** How the next `PUT .../order` is answered; undefined: as the server does, with the list. */
let refusal: { status: number; message: string } | undefined

beforeEach(() => {
  stored = [service(1, 'Nutrición', 1), service(2, 'Reiki', 2), service(3, 'Yoga', 3)]
  saved = []
  refusal = undefined
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET'
      const path = new URL(url, 'http://sitio.local').pathname
      if (method === 'GET' && path === '/api/services') return Response.json(stored)
      if (method === 'GET' && path === '/api/activities') {
        return Response.json([
          { id: 1, title: 'Retiro de otoño', type: 'retiro', status: 'proximamente' },
        ])
      }
      if (method === 'PUT' && path === '/api/services/order') {
        const { ids } = JSON.parse(String(init?.body)) as { ids: number[] }
        saved.push(ids)
        if (refusal) return Response.json({ message: refusal.message }, { status: refusal.status })
        stored = ids.map((id, index) => ({
          ...(stored.find((row) => row.id === id) as Service),
          order: index + 1,
        }))
        return Response.json(stored)
      }
      return Response.json({ message: 'no' }, { status: 404 })
    }),
  )
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  toaster.remove()
})

/** The editor's list of a type, reading through the network as the admin area does. */
async function renderList(contentType: ListContentType, firstRow: string) {
  const queryClient = networkQueryClient()
  renderInAdmin(
    <ResourceList
      title={contentType.plural}
      listPath={listPathOf(contentType)}
      deletePath={`/api/${contentType.definition.path}`}
      deletable
      orderPath={orderPathOf(contentType.definition)}
      columns={contentType.columns}
      onEdit={() => {}}
    />,
    { queryClient },
  )
  await screen.findByText(firstRow)
}

const renderServices = () => renderList(servicesType, 'Reiki')

/** One column down the list, as shown: after the ordering and selection cells, title, publication, description, icon, order. */
const column = (index: number) =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[index].textContent ?? '')
const titles = () => column(2)
const orders = () => column(6)

const announced = () => screen.getByRole('status').textContent?.trim()
const handle = (name: string) => screen.getByRole('button', { name: `Mover: ${name}` })
const press = (target: HTMLElement, key: string) => fireEvent.keyDown(target, { key })

describe('ordering a list', () => {
  it('a type whose resource declares ordering gets a handle, Subir and Bajar on each row', async () => {
    await renderServices()
    expect(screen.getAllByRole('columnheader')[0].textContent).toBe('Ordenar')
    for (const name of ['Nutrición', 'Reiki', 'Yoga']) {
      expect(handle(name)).toBeTruthy()
      expect(screen.getByRole('button', { name: `Subir: ${name}` })).toBeTruthy()
      expect(screen.getByRole('button', { name: `Bajar: ${name}` })).toBeTruthy()
    }
  })

  it('the handle takes the keyboard, not the row', async () => {
    await renderServices()
    for (const row of screen.getAllByRole('row')) expect(row.hasAttribute('tabindex')).toBe(false)
    expect(handle('Reiki').tabIndex).toBe(0)
  })

  it('a type that declares no ordering has none', async () => {
    await renderList(activitiesType, 'Retiro de otoño')
    expect(screen.queryByRole('button', { name: 'Mover: Retiro de otoño' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Subir: Retiro de otoño' })).toBeNull()
  })

  it('the handle tells how to move a row with the keyboard', async () => {
    await renderServices()
    const help = document.getElementById(handle('Reiki').getAttribute('aria-describedby') ?? '')
    expect(help?.textContent).toBe(
      'Arrastra el asa o usa Subir y Bajar para cambiar el orden. Con el teclado, en el asa: Espacio elige, las flechas mueven, Espacio suelta y Escape cancela.',
    )
  })

  it('Space on the handle picks the row up and says where it is', async () => {
    await renderServices()
    press(handle('Reiki'), ' ')
    expect(announced()).toBe('Reiki: elegido, posición 2 de 3')
  })

  it('an arrow moves the picked-up row one place, says its new place, and saves nothing yet', async () => {
    await renderServices()
    press(handle('Reiki'), ' ')
    press(handle('Reiki'), 'ArrowUp')
    expect(titles()).toEqual(['Reiki', 'Nutrición', 'Yoga'])
    expect(announced()).toBe('Reiki: posición 1 de 3')
    press(handle('Reiki'), 'ArrowDown')
    press(handle('Reiki'), 'ArrowDown')
    expect(titles()).toEqual(['Nutrición', 'Yoga', 'Reiki'])
    expect(announced()).toBe('Reiki: posición 3 de 3')
    expect(saved).toEqual([])
  })

  it('an arrow at either end keeps the row there and says so again', async () => {
    await renderServices()
    press(handle('Nutrición'), ' ')
    press(handle('Nutrición'), 'ArrowUp')
    expect(titles()).toEqual(['Nutrición', 'Reiki', 'Yoga'])
    expect(announced()).toBe('Nutrición: posición 1 de 3')
  })

  it('the handle keeps the focus while its row moves', async () => {
    await renderServices()
    handle('Yoga').focus()
    press(handle('Yoga'), ' ')
    press(handle('Yoga'), 'ArrowUp')
    expect(document.activeElement).toBe(handle('Yoga'))
  })

  it('Space again drops the row and saves the whole new order in one request', async () => {
    await renderServices()
    press(handle('Yoga'), ' ')
    press(handle('Yoga'), 'ArrowUp')
    press(handle('Yoga'), 'ArrowUp')
    press(handle('Yoga'), ' ')
    expect(announced()).toBe('Yoga: soltado en la posición 1 de 3')
    await waitFor(() => expect(saved).toEqual([[3, 1, 2]]))
    await waitFor(() => expect(orders()).toEqual(['1', '2', '3']))
    expect(titles()).toEqual(['Yoga', 'Nutrición', 'Reiki'])
  })

  it('dropping the row where it was picked up saves nothing', async () => {
    await renderServices()
    press(handle('Reiki'), ' ')
    press(handle('Reiki'), 'ArrowUp')
    press(handle('Reiki'), 'ArrowDown')
    press(handle('Reiki'), ' ')
    expect(announced()).toBe('Reiki: soltado en la posición 2 de 3')
    expect(saved).toEqual([])
  })

  it('Escape puts the row back where it was picked up, says so, and saves nothing', async () => {
    await renderServices()
    press(handle('Yoga'), ' ')
    press(handle('Yoga'), 'ArrowUp')
    press(handle('Yoga'), 'ArrowUp')
    press(handle('Yoga'), 'Escape')
    expect(titles()).toEqual(['Nutrición', 'Reiki', 'Yoga'])
    expect(announced()).toBe('Yoga: movimiento cancelado, de vuelta a la posición 3 de 3')
    press(handle('Yoga'), 'ArrowUp')
    expect(titles()).toEqual(['Nutrición', 'Reiki', 'Yoga'])
    expect(saved).toEqual([])
  })

  it('arrows do nothing to a row that was not picked up', async () => {
    await renderServices()
    press(handle('Reiki'), 'ArrowUp')
    expect(titles()).toEqual(['Nutrición', 'Reiki', 'Yoga'])
  })

  it('focus leaving a picked-up row drops it there and saves', async () => {
    await renderServices()
    press(handle('Reiki'), ' ')
    press(handle('Reiki'), 'ArrowDown')
    fireEvent.blur(handle('Reiki'))
    await waitFor(() => expect(saved).toEqual([[1, 3, 2]]))
  })

  it('Subir moves the row up one place, says its new place and saves at once', async () => {
    await renderServices()
    fireEvent.click(screen.getByRole('button', { name: 'Subir: Yoga' }))
    expect(titles()).toEqual(['Nutrición', 'Yoga', 'Reiki'])
    expect(announced()).toBe('Yoga: posición 2 de 3')
    await waitFor(() => expect(saved).toEqual([[1, 3, 2]]))
  })

  it('Bajar moves the row down one place, says its new place and saves at once', async () => {
    await renderServices()
    fireEvent.click(screen.getByRole('button', { name: 'Bajar: Nutrición' }))
    expect(titles()).toEqual(['Reiki', 'Nutrición', 'Yoga'])
    expect(announced()).toBe('Nutrición: posición 2 de 3')
    await waitFor(() => expect(saved).toEqual([[2, 1, 3]]))
  })

  it('Subir on the first row and Bajar on the last are unavailable and do nothing', async () => {
    await renderServices()
    const up = screen.getByRole('button', { name: 'Subir: Nutrición' })
    const down = screen.getByRole('button', { name: 'Bajar: Yoga' })
    expect(up.getAttribute('aria-disabled')).toBe('true')
    expect(down.getAttribute('aria-disabled')).toBe('true')
    fireEvent.click(up)
    fireEvent.click(down)
    expect(titles()).toEqual(['Nutrición', 'Reiki', 'Yoga'])
    expect(saved).toEqual([])
  })

  it('quick presses are saved one after another, in the order made', async () => {
    await renderServices()
    fireEvent.click(screen.getByRole('button', { name: 'Bajar: Nutrición' }))
    fireEvent.click(screen.getByRole('button', { name: 'Bajar: Nutrición' }))
    await waitFor(() =>
      expect(saved).toEqual([
        [2, 1, 3],
        [2, 3, 1],
      ]),
    )
    expect(titles()).toEqual(['Reiki', 'Yoga', 'Nutrición'])
  })

  it('a list changed elsewhere (409) shows the server message and reloads the list', async () => {
    await renderServices()
    refusal = { status: 409, message: STALE }
    stored = [...stored, service(4, 'Pilates', 4)]
    fireEvent.click(screen.getByRole('button', { name: 'Subir: Yoga' }))
    await screen.findByText('Pilates')
    expect(titles()).toEqual(['Nutrición', 'Reiki', 'Yoga', 'Pilates'])
    expect(toaster.getVisibleToasts()).toEqual([
      expect.objectContaining({
        type: 'error',
        title: 'No se pudo guardar el orden',
        description: STALE,
      }),
    ])
  })
})
