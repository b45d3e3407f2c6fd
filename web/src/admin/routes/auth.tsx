import { definePage } from '../../app/page-declaration.ts'
import { AdminRoot } from '../admin-root.tsx'
import { LoginScreen } from '../auth/login-screen.tsx'

export const page = definePage({
  path: '/auth',
  frame: 'bare',
  title: 'Acceso de administración',
  description: 'Acceso al panel de administración del sitio.',
  prerender: 'signed-out',
})

export default function AuthRoute() {
  return (
    <AdminRoot>
      <LoginScreen />
    </AdminRoot>
  )
}
