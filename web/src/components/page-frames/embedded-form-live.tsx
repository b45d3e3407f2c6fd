import { useSettingsStatus } from '../../features/site-settings/queries.ts'
import { QueryProvider } from '../../lib/query-provider.tsx'
import {
  type EmbeddedFormProps,
  FORM_FALLBACK_CONTACT,
  FormFrame,
  FormLoading,
  FormNotAvailable,
} from './embedded-form.tsx'
import { frameableFormUrl, frameSandbox } from './frameable-url.ts'

function FormFromSettings({ settingKey, title }: EmbeddedFormProps) {
  const { setting, loading } = useSettingsStatus()
  if (loading) return <FormLoading />
  const src = frameableFormUrl(setting(settingKey, ''))
  if (!src) {
    return (
      <FormNotAvailable
        email={setting('contact_email', FORM_FALLBACK_CONTACT.email)}
        phone={setting('contact_phone', FORM_FALLBACK_CONTACT.phone)}
      />
    )
  }
  return <FormFrame src={src} title={title} sandbox={frameSandbox(src, window.location.origin)} />
}

export default function LiveEmbeddedForm(props: EmbeddedFormProps) {
  return (
    <QueryProvider>
      <FormFromSettings {...props} />
    </QueryProvider>
  )
}
