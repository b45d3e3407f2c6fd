import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { css, cx } from '#styled/css'
import { button, spinner } from '#styled/recipes'
import type { PUBLIC_BUTTON_LOOKS } from '../../theme/brand.ts'

export interface ButtonLook {
  /** `light`: white, for dark backgrounds. */
  variant?: (typeof PUBLIC_BUTTON_LOOKS.variant)[number]
  size?: (typeof PUBLIC_BUTTON_LOOKS.size)[number]
  /** Fully rounded ends. */
  pill?: boolean
}

const brandPalette = css({ colorPalette: 'brand' })
const pillShape = css({ borderRadius: 'full' })

/** The classes of a button (Chakra's recipe, in the brand's colours), for a <button> or a link. */
export function buttonClass({ variant = 'solid', size = 'md', pill = false }: ButtonLook = {}) {
  return cx(button({ variant, size }), brandPalette, pill && pillShape)
}

/**
 * A brand-coloured button. While `loading`, it shows a spinner and `loadingText` and takes no
 * clicks, keeping its place in the tab order so the focus does not jump.
 */
export function Button({
  variant,
  size,
  pill,
  loading = false,
  loadingText,
  children,
  type = 'button',
  ...props
}: ButtonLook &
  ButtonHTMLAttributes<HTMLButtonElement> & { loading?: boolean; loadingText?: ReactNode }) {
  return (
    <button
      {...props}
      type={type}
      className={buttonClass({ variant, size, pill })}
      aria-busy={loading || undefined}
      disabled={props.disabled || loading}
    >
      {loading ? (
        <>
          <span className={spinner({ size: 'sm' })} aria-hidden="true" />
          {loadingText ?? children}
        </>
      ) : (
        children
      )}
    </button>
  )
}
