import { Button, type ButtonProps } from '@chakra-ui/react/button'
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { isSiteAddress } from '../plain/link-button.tsx'

/**
 * A link that looks like a button: within the site it is a router link; elsewhere it opens in a
 * new tab and says so to screen readers.
 */
export function ActionLink({
  to,
  children,
  ...buttonProps
}: { to: string; children: ReactNode } & Omit<ButtonProps, 'asChild'>) {
  return (
    <Button asChild colorPalette="brand" {...buttonProps}>
      {isSiteAddress(to) ? (
        <Link to={to}>{children}</Link>
      ) : (
        <a href={to} target="_blank" rel="noopener noreferrer">
          {children}
          <VisuallyHidden> (se abre en una pestaña nueva)</VisuallyHidden>
        </a>
      )}
    </Button>
  )
}
