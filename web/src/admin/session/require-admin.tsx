import { Center } from '@chakra-ui/react/center'
import { Spinner } from '@chakra-ui/react/spinner'
import { Text } from '@chakra-ui/react/text'
import { type ReactNode, useDeferredValue, useEffect, useState } from 'react'
import { Navigate } from 'react-router-dom'
import { useUser } from './session.ts'

export const CHECKING_TEXT = 'Verificando autenticación...'

export function CheckingSession() {
  return (
    <Center as="main" minH="100vh" flexDirection="column" gap="3" role="status">
      <Spinner size="lg" color="brand.700" />
      <Text>{CHECKING_TEXT}</Text>
    </Center>
  )
}

/**
 * The guard of the admin screens: while the session is undetermined it says so; without an
 * admin it asks for the user once more, then sends the visitor to /auth.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { data: user, isPending, refetch } = useUser()
  const [retried, setRetried] = useState(false)
  const isAdmin = user?.isAdmin === true
  // The query hands the user over synchronously, and her screen's first draw is most of a second
  // of work on a phone: deferred, React draws it in slices the browser can answer between, and
  // the check stays on screen until it is drawn (or while its code is still on its way).
  const screenDrawn = useDeferredValue(isAdmin)

  useEffect(() => {
    if (isPending || isAdmin || retried) return
    void refetch().finally(() => setRetried(true))
  }, [isPending, isAdmin, retried, refetch])

  if (isAdmin) return screenDrawn ? children : <CheckingSession />
  if (isPending || !retried) return <CheckingSession />
  return <Navigate to="/auth" replace />
}
