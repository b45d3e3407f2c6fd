import { FaWhatsapp } from 'react-icons/fa'
import { css, cx } from '#styled/css'
import { useOwnerSettings } from '../../features/site-settings/site-settings.tsx'
import { chatLink } from '../layout/contact.ts'
import { buttonClass } from '../plain/button.tsx'
import { VisuallyHidden } from '../plain/visually-hidden.tsx'
import { frameableUrl } from './frameable-url.ts'

export const COMMUNITY_GROUP_MESSAGE = 'Hola, quiero unirme al grupo de los retos gratuitos.'

/**
 * Where "join the group" leads: the owner's invitation link to the chat group when set, or else
 * a chat with the centre's number that asks to be added, so the button always works.
 */
export function communityGroupHref(groupUrl: string, chatPhone: string): string {
  return frameableUrl(groupUrl) ?? chatLink(chatPhone, COMMUNITY_GROUP_MESSAGE)
}

/** The chat app's own green, and room for the label to wrap on a narrow phone. */
const joinLook = css({
  bg: '#167a43',
  color: 'white',
  whiteSpace: 'normal',
  h: 'auto',
  minH: '12',
  py: '2',
  _hover: { bg: '#0f5c32' },
})

export function CommunityGroupButton({ href }: { href: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={cx(buttonClass({ size: 'lg', pill: true }), joinLook)}
    >
      <FaWhatsapp aria-hidden="true" />
      Unirme al grupo de retos gratuitos
      <VisuallyHidden> (se abre en una pestaña nueva)</VisuallyHidden>
    </a>
  )
}

/** The chat-group link of the free community challenges, from `community_group_url`. */
export function CommunityGroupLink() {
  const { values } = useOwnerSettings()
  return (
    <CommunityGroupButton
      href={communityGroupHref(values.community_group_url, values.chat_phone)}
    />
  )
}

/** The community card's link, as the page hands it to the services island. */
export function useCommunityGroupHref(): string {
  const { values } = useOwnerSettings()
  return communityGroupHref(values.community_group_url, values.chat_phone)
}
