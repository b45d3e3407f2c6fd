import { css } from '#styled/css'
import { useSiteSetting } from '../../features/site-settings/site-settings.tsx'
import { CHAT_BUTTON_MARK } from '../../theme/brand.ts'
import { chatLink } from './contact.ts'
import { ChatIcon } from './frame-icons.tsx'

/**
 * The room the button needs at the bottom of the window: 20 px from the edge, 56 px tall, and a
 * gap (6rem). Every page's footer ends with it, so at the end of the scroll nothing is under the
 * button; the page keeps the same room when it scrolls something into view (`CHAT_BUTTON_MARK`).
 */
export const chatButtonRoom = css({ pb: '24' })

/** The green chat button on every page: a chat with the centre's number, in a new tab. */
export function ChatButtonView({ phone }: { phone: string }) {
  return (
    <aside aria-label="Chat con el centro" {...{ [CHAT_BUTTON_MARK]: '' }}>
      <a
        href={chatLink(phone)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Escríbenos por WhatsApp (se abre en una pestaña nueva)"
        style={{
          position: 'fixed',
          right: 20,
          bottom: 20,
          zIndex: 1200,
          width: 56,
          height: 56,
          borderRadius: '50%',
          background: '#167a43',
          color: 'white',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          boxShadow: '0 4px 14px rgba(0,0,0,0.25)',
        }}
      >
        <ChatIcon size={30} />
      </a>
    </aside>
  )
}

/** The owner's WhatsApp number (`chat_phone`), in the page's HTML. */
export function ChatButton() {
  return <ChatButtonView phone={useSiteSetting('chat_phone')} />
}
