import type { PageHead } from '../../app/head.ts'
import { SITE_NAME } from '../../app/site-map.ts'
import { AdminRoot } from '../admin-root.tsx'
import { AlbumsManager } from '../albums/albums-manager.tsx'
import { DashboardNav } from '../dashboard/dashboard-nav.tsx'
import { AdminFrame } from '../frame/admin-frame.tsx'
import { RequireAdmin } from '../session/require-admin.tsx'

export const head = (): PageHead => ({
  title: `Álbumes y música | ${SITE_NAME}`,
  description: 'Gestor de álbumes y pistas.',
})

export default function AlbumsFormRoute() {
  return (
    <AdminRoot>
      <RequireAdmin>
        <AdminFrame navLabel="Panel de administración" nav={<DashboardNav current="albums" />}>
          <AlbumsManager />
        </AdminFrame>
      </RequireAdmin>
    </AdminRoot>
  )
}
