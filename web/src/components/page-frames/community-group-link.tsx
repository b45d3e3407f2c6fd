import { Button } from '@chakra-ui/react/button'
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden'
import { FaWhatsapp } from 'react-icons/fa'
import { Island } from '../../lib/island.tsx'
import { chatLink, DEFAULT_CHAT_PHONE } from '../layout/contact.ts'
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
    <Button
      asChild
      bg="#167a43"
      color="white"
      _hover={{ bg: '#0f5c32' }}
      rounded="pill"
      size="lg"
      whiteSpace="normal"
      h="auto"
      minH="12"
      py="2"
    >
      <a href={href} target="_blank" rel="noopener noreferrer">
        <FaWhatsapp aria-hidden="true" />
        Unirme al grupo de retos gratuitos
        <VisuallyHidden> (se abre en una pestaña nueva)</VisuallyHidden>
      </a>
    </Button>
  )
}

/** The chat-group link of the free community challenges. */
export function CommunityGroupLink() {
  return (
    <Island
      name="community-group-link"
      fallback={<CommunityGroupButton href={communityGroupHref('', DEFAULT_CHAT_PHONE)} />}
    />
  )
}
