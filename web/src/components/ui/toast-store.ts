import { createToaster } from '@ark-ui/react/toast'

export const TOAST_DURATION_MS = 5_000
export const SWIPE_DISMISS_THRESHOLD_PX = 50

/**
 * One toast at a time, 5 s each; F8 moves focus to the notifications region. Only the store:
 * code that raises a toast needs no drawn component, and the toaster that draws them
 * (`toaster.tsx`) loads after the page is interactive.
 */
export const toaster = createToaster({
  placement: 'bottom-end',
  max: 1,
  duration: TOAST_DURATION_MS,
  hotkey: ['F8'],
  pauseOnPageIdle: true,
})
