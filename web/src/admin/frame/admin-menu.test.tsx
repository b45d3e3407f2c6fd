// @vitest-environment screen
// One menu on every screen (issue 39, item 6): it names every content type as the editor does,
// leads where the spec's screens are, and the screens that used to draw menus of their own
// (the dashboard, the content editor) now draw the same one.
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PASSWORD_TEXTS } from '../auth/password-texts.ts'
import { Dashboard } from '../dashboard/dashboard.tsx'
import { ContentEditor } from '../editor/content-editor.tsx'
import { CONTENT_TYPES } from '../resources/index.ts'
import { networkQueryClient, renderInAdmin, serveApi } from '../test-support.tsx'
import { AdminFrame } from './admin-frame.tsx'
import { ACCOUNT_GROUP_LABEL, ADMIN_MENU, LOGOUT_TEXTS } from './admin-menu.tsx'
import { MENU_LABEL } from './frame-texts.ts'

beforeEach(() => serveApi(() => ({ body: [] })))

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const destinations = ADMIN_MENU.flatMap((group) => group.destinations)

/** What the open menu of the screen drawn offers: each link with its address, each button. */
async function menuOf(): Promise<string[]> {
  fireEvent.click(await screen.findByRole('button', { name: 'Menú' }))
  const menu = screen.getByRole('navigation', { name: MENU_LABEL })
  return [...menu.querySelectorAll('a, button')].map((entry) =>
    entry.tagName === 'A'
      ? `${entry.textContent} → ${entry.getAttribute('href')}`
      : (entry.textContent ?? ''),
  )
}

describe('the admin menu', () => {
  it('has every content type of the editor once, under its name, icon and address', () => {
    for (const type of CONTENT_TYPES) {
      const to = `/admin/content-editor?type=${type.type}`
      const found = destinations.filter((entry) => entry.to === to)
      expect(found, type.type).toEqual([{ label: type.label, icon: type.icon, to }])
    }
    const editorEntries = destinations.filter((entry) =>
      entry.to.startsWith('/admin/content-editor'),
    )
    expect(editorEntries).toHaveLength(CONTENT_TYPES.length)
  })

  it('leads to the panel, the albums, Medios, the Papelera, Configuración and the site', () => {
    expect(destinations.map((entry) => `${entry.label} → ${entry.to}`)).toEqual(
      expect.arrayContaining([
        'Vista general → /admin',
        'Álbumes y música → /admin/albums-form',
        'Medios → /admin/medios',
        'Papelera → /admin/papelera',
        'Configuración → /admin/content-editor?type=settings',
        'Ver sitio → /',
      ]),
    )
  })

  it('ends with the account: the password, signing out here and everywhere', async () => {
    renderInAdmin(<AdminFrame current="/admin">{null}</AdminFrame>)
    await menuOf()
    const account = screen.getByRole('list', { name: ACCOUNT_GROUP_LABEL })
    expect(
      within(account)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([PASSWORD_TEXTS.changeTitle, LOGOUT_TEXTS.idle, LOGOUT_TEXTS.everywhere])
  })

  it('the dashboard and the content editor draw the same menu', async () => {
    renderInAdmin(<Dashboard />, { queryClient: networkQueryClient(), path: '/admin' })
    const dashboards = await menuOf()
    cleanup()
    renderInAdmin(<ContentEditor />, {
      queryClient: networkQueryClient(),
      path: '/admin/content-editor?type=services',
    })
    expect(await menuOf()).toEqual(dashboards)
    expect(dashboards).toHaveLength(destinations.length + 3)
  })

  it('marks the destination she is at, and only that one', async () => {
    renderInAdmin(<ContentEditor />, {
      queryClient: networkQueryClient(),
      path: '/admin/content-editor?type=cta',
    })
    await menuOf()
    const current = screen
      .getByRole('navigation', { name: MENU_LABEL })
      .querySelectorAll('[aria-current="page"]')
    expect([...current].map((entry) => entry.textContent)).toEqual(['Llamada a la acción (CTA)'])
  })
})
