import type { ReactNode } from 'react'
import { type ButtonLook, buttonClass } from './button.tsx'
import { VisuallyHidden } from './visually-hidden.tsx'

/** Addresses of this site (`/contacto`, `/#musica`) open in place; any other in a new tab. */
export function isSiteAddress(address: string): boolean {
  return address.startsWith('/') && !address.startsWith('//')
}

/**
 * A link that looks like a button. A plain link even within the site: an island has no router
 * to hand it to. Elsewhere it opens a new tab and says so to screen readers.
 */
export function LinkButton({
  to,
  children,
  fullWidth = false,
  ...look
}: ButtonLook & { to: string; children: ReactNode; fullWidth?: boolean }) {
  const className = buttonClass(look)
  const style = fullWidth ? { width: '100%' } : undefined
  if (isSiteAddress(to)) {
    return (
      <a href={to} className={className} style={style}>
        {children}
      </a>
    )
  }
  return (
    <a href={to} target="_blank" rel="noopener noreferrer" className={className} style={style}>
      {children}
      <VisuallyHidden> (se abre en una pestaña nueva)</VisuallyHidden>
    </a>
  )
}
