import { definePage } from '../../app/page-declaration.ts'
import { AdminRoot } from '../admin-root.tsx'
import { NewPasswordScreen } from '../auth/new-password-screen.tsx'

export const page = definePage({
  path: '/auth/nueva-contrasena',
  frame: 'bare',
  title: 'Contraseña nueva',
  description: 'Elegir una contraseña nueva para el panel de administración.',
  prerender: false,
})

export default function NewPasswordRoute() {
  return (
    <AdminRoot>
      <NewPasswordScreen />
    </AdminRoot>
  )
}
