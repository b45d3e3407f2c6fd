import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { Card } from '@chakra-ui/react/card'
import { Center } from '@chakra-ui/react/center'
import { Heading } from '@chakra-ui/react/heading'
import { Spinner } from '@chakra-ui/react/spinner'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useState } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { toaster } from '../../components/ui/toast-store.ts'
import { useSiteSetting } from '../../features/site-settings/site-settings.tsx'
import { sessionKeys } from '../session/session.ts'
import { supabase } from '../session/supabase.ts'
import { FORGOTTEN_PASSWORD_PATH, PASSWORD_TEXTS } from './password-texts.ts'

const NewPasswordView = lazy(() => import('./auth-ui.tsx'))

type LinkState = 'checking' | 'valid' | 'expired'

/** What the emailed link brought: a recovery session, or Auth's refusal (used or expired). */
function useRecoveryLink(): LinkState {
  const [state, setState] = useState<LinkState>('checking')
  useEffect(() => {
    let current = true
    const auth = supabase().auth
    void auth.initialize().then(async ({ error }) => {
      const { data } = await auth.getSession()
      if (current) setState(!error && data.session ? 'valid' : 'expired')
    })
    return () => {
      current = false
    }
  }, [])
  return state
}

/** Once the new password is saved: a toast, and the panel. */
function useOnPasswordSaved() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  useEffect(() => {
    const { data } = supabase().auth.onAuthStateChange((event) => {
      if (event !== 'USER_UPDATED') return
      toaster.create({
        type: 'success',
        title: PASSWORD_TEXTS.changed,
        description: PASSWORD_TEXTS.changedText,
        // Said on the panel it leads to.
        meta: { screen: '/admin' },
      })
      void queryClient.invalidateQueries({ queryKey: sessionKeys.user })
      navigate('/admin', { replace: true })
    })
    return () => data.subscription.unsubscribe()
  }, [navigate, queryClient])
}

/** /auth/nueva-contrasena: where the recovery email's link lands. */
export function NewPasswordScreen() {
  const siteName = useSiteSetting('site_name')
  const state = useRecoveryLink()
  useOnPasswordSaved()
  const expired = state === 'expired'
  return (
    <Center as="main" minH="100vh" bg="gray.50" px="4" py="10">
      <Box width="full" maxW="md">
        <Card.Root variant="outline" bg="white">
          <Card.Header>
            <Text fontSize="sm" color="brand.700" fontWeight="semibold">
              {siteName}
            </Text>
            <Heading as="h1" size="2xl">
              {expired ? PASSWORD_TEXTS.expiredTitle : PASSWORD_TEXTS.newTitle}
            </Heading>
            <Text color="gray.700" mt="2">
              {expired ? PASSWORD_TEXTS.expiredText : PASSWORD_TEXTS.newIntro}
            </Text>
          </Card.Header>
          <Card.Body>
            {state === 'checking' && (
              <Stack align="center" gap="3" py="6" role="status">
                <Spinner color="brand.700" />
                <Text>{PASSWORD_TEXTS.checkingLink}</Text>
              </Stack>
            )}
            {state === 'valid' && (
              // A frame of the final height while the Auth UI's chunk loads.
              <Suspense
                fallback={
                  <Center minH="32">
                    <Spinner color="brand.700" />
                  </Center>
                }
              >
                <NewPasswordView />
              </Suspense>
            )}
            {expired && (
              <Button asChild colorPalette="brand">
                <Link to={FORGOTTEN_PASSWORD_PATH}>{PASSWORD_TEXTS.askAgain}</Link>
              </Button>
            )}
          </Card.Body>
        </Card.Root>
      </Box>
    </Center>
  )
}
