import type { PageHead } from '../../app/head.ts'
import { SITE_NAME } from '../../app/site-map.ts'
import { AdminRoot } from '../admin-root.tsx'
import { DashboardNav } from '../dashboard/dashboard-nav.tsx'
import { AdminFrame } from '../frame/admin-frame.tsx'
import { MediaLibrary } from '../media-library/media-library.tsx'
import { RequireAdmin } from '../session/require-admin.tsx'

export const head = (): PageHead => ({
  title: `Medios | ${SITE_NAME}`,
  description: 'Biblioteca de imágenes y audios.',
})

export default function MediaRoute() {
  return (
    <AdminRoot>
      <RequireAdmin>
        <AdminFrame navLabel="Panel de administración" nav={<DashboardNav current="media" />}>
          <MediaLibrary />
        </AdminFrame>
      </RequireAdmin>
    </AdminRoot>
  )
}
