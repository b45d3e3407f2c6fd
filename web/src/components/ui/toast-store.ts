import { createToaster } from '@ark-ui/react/toast'

export const TOAST_DURATION_MS = 5_000
export const SWIPE_DISMISS_THRESHOLD_PX = 50

/**
 * Where a toast covers none of a form's buttons, which end a form on the right: on a wide screen
 * bottom left (under the sidebar); on a phone, where a form fills the width and its buttons are
 * what she just pressed near the bottom, at the top (over the header for 5 s).
 */
export function toastPlacement(wide: boolean): 'bottom-start' | 'top' {
  return wide ? 'bottom-start' : 'top'
}

/** Chakra's md breakpoint, from which the admin shows its sidebar. */
const WIDE_SCREEN = '(min-width: 48em)'

const store = createToaster({
  placement: toastPlacement(typeof matchMedia !== 'function' || matchMedia(WIDE_SCREEN).matches),
  max: 1,
  duration: TOAST_DURATION_MS,
  hotkey: ['F8'],
  pauseOnPageIdle: true,
})

type ToastOptions = Parameters<typeof store.create>[0]

/**
 * Where a toast belongs, kept in its `meta`. `screen` is the path it is about: where it was raised,
 * unless it announces a move (signed in, signed out), then where the move leads. `attempt` names
 * the action it reports (e.g. 'login'), so a new try of that action takes the old outcome away.
 */
export type ToastPlace = { screen?: string; attempt?: string }

/** '/admin/' and '/admin' are one screen. */
function screenOf(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path
}

function currentScreen(): string | undefined {
  return typeof location === 'undefined' ? undefined : screenOf(location.pathname)
}

/**
 * A new toast replaces whatever shows or waits: with one toast at a time, Ark would otherwise
 * queue it behind the older one (and ahead of it if the older is a success), so an outcome that
 * already changed ("Contraseña cambiada" before "Sesión cerrada") would hide the latest truth.
 * Updating a toast by its id keeps it in place.
 */
function create(options: ToastOptions): string {
  const updating = options.id !== undefined && store.isVisible(options.id)
  if (!updating) store.remove()
  const place = (options.meta ?? {}) as ToastPlace
  const screen = place.screen ?? currentScreen()
  return store.create({
    ...options,
    meta: { ...options.meta, ...(screen && { screen: screenOf(screen) }) },
  })
}

/**
 * One toast at a time, 5 s each; F8 moves focus to the notifications region. Only the store:
 * code that raises a toast needs no drawn component, and the toaster that draws them
 * (`toaster.tsx`) loads after the page is interactive. Ark's store, with `create` (and its
 * shorthands) replacing the toast shown and remembering the screen it belongs to.
 */
export const toaster: typeof store = {
  ...store,
  create,
  success: (options) => create({ ...options, type: 'success' }),
  error: (options) => create({ ...options, type: 'error' }),
  info: (options) => create({ ...options, type: 'info' }),
  warning: (options) => create({ ...options, type: 'warning' }),
  loading: (options) => create({ ...options, type: 'loading' }),
  update: (id, options) => create({ ...options, id }),
}

function placeOf(toast: { meta?: Record<string, unknown> }): ToastPlace {
  return (toast.meta ?? {}) as ToastPlace
}

/** Removes the toasts that do not belong to `path`: a toast goes when its screen is left. */
export function keepToastsOf(path: string): void {
  const screen = screenOf(path)
  for (const toast of store.getVisibleToasts()) {
    const shownOn = placeOf(toast).screen
    if (shownOn !== undefined && shownOn !== screen) store.remove(toast.id)
  }
}

/** A new try of `attempt` starts: the outcome of the previous one no longer holds. */
export function startAttempt(attempt: string): void {
  for (const toast of store.getVisibleToasts()) {
    if (placeOf(toast).attempt === attempt) store.remove(toast.id)
  }
}

/** What shows is outdated by what starts now (a form sent again: its outcome is still to come). */
export function clearToasts(): void {
  store.remove()
}
