import type { ButtonHTMLAttributes } from 'react'
import { MenuIcon } from './frame-icons.tsx'
import styles from './mobile-menu.module.css'

/** The header's 'Abrir menú' button, shown below the large breakpoint. */
export function MenuButton(props: ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type="button"
      className={styles.menuButton}
      aria-label="Abrir menú"
      aria-haspopup="dialog"
      aria-expanded={false}
      {...props}
    >
      <MenuIcon size={22} />
    </button>
  )
}
