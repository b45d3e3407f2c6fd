import type { PageHead } from '../../app/head.ts'
import { SITE_NAME } from '../../app/site-map.ts'
import { AdminRoot } from '../admin-root.tsx'
import { NewPasswordScreen } from '../auth/new-password-screen.tsx'

export const head = (): PageHead => ({
  title: `Contraseña nueva | ${SITE_NAME}`,
  description: 'Elegir una contraseña nueva para el panel de administración.',
})

export default function NewPasswordRoute() {
  return (
    <AdminRoot>
      <NewPasswordScreen />
    </AdminRoot>
  )
}
