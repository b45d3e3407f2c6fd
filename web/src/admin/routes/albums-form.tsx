import { definePage } from '../../app/page-declaration.ts'
import { AdminRoot } from '../admin-root.tsx'
import { AlbumsManager } from '../albums/albums-manager.tsx'
import { AdminFrame } from '../frame/admin-frame.tsx'
import { RequireAdmin } from '../session/require-admin.tsx'

export const page = definePage({
  path: '/admin/albums-form',
  frame: 'bare',
  title: 'Álbumes y música',
  description: 'Gestor de álbumes y pistas.',
  prerender: false,
})

export default function AlbumsFormRoute() {
  return (
    <AdminRoot>
      <RequireAdmin>
        <AdminFrame current={page.path}>
          <AlbumsManager />
        </AdminFrame>
      </RequireAdmin>
    </AdminRoot>
  )
}
