import { Box } from '@chakra-ui/react/box'
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useId,
  useState,
} from 'react'
import type { IconType } from 'react-icons'
import {
  FaChartPie,
  FaDoorOpen,
  FaGlobe,
  FaImages,
  FaKey,
  FaMusic,
  FaSignOutAlt,
  FaTrashAlt,
} from 'react-icons/fa'
import { useNavigate } from 'react-router-dom'
import { toaster } from '../../components/ui/toast-store.ts'
import { PASSWORD_TEXTS } from '../auth/password-texts.ts'
import { ALBUMS, COUNTED_LISTS, editorOf } from '../dashboard/counts.ts'
import { serverMessageOf } from '../forms/save-errors.ts'
import { carouselBackgroundsType, ctaType, settingsType } from '../resources/custom-types.ts'
import { type LogoutScope, useLogout } from '../session/session.ts'
import { AdminLink } from './admin-link.tsx'
import { PLAIN_BUTTON } from './plain-looks.ts'
import { useConfirmLeave } from './unsaved-changes.tsx'

// Its form (react-hook-form, the rules) loads when the owner first asks for it, not with every
// screen (issue 28).
const ChangePasswordDialog = lazy(() =>
  import('../auth/change-password-dialog.tsx').then((module) => ({
    default: module.ChangePasswordDialog,
  })),
)

/** Closes the phone's menu once she has chosen where to go. */
export const CloseMenuContext = createContext<() => void>(() => {})

/** One place of the admin (or the site) the menu leads to. */
export interface MenuDestination {
  label: string
  icon: IconType
  /** Its address; a screen names the destination it is by this (`AdminFrame`'s `current`). */
  to: string
}

export interface MenuGroup {
  label: string
  destinations: readonly MenuDestination[]
}

/** A content type's screen in the editor, under the name and icon the editor gives it. */
const editorDestination = (type: { type: string; label: string; icon: IconType }) => ({
  label: type.label,
  icon: type.icon,
  to: editorOf(type.type),
})

/**
 * Where every admin screen's menu leads, in its order: the frame draws this one list on every
 * screen, so a screen cannot leave a destination out. The list types come from the dashboard's
 * counted lists and the others from `custom-types.ts`, both light modules that
 * `admin-menu.test.tsx` holds to the editor's `CONTENT_TYPES`: the menu loads no type's form.
 */
export const ADMIN_MENU: readonly MenuGroup[] = [
  {
    label: 'Panel',
    destinations: [{ label: 'Vista general', icon: FaChartPie, to: '/admin' }],
  },
  {
    label: 'Editor de contenido',
    destinations: [
      ...COUNTED_LISTS.filter((list) => list.to !== ALBUMS).map((list) => ({
        label: list.title,
        icon: list.icon,
        to: list.to,
      })),
      editorDestination(carouselBackgroundsType),
      editorDestination(ctaType),
    ],
  },
  {
    label: 'Música y archivos',
    destinations: [
      { label: 'Álbumes y música', icon: FaMusic, to: ALBUMS },
      { label: 'Medios', icon: FaImages, to: '/admin/medios' },
      { label: 'Papelera', icon: FaTrashAlt, to: '/admin/papelera' },
    ],
  },
  {
    label: 'Sitio',
    destinations: [editorDestination(settingsType), { label: 'Ver sitio', icon: FaGlobe, to: '/' }],
  },
]

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

/** The menu's last group: what she does with her account rather than where she goes. */
export const ACCOUNT_GROUP_LABEL = 'Cuenta'

/**
 * The menu's looks, for its plain elements (frame/plain-looks.ts): its entries look as Chakra's
 * medium buttons on the dark bar. As twenty-odd Chakra buttons, each computing its own styles, the
 * menu was a fifth of a screen's work on a phone (/admin/medios at 4 x CPU: 1,681 ms with it,
 * 1,330 ms without, medians of 5).
 */
const MENU_LOOKS = {
  display: 'flex',
  flexDirection: 'column',
  gap: '5',
  '& [data-menu-group] > p': {
    px: '3',
    mb: '1',
    fontSize: 'xs',
    fontWeight: 'bold',
    textTransform: 'uppercase',
    letterSpacing: 'wider',
    color: 'brand.200',
  },
  '& [data-menu-group] > ul': {
    listStyleType: 'none',
    display: 'flex',
    flexDirection: 'column',
    gap: '1',
  },
  '& [data-menu-item]': {
    ...PLAIN_BUTTON,
    width: 'full',
    h: '10',
    minH: '10',
    px: '3',
    gap: '3',
    justifyContent: 'flex-start',
    textAlign: 'start',
    textStyle: 'sm',
    lineHeight: '1.2',
    fontWeight: 'medium',
    whiteSpace: 'normal',
    outline: '0',
    borderRadius: 'md',
    color: 'white',
    bg: 'transparent',
    _hover: { bg: 'whiteAlpha.200' },
    _currentPage: { bg: 'brand.600' },
    _focusVisible: { outline: '3px solid', outlineColor: 'white', outlineOffset: '1px' },
    _disabled: { opacity: 0.7, cursor: 'progress' },
    '& svg': { flexShrink: 0, width: '5', height: '5' },
  },
} as const

/** A menu link; leaving a form with unsaved changes asks first. */
function MenuLink({ destination, current }: { destination: MenuDestination; current: boolean }) {
  const confirmLeave = useConfirmLeave()
  const closeMenu = useContext(CloseMenuContext)
  const { icon: Icon } = destination
  return (
    <li>
      <AdminLink
        data-menu-item=""
        to={destination.to}
        aria-current={current ? 'page' : undefined}
        onClick={(event) => {
          if (!confirmLeave()) event.preventDefault()
          else closeMenu()
        }}
      >
        <Icon aria-hidden="true" />
        {destination.label}
      </AdminLink>
    </li>
  )
}

/** A menu action (the password, signing out); it asks before throwing typed work away. */
function MenuButton({
  icon: Icon,
  disabled = false,
  onClick,
  children,
}: {
  icon: IconType
  disabled?: boolean
  onClick: () => void
  children: ReactNode
}) {
  const confirmLeave = useConfirmLeave()
  const closeMenu = useContext(CloseMenuContext)
  return (
    <li>
      <button
        type="button"
        data-menu-item=""
        disabled={disabled}
        onClick={() => {
          if (!confirmLeave()) return
          closeMenu()
          onClick()
        }}
      >
        <Icon aria-hidden="true" />
        {children}
      </button>
    </li>
  )
}

/** A group of the menu: its name, then its entries as a list the name labels. */
function Group({ label, children }: { label: string; children: ReactNode }) {
  const labelId = useId()
  return (
    <div data-menu-group="">
      <p id={labelId}>{label}</p>
      <ul aria-labelledby={labelId}>{children}</ul>
    </div>
  )
}

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

function AccountActions() {
  const { signOut, pending } = useSignOut()
  const [changingPassword, setChangingPassword] = useState(false)
  // Once opened the dialog stays mounted, so that it can close with its animation.
  const [passwordAsked, setPasswordAsked] = useState(false)
  const closePasswordDialog = useCallback(() => setChangingPassword(false), [])
  return (
    <Group label={ACCOUNT_GROUP_LABEL}>
      <MenuButton
        icon={FaKey}
        onClick={() => {
          setPasswordAsked(true)
          setChangingPassword(true)
        }}
      >
        {PASSWORD_TEXTS.changeTitle}
      </MenuButton>
      <MenuButton icon={FaSignOutAlt} onClick={() => signOut('local')} disabled={!!pending}>
        {pending === 'local' ? LOGOUT_TEXTS.pending : LOGOUT_TEXTS.idle}
      </MenuButton>
      <MenuButton icon={FaDoorOpen} onClick={() => signOut('global')} disabled={!!pending}>
        {pending === 'global' ? LOGOUT_TEXTS.pending : LOGOUT_TEXTS.everywhere}
      </MenuButton>
      {passwordAsked && (
        <Suspense>
          <ChangePasswordDialog open={changingPassword} onClose={closePasswordDialog} />
        </Suspense>
      )}
    </Group>
  )
}

/** The menu of every admin screen; `current` is the address of the destination she is at. */
export function AdminMenu({ current }: { current: string }) {
  return (
    <Box css={MENU_LOOKS}>
      {ADMIN_MENU.map((group) => (
        <Group key={group.label} label={group.label}>
          {group.destinations.map((destination) => (
            <MenuLink
              key={destination.to}
              destination={destination}
              current={destination.to === current}
            />
          ))}
        </Group>
      ))}
      <AccountActions />
    </Box>
  )
}
