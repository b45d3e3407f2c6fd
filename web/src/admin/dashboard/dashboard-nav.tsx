import { lazy, Suspense, useCallback, useState } from 'react'
import {
  FaChartPie,
  FaDoorOpen,
  FaEdit,
  FaGlobe,
  FaImages,
  FaKey,
  FaMusic,
  FaSignOutAlt,
  FaTrashAlt,
} from 'react-icons/fa'
import { useNavigate } from 'react-router'
import { toaster } from '../../components/ui/toast-store.ts'
import { PASSWORD_TEXTS } from '../auth/password-texts.ts'
import { serverMessageOf } from '../forms/save-errors.ts'
import { SidebarButton, SidebarLink, SidebarList } from '../frame/admin-frame.tsx'
import { type LogoutScope, useLogout } from '../session/session.ts'

// Its form (react-hook-form, the rules) loads when the owner first asks for it, not with every
// screen that has this sidebar (issue 28).
const ChangePasswordDialog = lazy(() =>
  import('../auth/change-password-dialog.tsx').then((module) => ({
    default: module.ChangePasswordDialog,
  })),
)

export const LOGOUT_TEXTS = {
  idle: 'Cerrar sesión',
  everywhere: 'Cerrar sesión en todos los dispositivos',
  pending: 'Cerrando sesión...',
  doneTitle: 'Sesión cerrada',
  doneText: 'Has salido del sistema correctamente',
  everywhereDoneText: 'Has salido del sistema en todos tus dispositivos',
  failedTitle: 'Error',
  failedFallback: 'Logout failed',
} as const

/** Signs out (here or everywhere), says so, and goes to /auth; a failure says why. */
function useSignOut() {
  const logout = useLogout()
  const navigate = useNavigate()
  const signOut = (scope: LogoutScope) =>
    logout.mutate(scope, {
      onSuccess: () => {
        toaster.create({
          type: 'success',
          title: LOGOUT_TEXTS.doneTitle,
          description: scope === 'global' ? LOGOUT_TEXTS.everywhereDoneText : LOGOUT_TEXTS.doneText,
          // Said on the sign-in screen it leads to.
          meta: { screen: '/auth' },
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
  return { signOut, pending: logout.isPending ? logout.variables : undefined }
}

/**
 * The dashboard's sidebar (also the album manager's): the overview, the two editors, the site,
 * and signing out.
 */
export function DashboardNav({
  current,
  onOverview,
}: {
  current: 'overview' | 'albums' | 'media' | 'trash'
  /** On the dashboard the overview is a tab; elsewhere the link leads to /admin. */
  onOverview?: () => void
}) {
  const { signOut, pending } = useSignOut()
  const [changingPassword, setChangingPassword] = useState(false)
  // Once opened the dialog stays mounted, so that it can close with its animation.
  const [passwordAsked, setPasswordAsked] = useState(false)
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
      <SidebarLink to="/admin/medios" icon={FaImages} current={current === 'media'}>
        Medios
      </SidebarLink>
      <SidebarLink to="/admin/papelera" icon={FaTrashAlt} current={current === 'trash'}>
        Papelera
      </SidebarLink>
      <SidebarLink to="/" icon={FaGlobe}>
        Ver sitio
      </SidebarLink>
      <SidebarButton
        icon={FaKey}
        onClick={() => {
          setPasswordAsked(true)
          setChangingPassword(true)
        }}
      >
        {PASSWORD_TEXTS.changeTitle}
      </SidebarButton>
      <SidebarButton icon={FaSignOutAlt} onClick={() => signOut('local')} disabled={!!pending}>
        {pending === 'local' ? LOGOUT_TEXTS.pending : LOGOUT_TEXTS.idle}
      </SidebarButton>
      <SidebarButton icon={FaDoorOpen} onClick={() => signOut('global')} disabled={!!pending}>
        {pending === 'global' ? LOGOUT_TEXTS.pending : LOGOUT_TEXTS.everywhere}
      </SidebarButton>
      {passwordAsked && (
        <Suspense>
          <ChangePasswordDialog open={changingPassword} onClose={closePasswordDialog} />
        </Suspense>
      )}
    </SidebarList>
  )
}
