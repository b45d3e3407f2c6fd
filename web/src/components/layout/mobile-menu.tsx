import { type KeyboardEvent, useRef, useState } from 'react'
import { FaTimes } from 'react-icons/fa'
import { useDomId } from '../../lib/dom-id.tsx'
import { MenuButton } from './menu-button.tsx'
import styles from './mobile-menu.module.css'
import { LOGIN_PATH, NAV_LINKS } from './navigation.ts'

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
        className={styles.drawer}
        aria-labelledby={titleId}
        onClose={() => setOpen(false)}
        onKeyDown={keepFocusInside}
        onClick={(event) => {
          // A click on the backdrop lands on the dialog itself, outside the drawer's box.
          const box = event.currentTarget.getBoundingClientRect()
          if (event.target === event.currentTarget && event.clientX < box.left) close()
        }}
      >
        <h2 id={titleId} className={styles.title}>
          Menú
        </h2>
        <nav aria-label="Menú móvil">
          <ul className={styles.links}>
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <a className={styles.link} href={link.to} onClick={close}>
                  {link.label}
                </a>
              </li>
            ))}
            <li>
              <a className={styles.login} href={LOGIN_PATH} onClick={close}>
                Login
              </a>
            </li>
          </ul>
        </nav>
        <button type="button" className={styles.close} aria-label="Cerrar menú" onClick={close}>
          <FaTimes aria-hidden="true" />
        </button>
      </dialog>
    </>
  )
}
