/**
 * Supabase's Auth UI (@supabase/auth-ui-react) for the screen Supabase Auth owns: choosing the new
 * password a recovery link allows (asking for the link goes through the function, which also
 * takes a username: forgotten-password-form.tsx). Loaded lazily from that screen only; its
 * React is ours (package.json `overrides`). Spanish through `localization.variables`, our brand
 * tokens through `appearance.variables`, and Auth's refusals translated before it shows them.
 */
import { Box } from '@chakra-ui/react/box'
import type { AuthError } from '@supabase/auth-js'
import { Auth } from '@supabase/auth-ui-react'
import { ThemeSupa } from '@supabase/auth-ui-shared'
import type { SupabaseClient } from '@supabase/supabase-js'
import { type AuthOnlyClient, supabase } from '../session/supabase.ts'
import { adminSystem } from '../system.ts'
import { AUTH_UI_SPANISH, spanishAuthMessage } from './password-texts.ts'

const token = (path: string) => String(adminSystem.token(path))

const APPEARANCE = {
  theme: ThemeSupa,
  variables: {
    default: {
      colors: {
        brand: token('colors.brand.700'),
        brandAccent: token('colors.brand.800'),
        brandButtonText: '#ffffff',
        inputBorderFocus: token('colors.brand.600'),
        inputLabelText: token('colors.gray.800'),
        inputText: token('colors.gray.900'),
        inputPlaceholder: token('colors.gray.600'),
        messageText: token('colors.brand.800'),
        messageBackground: token('colors.brand.50'),
        messageBorder: token('colors.brand.200'),
        messageTextDanger: token('colors.red.700'),
        messageBackgroundDanger: token('colors.red.50'),
        anchorTextColor: token('colors.brand.700'),
        anchorTextHoverColor: token('colors.brand.800'),
      },
      fonts: {
        bodyFontFamily: 'system-ui, sans-serif',
        buttonFontFamily: 'system-ui, sans-serif',
        inputFontFamily: 'system-ui, sans-serif',
        labelFontFamily: 'system-ui, sans-serif',
      },
      fontSizes: { baseLabelSize: '15px', baseInputSize: '16px', baseButtonSize: '16px' },
      radii: { borderRadiusButton: '6px', buttonBorderRadius: '6px', inputBorderRadius: '6px' },
    },
  },
}

type AuthResult = { error: AuthError | null }

/** The Auth client, shaped as the Auth UI's client, with the call the Auth UI makes answering in Spanish. */
function withSpanishRefusals(client: AuthOnlyClient): SupabaseClient {
  const translated = (result: AuthResult) => {
    if (result.error) result.error.message = spanishAuthMessage(result.error)
    return result
  }
  const auth = new Proxy(client.auth, {
    get(target, key) {
      const value = Reflect.get(target, key, target)
      if (typeof value !== 'function') return value
      if (key === 'updateUser') {
        return (...args: unknown[]) =>
          (value.apply(target, args) as Promise<AuthResult>).then(translated)
      }
      return value.bind(target)
    },
  })
  return { auth } as unknown as SupabaseClient
}

let spanishClient: SupabaseClient | undefined

export default function NewPasswordView() {
  spanishClient ??= withSpanishRefusals(supabase())
  return (
    // The Auth UI's messages are plain text: announce them as they appear.
    <Box aria-live="polite" css={{ '& input': { minHeight: '44px' } }}>
      <Auth
        supabaseClient={spanishClient}
        view="update_password"
        showLinks={false}
        appearance={APPEARANCE}
        localization={{ variables: AUTH_UI_SPANISH }}
        providers={[]}
      />
    </Box>
  )
}
