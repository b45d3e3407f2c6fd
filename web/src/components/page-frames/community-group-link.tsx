import { FaWhatsapp } from 'react-icons/fa'
import { Island } from '../../lib/island.tsx'
import { chatLink, DEFAULT_CHAT_PHONE } from '../layout/contact.ts'
import { buttonClass } from '../plain/button.tsx'
import { VisuallyHidden } from '../plain/visually-hidden.tsx'
import styles from './community-group-link.module.css'
import CommunityGroupLinkLive from './community-group-link-live.tsx'
import { frameableUrl } from './frameable-url.ts'

export const COMMUNITY_GROUP_MESSAGE = 'Hola, quiero unirme al grupo de los retos gratuitos.'

/**
 * Where "join the group" leads: the owner's invitation link to the chat group when set, or else
 * a chat with the centre's number that asks to be added, so the button always works.
 */
export function communityGroupHref(groupUrl: string, chatPhone: string): string {
  return frameableUrl(groupUrl) ?? chatLink(chatPhone, COMMUNITY_GROUP_MESSAGE)
}

export function CommunityGroupButton({ href }: { href: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={`${buttonClass({ size: 'lg', pill: true })} ${styles.join}`}
    >
      <FaWhatsapp aria-hidden="true" />
      Unirme al grupo de retos gratuitos
      <VisuallyHidden> (se abre en una pestaña nueva)</VisuallyHidden>
    </a>
  )
}

/** The chat-group link of the free community challenges. */
export function CommunityGroupLink() {
  return (
    <Island
      of={CommunityGroupLinkLive}
      fallback={<CommunityGroupButton href={communityGroupHref('', DEFAULT_CHAT_PHONE)} />}
    />
  )
}
