import { useCallback, useState } from 'react'
import { FaChartPie, FaEdit, FaGlobe, FaKey, FaMusic, FaSignOutAlt } from 'react-icons/fa'
import { useNavigate } from 'react-router'
import { toaster } from '../../components/ui/toast-store.ts'
import { ChangePasswordDialog } from '../auth/change-password-dialog.tsx'
import { PASSWORD_TEXTS } from '../auth/password-texts.ts'
import { serverMessageOf } from '../forms/save-errors.ts'
import { SidebarButton, SidebarLink, SidebarList } from '../frame/admin-frame.tsx'
import { useLogout } from '../session/session.ts'

export const LOGOUT_TEXTS = {
  idle: 'Cerrar sesión',
  pending: 'Cerrando sesión...',
  doneTitle: 'Sesión cerrada',
  doneText: 'Has salido del sistema correctamente',
  failedTitle: 'Error',
  failedFallback: 'Logout failed',
} as const

/** Signs out, says so, and goes to /auth; a failure says why. */
function useSignOut() {
  const logout = useLogout()
  const navigate = useNavigate()
  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: () => {
        toaster.create({
          type: 'success',
          title: LOGOUT_TEXTS.doneTitle,
          description: LOGOUT_TEXTS.doneText,
        })
        navigate('/auth', { replace: true })
      },
      onError: (error) => {
        toaster.create({
          type: 'error',
          title: LOGOUT_TEXTS.failedTitle,
          description: serverMessageOf(error) ?? (error.message || LOGOUT_TEXTS.failedFallback),
        })
      },
    })
  return { signOut, pending: logout.isPending }
}

/**
 * The dashboard's sidebar (also the album manager's): the overview, the two editors, the site,
 * and signing out.
 */
export function DashboardNav({
  current,
  onOverview,
}: {
  current: 'overview' | 'albums'
  /** On the dashboard the overview is a tab; elsewhere the link leads to /admin. */
  onOverview?: () => void
}) {
  const { signOut, pending } = useSignOut()
  const [changingPassword, setChangingPassword] = useState(false)
  const closePasswordDialog = useCallback(() => setChangingPassword(false), [])
  return (
    <SidebarList>
      {onOverview ? (
        <SidebarButton icon={FaChartPie} current={current === 'overview'} onClick={onOverview}>
          Vista general
        </SidebarButton>
      ) : (
        <SidebarLink to="/admin" icon={FaChartPie}>
          Vista general
        </SidebarLink>
      )}
      <SidebarLink to="/admin/content-editor" icon={FaEdit}>
        Editor de contenido
      </SidebarLink>
      <SidebarLink to="/admin/albums-form" icon={FaMusic} current={current === 'albums'}>
        Álbumes y música
      </SidebarLink>
      <SidebarLink to="/" icon={FaGlobe}>
        Ver sitio
      </SidebarLink>
      <SidebarButton icon={FaKey} onClick={() => setChangingPassword(true)}>
        {PASSWORD_TEXTS.changeTitle}
      </SidebarButton>
      <SidebarButton icon={FaSignOutAlt} onClick={signOut} disabled={pending}>
        {pending ? LOGOUT_TEXTS.pending : LOGOUT_TEXTS.idle}
      </SidebarButton>
      <ChangePasswordDialog open={changingPassword} onClose={closePasswordDialog} />
    </SidebarList>
  )
}
