import { definePage } from '../../app/page-declaration.ts'
import { AdminRoot } from '../admin-root.tsx'
import { Dashboard } from '../dashboard/dashboard.tsx'
import { RequireAdmin } from '../session/require-admin.tsx'

export const page = definePage({
  path: '/admin',
  frame: 'bare',
  title: 'Panel de Administración',
  description: 'Panel de administración del sitio.',
  prerender: false,
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
