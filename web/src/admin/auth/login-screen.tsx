import { Alert } from '@chakra-ui/react/alert'
import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { Card } from '@chakra-ui/react/card'
import { Center } from '@chakra-ui/react/center'
import { Heading } from '@chakra-ui/react/heading'
import { Link as ChakraLink } from '@chakra-ui/react/link'
import { Spinner } from '@chakra-ui/react/spinner'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { useEffect, useRef, useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { FaArrowLeft } from 'react-icons/fa'
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom'
import {
  type LoginInput,
  loginSchema,
} from '../../../../edge-functions/_shared/resources/session.ts'
import { startAttempt, toaster } from '../../components/ui/toast-store.ts'
import { useSiteSetting } from '../../features/site-settings/site-settings.tsx'
import { useHydrated } from '../../lib/island.tsx'
import { TextField } from '../forms/fields.tsx'
import { serverMessageOf } from '../forms/save-errors.ts'
import { useLogin, useUser } from '../session/session.ts'
import { supabase } from '../session/supabase.ts'
import { ForgottenPasswordForm } from './forgotten-password-form.tsx'
import { FORGOTTEN_PASSWORD_PATH, PASSWORD_TEXTS, USERNAME_LABEL } from './password-texts.ts'
import {
  EARLY_SUBMIT_ATTRIBUTE,
  FORGOTTEN_VIEW,
  holdEarlySubmitScript,
  LIVE_FORM_ATTRIBUTE,
  LOGIN_FORM_ID,
} from './prerendered-form.ts'

/** After a successful sign-in the screen says so for this long, then opens the panel. */
export const LOGIN_REDIRECT_DELAY_MS = 500

export const LOGIN_TEXTS = {
  submit: 'Iniciar sesión',
  submitting: 'Iniciando sesión...',
  description:
    'El panel de administración permite gestionar el contenido de las páginas, los servicios, las actividades, los productos, los testimonios y reseñas, y la información de contacto.',
  redirecting: 'Sesión iniciada. Redirigiendo al panel de administración...',
  failedFallback: 'Error de autenticación',
  toastFailedTitle: 'Login fallido',
  toastFailedFallback: 'Authentication failed',
  toastDoneTitle: 'Login exitoso',
  toastDoneText: 'Bienvenido al panel de administración',
  notAdmin: 'Esta cuenta no tiene permisos de administrador.',
} as const

/** The toasts of a sign-in try: the next try, or leaving /auth, takes them away. */
const LOGIN_ATTEMPT = 'login'

/**
 * The sign-in form. /auth's HTML holds it (prerendered): what the owner types before the app is
 * live stays, and a sign-in she sends meanwhile is held and sent once it is.
 */
export function LoginForm() {
  const navigate = useNavigate()
  const login = useLogin()
  const [failure, setFailure] = useState<string>()
  const [redirecting, setRedirecting] = useState(false)
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const formElement = useRef<HTMLFormElement>(null)
  const hydrated = useHydrated()
  useEffect(() => () => clearTimeout(redirectTimer.current), [])
  // No default values: each field starts from what its element holds when the form takes it, at
  // the end of hydration (what the owner typed into the HTML's form, even while the app started).
  const form = useForm<LoginInput>({ resolver: valibotResolver(loginSchema) })
  useEffect(() => {
    const element = formElement.current
    if (!element) return
    element.setAttribute(LIVE_FORM_ATTRIBUTE, '')
    if (element.hasAttribute(EARLY_SUBMIT_ATTRIBUTE)) {
      element.removeAttribute(EARLY_SUBMIT_ATTRIBUTE)
      element.requestSubmit()
    }
  }, [])

  const onSubmit = form.handleSubmit(async (input) => {
    setFailure(undefined)
    startAttempt(LOGIN_ATTEMPT)
    try {
      const user = await login.mutateAsync(input)
      if (!user.isAdmin) {
        await supabase().auth.signOut({ scope: 'local' })
        setFailure(LOGIN_TEXTS.notAdmin)
        return
      }
      toaster.create({
        type: 'success',
        title: LOGIN_TEXTS.toastDoneTitle,
        description: LOGIN_TEXTS.toastDoneText,
        meta: { screen: '/admin', attempt: LOGIN_ATTEMPT },
      })
      setRedirecting(true)
      redirectTimer.current = setTimeout(
        () => navigate('/admin', { replace: true }),
        LOGIN_REDIRECT_DELAY_MS,
      )
    } catch (error) {
      const message = serverMessageOf(error)
      setFailure(message ?? LOGIN_TEXTS.failedFallback)
      toaster.create({
        type: 'error',
        title: LOGIN_TEXTS.toastFailedTitle,
        description: message ?? LOGIN_TEXTS.toastFailedFallback,
        meta: { attempt: LOGIN_ATTEMPT },
      })
    }
  })

  if (redirecting) {
    return (
      <Stack align="center" gap="3" py="6" role="status">
        <Spinner color="brand.700" />
        <Text>{LOGIN_TEXTS.redirecting}</Text>
      </Stack>
    )
  }
  const submitting = form.formState.isSubmitting
  return (
    <FormProvider {...form}>
      {/* The page's own script marks a form sent before React took it (and hides the fields on
          the forgotten-password address): attributes React did not draw, expected at hydration. */}
      <form
        id={LOGIN_FORM_ID}
        ref={formElement}
        method="post"
        noValidate
        onSubmit={onSubmit}
        suppressHydrationWarning
      >
        <Stack gap="5">
          {failure && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Description>{failure}</Alert.Description>
            </Alert.Root>
          )}
          <TextField name="username" label={USERNAME_LABEL} autoComplete="username" required />
          <TextField
            name="password"
            label="Contraseña"
            type="password"
            autoComplete="current-password"
            required
          />
          <Button
            type="submit"
            colorPalette="brand"
            loading={submitting}
            loadingText={LOGIN_TEXTS.submitting}
          >
            {LOGIN_TEXTS.submit}
          </Button>
        </Stack>
      </form>
      {/* Only the prerendered HTML runs it (React never runs a script it draws), so it is drawn
          for the HTML and kept while hydrating, which must find what the HTML holds. */}
      {!hydrated && (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the project's own constant script
        <script dangerouslySetInnerHTML={{ __html: holdEarlySubmitScript }} />
      )}
    </FormProvider>
  )
}

/**
 * /auth: the owner's sign-in. Someone already signed in as admin goes straight to the panel. The
 * form shows while the session is looked up: it is what /auth's HTML holds (prerendered as
 * someone signed out sees it), so the page paints before any script.
 */
export function LoginScreen() {
  const siteName = useSiteSetting('site_name')
  const { data: user, isPending } = useUser()
  const [search] = useSearchParams()
  // The HTML is the sign-in whatever the address asks: the forgotten-password view replaces it
  // once the app is live, so hydration finds what the HTML holds.
  const hydrated = useHydrated()
  const forgotten = hydrated && search.get('vista') === FORGOTTEN_VIEW
  // Only who was already an admin on opening skips the form; a fresh sign-in waits 500 ms.
  const openedAsAdmin = useRef<boolean | undefined>(undefined)
  if (openedAsAdmin.current === undefined && !isPending) {
    openedAsAdmin.current = user?.isAdmin === true
  }
  if (openedAsAdmin.current) return <Navigate to="/admin" replace />
  return (
    <Center as="main" minH="100vh" bg="gray.50" px="4" py="10">
      <Box width="full" maxW="md">
        <ChakraLink
          asChild
          color="brand.700"
          mb="4"
          display="inline-flex"
          gap="2"
          alignItems="center"
        >
          <Link to="/">
            <FaArrowLeft aria-hidden="true" />
            Volver al sitio
          </Link>
        </ChakraLink>
        <Card.Root variant="outline" bg="white">
          <Card.Header>
            <Text fontSize="sm" color="brand.700" fontWeight="semibold">
              {siteName}
            </Text>
            <Heading as="h1" size="2xl">
              {forgotten ? PASSWORD_TEXTS.forgottenTitle : 'Acceso de administración'}
            </Heading>
            <Text color="gray.700" mt="2">
              {forgotten ? PASSWORD_TEXTS.forgottenIntro : LOGIN_TEXTS.description}
            </Text>
          </Card.Header>
          <Card.Body>
            {forgotten ? <ForgottenPasswordForm /> : <LoginForm />}
            <ChakraLink asChild color="brand.700" mt="5" display="inline-block" py="1">
              <Link to={forgotten ? '/auth' : FORGOTTEN_PASSWORD_PATH}>
                {forgotten ? PASSWORD_TEXTS.backToSignIn : PASSWORD_TEXTS.forgottenLink}
              </Link>
            </ChakraLink>
          </Card.Body>
        </Card.Root>
      </Box>
    </Center>
  )
}
