import { QueryProvider } from '../../lib/query-provider.tsx'
import { useSettings } from '../site-settings/queries.ts'
import { CallToActionView } from './call-to-action-banner.tsx'
import { callToActionFrom } from './rules.ts'

function CallToActionFromSettings() {
  return <CallToActionView banner={callToActionFrom(useSettings())} />
}

export default function LiveCallToAction() {
  return (
    <QueryProvider>
      <CallToActionFromSettings />
    </QueryProvider>
  )
}
