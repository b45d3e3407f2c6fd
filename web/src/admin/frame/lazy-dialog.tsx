import { Center } from '@chakra-ui/react/center'
import { Spinner } from '@chakra-ui/react/spinner'
import { type ReactNode, Suspense, useState } from 'react'
import { LIST_TEXTS } from '../editor/messages.ts'

/**
 * Holds a lazily loaded dialog (`React.lazy`), so its code (Chakra's dialog, its portal, what it
 * holds) loads the first time it opens, not with the screen that may open it (decision 011).
 * Until then nothing is drawn; while the code arrives, a spinner over the screen where the dialog
 * will be. Once opened it stays mounted, so it closes as it always did (its animation, focus back
 * to what opened it).
 */
export function OpenedOnce({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  if (!opened) return null
  return <Suspense fallback={open ? <DialogLoading /> : null}>{children}</Suspense>
}

function DialogLoading() {
  return (
    <Center
      position="fixed"
      inset="0"
      zIndex="modal"
      bg="blackAlpha.500"
      role="status"
      aria-label={LIST_TEXTS.loading}
    >
      <Spinner size="lg" color="white" />
    </Center>
  )
}
