import type { PageHead } from '../../app/head.ts'
import { SITE_NAME } from '../../app/site-map.ts'
import { AdminRoot } from '../admin-root.tsx'
import { Dashboard } from '../dashboard/dashboard.tsx'
import { RequireAdmin } from '../session/require-admin.tsx'

export const head = (): PageHead => ({
  title: `Panel de Administración | ${SITE_NAME}`,
  description: 'Panel de administración del sitio.',
})

export default function DashboardRoute() {
  return (
    <AdminRoot>
      <RequireAdmin>
        <Dashboard />
      </RequireAdmin>
    </AdminRoot>
  )
}
