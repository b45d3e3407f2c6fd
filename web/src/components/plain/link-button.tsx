import type { ReactNode } from 'react'
import { safeHref } from '../../lib/safe-href.ts'
import { type ButtonLook, buttonClass } from './button.tsx'
import { VisuallyHidden } from './visually-hidden.tsx'

/** Addresses of this site (`/contacto`, `/#musica`) open in place; any other in a new tab. */
export function isSiteAddress(address: string): boolean {
  return address.startsWith('/') && !address.startsWith('//')
}

/**
 * A link that looks like a button. A plain link even within the site: an island has no router
 * to hand it to. Elsewhere it opens a new tab and says so to screen readers. An address the site
 * does not draw (safeHref) leaves the text alone.
 */
export function LinkButton({
  to,
  children,
  fullWidth = false,
  ...look
}: ButtonLook & { to: string; children: ReactNode; fullWidth?: boolean }) {
  const className = buttonClass(look)
  const style = fullWidth ? { width: '100%' } : undefined
  const href = safeHref(to)
  if (!href) return <span>{children}</span>
  if (isSiteAddress(href)) {
    return (
      <a href={href} className={className} style={style}>
        {children}
      </a>
    )
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className} style={style}>
      {children}
      <VisuallyHidden> (se abre en una pestaña nueva)</VisuallyHidden>
    </a>
  )
}
