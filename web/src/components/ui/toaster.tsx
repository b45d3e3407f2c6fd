import { Portal } from '@chakra-ui/react/portal'
import { Stack } from '@chakra-ui/react/stack'
import { Toaster as ChakraToaster, Toast } from '@chakra-ui/react/toast'
import { type PointerEvent, useRef } from 'react'
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

function SwipeableToast({
  toast,
}: {
  toast: Parameters<typeof toaster.create>[0] & { id: string }
}) {
  const swipe = useSwipeRightToDismiss(toast.id)
  return (
    <Toast.Root width={{ md: 'sm' }} touchAction="pan-y" {...swipe}>
      <Toast.Indicator />
      <Stack gap="1" flex="1" maxWidth="100%">
        {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
        {toast.description && (
          <Toast.Description opacity={1}>{toast.description}</Toast.Description>
        )}
      </Stack>
      <Toast.CloseTrigger aria-label="Cerrar notificación" />
    </Toast.Root>
  )
}

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => <SwipeableToast toast={toast as never} />}
      </ChakraToaster>
    </Portal>
  )
}

export default Toaster
