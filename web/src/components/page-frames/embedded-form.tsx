import type { CSSProperties, ReactNode } from 'react'
import { FaExternalLinkAlt, FaRegEnvelope } from 'react-icons/fa'
import { css } from '#styled/css'
import { Island } from '../../lib/island.tsx'
import { DEFAULT_CONTACT_EMAIL, DEFAULT_CONTACT_PHONE } from '../layout/contact.ts'
import { iconDisc } from '../plain/looks.ts'
import EmbeddedFormLive from './embedded-form-live.tsx'
import { SettingValue } from './setting-text.tsx'

/** The spec's height of every embedded external form. */
export const EMBEDDED_FORM_HEIGHT = 800

export interface EmbeddedFormProps {
  /** The site setting holding the form's address. */
  settingKey: string
  /** What the frame is, for screen readers: the iframe's title. */
  title: string
}

/** The spec's height, handed to the stylesheet. */
const FORM_HEIGHT = { '--form-height': `${EMBEDDED_FORM_HEIGHT}px` } as CSSProperties

const boxLook = css({
  position: 'relative',
  h: 'var(--form-height)',
  overflow: 'hidden',
  bg: 'sand.50',
  border: '1px solid',
  borderColor: 'sand.200',
  borderRadius: 'card',
})

const centredLook = css({
  position: 'absolute',
  inset: '0',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '3',
  p: '6',
  textAlign: 'center',
  color: 'gray.700',
  '& a': {
    color: 'brand.700',
    fontWeight: 'semibold',
    textDecoration: 'underline',
    textUnderlineOffset: '3px',
  },
})

const iconLook = css(iconDisc, { bg: 'brand.100', color: 'brand.700' })
const titleLook = css({ fontFamily: 'heading', fontSize: 'xl', color: 'brand.800' })
const textLook = css({ maxW: 'md' })
const frameLook = css({ position: 'relative', display: 'block', w: 'full', border: '0' })

const openLinkLook = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  mt: '3',
  py: '1',
  fontSize: 'sm',
  color: 'brand.700',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
})

function FormBox({ children }: { children: ReactNode }) {
  return (
    <div className={boxLook} style={FORM_HEIGHT}>
      {children}
    </div>
  )
}

function Centred({ children }: { children: ReactNode }) {
  return <div className={centredLook}>{children}</div>
}

export function FormLoading() {
  return (
    <FormBox>
      <Centred>
        <p role="status">Cargando el formulario…</p>
      </Centred>
    </FormBox>
  )
}

/** What a visitor sees while the owner has not set the form's address: other ways to write. */
export function FormNotAvailable({ email, phone }: { email: string; phone: string }) {
  return (
    <FormBox>
      <Centred>
        <div className={iconLook}>
          <FaRegEnvelope size={24} aria-hidden="true" />
        </div>
        <p className={titleLook}>El formulario no está disponible en este momento</p>
        <p className={textLook}>
          Mientras lo preparamos, puedes escribirnos a <SettingValue value={email} kind="email" /> o
          llamarnos al <SettingValue value={phone} kind="phone" />. Te responderemos lo antes
          posible.
        </p>
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
          <p aria-hidden="true">Cargando el formulario…</p>
        </Centred>
        <iframe
          src={src}
          title={title}
          sandbox={sandbox}
          width="100%"
          height={EMBEDDED_FORM_HEIGHT}
          className={frameLook}
        />
      </FormBox>
      <a href={src} target="_blank" rel="noopener noreferrer" className={openLinkLook}>
        Abrir el formulario en una pestaña nueva
        <FaExternalLinkAlt aria-hidden="true" size={12} />
      </a>
    </>
  )
}

export const FORM_FALLBACK_CONTACT = { email: DEFAULT_CONTACT_EMAIL, phone: DEFAULT_CONTACT_PHONE }

/** An external form whose address the owner sets; the frame's space is held from the first paint. */
export function EmbeddedForm({ settingKey, title }: EmbeddedFormProps) {
  return <Island of={EmbeddedFormLive} fallback={<FormLoading />} props={{ settingKey, title }} />
}
