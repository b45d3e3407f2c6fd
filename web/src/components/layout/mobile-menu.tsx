import { type KeyboardEvent, useRef, useState } from 'react'
import { FaTimes } from 'react-icons/fa'
import { css } from '#styled/css'
import { useDomId } from '../../lib/dom-id.tsx'
import { bareList } from '../plain/looks.ts'
import { MenuButton } from './menu-button.tsx'
import { LOGIN_PATH, NAV_LINKS } from './navigation.ts'

const focusRing = css.raw({
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
})

/** The drawer: a native modal dialog on the right. */
const drawerLook = css({
  position: 'fixed',
  inset: '0 0 0 auto',
  w: 'full',
  maxW: 'xs',
  h: '100dvh',
  maxH: 'none',
  m: '0',
  p: '0',
  border: '0',
  bg: 'bg.panel',
  color: 'fg',
  boxShadow: 'lg',
  // Slides in from the right edge (the preset's keyframes).
  _open: {
    animation: 'slide-from-right-full 0.25s ease-out',
    _motionReduce: { animation: 'none' },
  },
  _backdrop: { bg: 'rgb(0 0 0 / 0.4)' },
})

const titleLook = css({
  m: '0',
  pt: '6',
  px: '6',
  pb: '4',
  fontSize: 'lg',
  fontWeight: 'semibold',
  lineHeight: '1.75rem',
})

const linksLook = css(bareList, {
  px: '6',
  pb: '6',
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
})

const menuLink = css.raw(focusRing, {
  display: 'block',
  py: '3',
  px: '2',
  borderRadius: 'md',
  fontWeight: 'medium',
  color: 'gray.800',
  textDecoration: 'none',
  _hover: { bg: 'brand.50' },
})
const linkLook = css(menuLink)
const loginLook = css(menuLink, {
  fontSize: 'sm',
  fontWeight: 'normal',
  color: 'gray.600',
  textDecoration: 'underline',
})

const closeLook = css(focusRing, {
  position: 'absolute',
  top: '3',
  insetInlineEnd: '3',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '10',
  h: '10',
  border: '0',
  borderRadius: 'md',
  bg: 'none',
  color: 'inherit',
  cursor: 'pointer',
  _hover: { bg: 'bg.muted' },
})

/** The focusable elements of the drawer, in tab order. */
function stops(drawer: HTMLElement): HTMLElement[] {
  return [...drawer.querySelectorAll<HTMLElement>('a[href], button:not(:disabled)')]
}

/**
 * The menu button and the header's links on small screens: a right-side drawer, a native modal
 * dialog (the page behind is inert, Escape closes it and the focus goes back to the button),
 * which closes when a link is chosen. Tab and Shift+Tab go round inside it.
 */
export default function MobileMenu() {
  const drawer = useRef<HTMLDialogElement>(null)
  const [open, setOpen] = useState(false)
  const titleId = useDomId()
  const close = () => drawer.current?.close()
  const keepFocusInside = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !drawer.current) return
    const all = stops(drawer.current)
    const first = all[0]
    const last = all[all.length - 1]
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last?.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first?.focus()
    }
  }
  return (
    <>
      <MenuButton
        aria-expanded={open}
        onClick={() => {
          drawer.current?.showModal()
          setOpen(true)
        }}
      />
      <dialog
        ref={drawer}
        className={drawerLook}
        aria-labelledby={titleId}
        onClose={() => setOpen(false)}
        onKeyDown={keepFocusInside}
        onClick={(event) => {
          // A click on the backdrop lands on the dialog itself, outside the drawer's box.
          const box = event.currentTarget.getBoundingClientRect()
          if (event.target === event.currentTarget && event.clientX < box.left) close()
        }}
      >
        <h2 id={titleId} className={titleLook}>
          Menú
        </h2>
        <nav aria-label="Menú móvil">
          <ul className={linksLook}>
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <a className={linkLook} href={link.to} onClick={close}>
                  {link.label}
                </a>
              </li>
            ))}
            <li>
              <a className={loginLook} href={LOGIN_PATH} onClick={close}>
                Login
              </a>
            </li>
          </ul>
        </nav>
        <button type="button" className={closeLook} aria-label="Cerrar menú" onClick={close}>
          <FaTimes aria-hidden="true" />
        </button>
      </dialog>
    </>
  )
}
