import { useSettings } from '../../features/site-settings/queries.ts'
import { QueryProvider } from '../../lib/query-provider.tsx'
import { DEFAULT_CHAT_PHONE } from '../layout/contact.ts'
import { CommunityGroupButton, communityGroupHref } from './community-group-link.tsx'

function CommunityGroupFromSettings() {
  const setting = useSettings()
  return (
    <CommunityGroupButton
      href={communityGroupHref(
        setting('community_group_url', ''),
        setting('chat_phone', DEFAULT_CHAT_PHONE),
      )}
    />
  )
}

export default function LiveCommunityGroupLink() {
  return (
    <QueryProvider>
      <CommunityGroupFromSettings />
    </QueryProvider>
  )
}
