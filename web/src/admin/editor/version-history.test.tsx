// @vitest-environment screen
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { madridShortDateTimeText } from '../../../../edge-functions/_shared/madrid-time.ts'
import type { ItemVersion } from '../../../../edge-functions/_shared/versions.ts'
import { renderInAdmin, testQueryClient } from '../test-support.tsx'
import { VersionHistory } from './version-history.tsx'

afterEach(cleanup)

const VERSIONS: ItemVersion[] = [
  {
    id: 8,
    savedAt: '2026-07-01T10:05:00Z',
    updatedAt: '2026-07-01T09:00:00Z',
    changed: ['title', 'description'],
    before: { title: 'Reiki grupal', description: '' },
  },
  {
    id: 7,
    savedAt: '2026-07-01T09:00:00Z',
    updatedAt: '2026-06-30T18:00:00Z',
    changed: ['title', 'visible'],
    before: { title: 'Reiki', visible: true },
  },
]

function renderHistory(dirty = false, paths = ['/api/services/3/versions']) {
  const queryClient = testQueryClient()
  // What the API answers for this item (its own answer is checked in edge-functions/api).
  queryClient.setQueryDefaults(['/api/services/3/versions', 'admin'], { queryFn: () => VERSIONS })
  renderInAdmin(
    <VersionHistory
      paths={paths}
      labels={{ title: 'Título', description: 'Descripción', visible: 'Visible' }}
      listPaths={['/api/services']}
      dirty={dirty}
      onRestored={() => {}}
    />,
    { queryClient },
  )
}

describe('Historial', () => {
  it('dates are read on the centre’s clock (Europe/Madrid), whatever the browser’s zone', () => {
    expect(madridShortDateTimeText('2026-07-01T10:05:00Z')).toContain('12:05')
    expect(madridShortDateTimeText('2026-01-15T10:05:00Z')).toContain('11:05')
  })

  it('lists the versions newest first, with their dates and the changed fields by their labels', async () => {
    renderHistory()
    fireEvent.click(screen.getByRole('button', { name: 'Historial' }))
    const list = await screen.findByRole('list', { name: 'Historial' }, { timeout: 10_000 })
    const items = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list)
    expect(items).toHaveLength(2)
    expect(items[0].textContent).toContain(
      `Versión del ${madridShortDateTimeText('2026-07-01T09:00:00Z')}`,
    )
    expect(items[0].textContent).toContain(
      `Sustituida el ${madridShortDateTimeText('2026-07-01T10:05:00Z')}`,
    )
    expect(items[0].textContent).toContain('Título: Reiki grupal')
    expect(items[0].textContent).toContain('Descripción: (vacío)')
    expect(items[1].textContent).toContain('Visible: Sí')
  })

  it('a restore asks first, starting on Cancelar, and warns when the form has unsaved changes', async () => {
    renderHistory(true)
    fireEvent.click(screen.getByRole('button', { name: 'Historial' }))
    await screen.findByRole('list', { name: 'Historial' }, { timeout: 10_000 })
    const [newest] = await screen.findAllByRole('button', { name: 'Restaurar esta versión' })
    fireEvent.click(newest)
    expect(await screen.findByText('¿Restaurar esta versión?')).toBeTruthy()
    expect(screen.getByText(/Los cambios sin guardar del formulario se perderán/)).toBeTruthy()
    expect(document.activeElement?.textContent).toBe('Cancelar')
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }))
    expect(screen.queryByText('¿Restaurar esta versión?')).toBeNull()
  })

  it('closing it puts focus back on the Historial that opened it', async () => {
    renderHistory()
    const opener = screen.getByRole('button', { name: 'Historial' })
    fireEvent.click(opener)
    const dialog = await screen.findByRole('dialog', { name: 'Historial' }, { timeout: 10_000 })
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }))
    await waitFor(() => expect(document.activeElement).toBe(opener))
    expect(opener.getAttribute('aria-expanded')).toBe('false')
  })

  it('lists the versions of several items together, newest first (a Configuración tab’s settings)', async () => {
    const queryClient = testQueryClient()
    const title: ItemVersion = {
      id: 21,
      savedAt: '2026-07-02T08:00:00Z',
      updatedAt: null,
      changed: ['cta_title'],
      before: { cta_title: 'Empieza hoy' },
    }
    const subtitle: ItemVersion = {
      id: 30,
      savedAt: '2026-07-03T08:00:00Z',
      updatedAt: null,
      changed: ['cta_subtitle'],
      before: { cta_subtitle: 'Un paso cada día' },
    }
    queryClient.setQueryDefaults(['/api/site-settings/cta_title/versions', 'admin'], {
      queryFn: () => [title],
    })
    queryClient.setQueryDefaults(['/api/site-settings/cta_subtitle/versions', 'admin'], {
      queryFn: () => [subtitle],
    })
    renderInAdmin(
      <VersionHistory
        paths={[
          '/api/site-settings/cta_title/versions',
          '/api/site-settings/cta_subtitle/versions',
        ]}
        labels={{ cta_title: 'Título', cta_subtitle: 'Descripción' }}
        listPaths={['/api/site-settings']}
        dirty={false}
        onRestored={() => {}}
      />,
      { queryClient },
    )
    fireEvent.click(screen.getByRole('button', { name: 'Historial' }))
    const list = await screen.findByRole('list', { name: 'Historial' }, { timeout: 10_000 })
    const items = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list)
    expect(items.map((item) => item.querySelector('li')?.textContent)).toEqual([
      'Descripción: Un paso cada día',
      'Título: Empieza hoy',
    ])
  })
})
