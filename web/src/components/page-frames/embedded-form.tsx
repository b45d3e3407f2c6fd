import type { CSSProperties, ReactNode } from 'react'
import { FaExternalLinkAlt, FaPhoneAlt, FaRegEnvelope, FaWhatsapp } from 'react-icons/fa'
import { css } from '#styled/css'
import type { SettingKey } from '../../features/site-settings/queries.ts'
import { useOwnerSettings, useSiteSetting } from '../../features/site-settings/site-settings.tsx'
import { chatLink } from '../layout/contact.ts'
import { iconDisc } from '../plain/looks.ts'
import { VisuallyHidden } from '../plain/visually-hidden.tsx'
import { FORM_FRAME_SANDBOX, frameableFormUrl } from './frameable-url.ts'
import { SettingValue } from './setting-text.tsx'

/** The spec's height of every embedded external form. */
export const EMBEDDED_FORM_HEIGHT = 800

export interface EmbeddedFormProps {
  /** The site setting holding the form's address (a `form` setting). */
  settingKey: SettingKey
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
})

/**
 * Left-aligned, so on a phone the contact links keep to the side the floating chat button does
 * not rest on.
 */
const fallbackLook = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '3',
  px: { base: '5', md: '8' },
  pt: '6',
  pb: '8',
  color: 'gray.700',
  bg: 'sand.50',
  border: '1px solid',
  borderColor: 'sand.200',
  borderRadius: 'card',
  '& a': {
    color: 'brand.700',
    fontWeight: 'semibold',
    textDecoration: 'underline',
    textUnderlineOffset: '3px',
    overflowWrap: 'anywhere',
  },
})

const contactListLook = css({
  listStyle: 'none',
  m: '0',
  p: '0',
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  '& li': { display: 'flex', alignItems: 'center', gap: '3', minH: '11' },
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

/**
 * What a visitor sees while the owner has not set the form's address: the centre's e-mail, phone
 * and WhatsApp, as links in the page's HTML. It sits at the top of its space, above where the
 * floating chat button rests on a phone.
 */
export function FormNotAvailable() {
  const { values } = useOwnerSettings()
  return (
    <div className={fallbackLook}>
      <div className={iconLook}>
        <FaRegEnvelope size={24} aria-hidden="true" />
      </div>
      <p className={titleLook}>El formulario no está disponible en este momento</p>
      <p className={textLook}>Mientras lo preparamos, puedes escribirnos o llamarnos:</p>
      <ul className={contactListLook}>
        <li>
          <FaRegEnvelope aria-hidden="true" />
          <SettingValue value={values.contact_email} kind="email" />
        </li>
        <li>
          <FaPhoneAlt aria-hidden="true" />
          <SettingValue value={values.contact_phone} kind="phone" />
        </li>
        <li>
          <FaWhatsapp aria-hidden="true" />
          <a href={chatLink(values.chat_phone)} target="_blank" rel="noopener noreferrer">
            Escríbenos por WhatsApp
            <VisuallyHidden> (se abre en una pestaña nueva)</VisuallyHidden>
          </a>
        </li>
      </ul>
      <p className={textLook}>Te responderemos lo antes posible.</p>
    </div>
  )
}

/** The owner's external form in an 800 px frame, with a way to open it on its own. */
export function FormFrame({ src, title }: { src: string; title: string }) {
  return (
    <>
      <FormBox>
        <Centred>
          <p aria-hidden="true">Cargando el formulario…</p>
        </Centred>
        <iframe
          src={src}
          title={title}
          sandbox={FORM_FRAME_SANDBOX}
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

/**
 * The external form whose address the owner sets (a `form` setting), framed in the page's HTML;
 * without one, the centre's other ways to write.
 */
export function EmbeddedForm({ settingKey, title }: EmbeddedFormProps) {
  const src = frameableFormUrl(useSiteSetting(settingKey))
  return src ? <FormFrame src={src} title={title} /> : <FormNotAvailable />
}
