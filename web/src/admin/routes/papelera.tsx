import { definePage } from '../../app/page-declaration.ts'
import { AdminRoot } from '../admin-root.tsx'
import { AdminFrame } from '../frame/admin-frame.tsx'
import { RequireAdmin } from '../session/require-admin.tsx'
import { TrashScreen } from '../trash/trash-screen.tsx'

export const page = definePage({
  path: '/admin/papelera',
  frame: 'bare',
  title: 'Papelera',
  description: 'Lo eliminado en los últimos 30 días, para restaurarlo.',
  prerender: false,
})

export default function TrashRoute() {
  return (
    <AdminRoot>
      <RequireAdmin>
        <AdminFrame current={page.path}>
          <TrashScreen />
        </AdminFrame>
      </RequireAdmin>
    </AdminRoot>
  )
}
