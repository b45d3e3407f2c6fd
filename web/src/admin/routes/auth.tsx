import type { PageHead } from '../../app/head.ts'
import { SITE_NAME } from '../../app/site-map.ts'
import { AdminRoot } from '../admin-root.tsx'
import { LoginScreen } from '../auth/login-screen.tsx'

export const head = (): PageHead => ({
  title: `Acceso de administración | ${SITE_NAME}`,
  description: 'Acceso al panel de administración del sitio.',
})

export default function AuthRoute() {
  return (
    <AdminRoot>
      <LoginScreen />
    </AdminRoot>
  )
}
