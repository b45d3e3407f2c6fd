import { Portal } from '@ark-ui/react/portal'
import { Toaster as ArkToaster, Toast } from '@ark-ui/react/toast'
import { type PointerEvent, useRef } from 'react'
import { FaCheckCircle, FaExclamationTriangle, FaTimes } from 'react-icons/fa'
import { css, cx } from '#styled/css'
import { toast as toastRecipe } from '#styled/recipes'
import { SWIPE_DISMISS_THRESHOLD_PX, toaster } from './toast-store.ts'

/** Dragging a toast right by more than the threshold dismisses it (touch or mouse). */
function useSwipeRightToDismiss(id: string) {
  const start = useRef<number | undefined>(undefined)
  const follow = (element: HTMLElement, dx: number) => {
    element.style.transform = dx > 0 ? `translateX(${dx}px)` : ''
  }
  return {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      start.current = event.clientX
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      if (start.current !== undefined) follow(event.currentTarget, event.clientX - start.current)
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      if (start.current === undefined) return
      const dx = event.clientX - start.current
      start.current = undefined
      follow(event.currentTarget, 0)
      if (dx > SWIPE_DISMISS_THRESHOLD_PX) toaster.dismiss(id)
    },
    onPointerCancel: (event: PointerEvent<HTMLElement>) => {
      start.current = undefined
      follow(event.currentTarget, 0)
    },
  }
}

const look = toastRecipe()
const rootLook = cx(look.root, css({ width: { md: 'sm' }, touchAction: 'pan-y' }))
const textLook = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  flex: '1',
  maxW: '100%',
})
const descriptionLook = cx(look.description, css({ opacity: 1 }))
const placementLook = css({ insetInline: { mdDown: '4' } })

/** Success and error toasts carry an icon, as Chakra's do. */
const INDICATORS = {
  success: FaCheckCircle,
  error: FaExclamationTriangle,
  warning: FaExclamationTriangle,
}

type ShownToast = Parameters<typeof toaster.create>[0] & { id: string }

function SwipeableToast({ toast }: { toast: ShownToast }) {
  const swipe = useSwipeRightToDismiss(toast.id)
  const Indicator = INDICATORS[toast.type as keyof typeof INDICATORS]
  return (
    <Toast.Root className={rootLook} {...swipe}>
      {Indicator && <Indicator className={look.indicator} aria-hidden="true" />}
      <div className={textLook}>
        {toast.title && <Toast.Title className={look.title}>{toast.title}</Toast.Title>}
        {toast.description && (
          <Toast.Description className={descriptionLook}>{toast.description}</Toast.Description>
        )}
      </div>
      {/* An undoable delete's "Deshacer" (web/src/admin/trash/trash-queries.ts). */}
      {toast.action && (
        <Toast.ActionTrigger className={look.actionTrigger}>
          {toast.action.label}
        </Toast.ActionTrigger>
      )}
      <Toast.CloseTrigger className={look.closeTrigger} aria-label="Cerrar notificación">
        <FaTimes aria-hidden="true" />
      </Toast.CloseTrigger>
    </Toast.Root>
  )
}

/**
 * The site's toasts, public pages and admin alike: Ark UI's toaster (the headless part of
 * Chakra's) drawn with Chakra's toast recipe from Panda's static stylesheet, so no styling
 * engine loads with a toast.
 */
export default function Toaster() {
  return (
    <Portal>
      <ArkToaster toaster={toaster} className={placementLook}>
        {(toast) => <SwipeableToast toast={toast as ShownToast} />}
      </ArkToaster>
    </Portal>
  )
}
