import { Box } from '@chakra-ui/react/box'
import { Text } from '@chakra-ui/react/text'
import type { ReactNode } from 'react'
import { FaExternalLinkAlt, FaRegEnvelope } from 'react-icons/fa'
import { Island } from '../../lib/island.tsx'
import { DEFAULT_CONTACT_EMAIL, DEFAULT_CONTACT_PHONE } from '../layout/contact.ts'
import { SettingValue } from './setting-text.tsx'

/** The spec's height of every embedded external form. */
export const EMBEDDED_FORM_HEIGHT = 800

export interface EmbeddedFormProps {
  /** The site setting holding the form's address. */
  settingKey: string
  /** What the frame is, for screen readers: the iframe's title. */
  title: string
}

function FormBox({ children }: { children: ReactNode }) {
  return (
    <Box
      position="relative"
      h={`${EMBEDDED_FORM_HEIGHT}px`}
      bg="sand.50"
      borderWidth="1px"
      borderColor="sand.200"
      rounded="card"
      overflow="hidden"
    >
      {children}
    </Box>
  )
}

function Centred({ children }: { children: ReactNode }) {
  return (
    <Box
      position="absolute"
      inset="0"
      display="flex"
      flexDirection="column"
      alignItems="center"
      justifyContent="center"
      textAlign="center"
      gap="3"
      p="6"
      color="gray.700"
      css={{
        '& a': {
          color: 'var(--chakra-colors-brand-700)',
          fontWeight: 600,
          textDecoration: 'underline',
          textUnderlineOffset: '3px',
        },
      }}
    >
      {children}
    </Box>
  )
}

export function FormLoading() {
  return (
    <FormBox>
      <Centred>
        <Text role="status">Cargando el formulario…</Text>
      </Centred>
    </FormBox>
  )
}

/** What a visitor sees while the owner has not set the form's address: other ways to write. */
export function FormNotAvailable({ email, phone }: { email: string; phone: string }) {
  return (
    <FormBox>
      <Centred>
        <Box
          display="flex"
          alignItems="center"
          justifyContent="center"
          w="14"
          h="14"
          rounded="full"
          bg="brand.100"
          color="brand.700"
        >
          <FaRegEnvelope size={24} aria-hidden="true" />
        </Box>
        <Text fontFamily="heading" fontSize="xl" color="brand.800">
          El formulario no está disponible en este momento
        </Text>
        <Text maxW="md">
          Mientras lo preparamos, puedes escribirnos a <SettingValue value={email} kind="email" /> o
          llamarnos al <SettingValue value={phone} kind="phone" />. Te responderemos lo antes
          posible.
        </Text>
      </Centred>
    </FormBox>
  )
}

/** The owner's external form in an 800 px frame, with a way to open it on its own. */
export function FormFrame({
  src,
  title,
  sandbox,
}: {
  src: string
  title: string
  sandbox: string
}) {
  return (
    <>
      <FormBox>
        <Centred>
          <Text aria-hidden="true">Cargando el formulario…</Text>
        </Centred>
        <iframe
          src={src}
          title={title}
          sandbox={sandbox}
          width="100%"
          height={EMBEDDED_FORM_HEIGHT}
          style={{ position: 'relative', display: 'block', border: 0, width: '100%' }}
        />
      </FormBox>
      <Box
        asChild
        display="inline-flex"
        alignItems="center"
        gap="2"
        mt="3"
        py="1"
        fontSize="sm"
        color="brand.700"
        textDecoration="underline"
        textUnderlineOffset="3px"
      >
        <a href={src} target="_blank" rel="noopener noreferrer">
          Abrir el formulario en una pestaña nueva
          <FaExternalLinkAlt aria-hidden="true" size={12} />
        </a>
      </Box>
    </>
  )
}

export const FORM_FALLBACK_CONTACT = { email: DEFAULT_CONTACT_EMAIL, phone: DEFAULT_CONTACT_PHONE }

/** An external form whose address the owner sets; the frame's space is held from the first paint. */
export function EmbeddedForm({ settingKey, title }: EmbeddedFormProps) {
  return <Island name="embedded-form" fallback={<FormLoading />} props={{ settingKey, title }} />
}
