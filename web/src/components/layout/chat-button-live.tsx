import { useSetting } from '../../features/site-settings/queries.ts'
import { QueryProvider } from '../../lib/query-provider.tsx'
import { ChatButtonView } from './chat-button.tsx'
import { DEFAULT_CHAT_PHONE } from './contact.ts'

function ChatButtonFromSettings() {
  return <ChatButtonView phone={useSetting('chat_phone', DEFAULT_CHAT_PHONE)} />
}

export default function LiveChatButton() {
  return (
    <QueryProvider>
      <ChatButtonFromSettings />
    </QueryProvider>
  )
}
