import type { ButtonHTMLAttributes, ReactNode } from 'react'
import styles from './plain.module.css'

export interface ButtonLook {
  /** `light`: white, for dark backgrounds. */
  variant?: 'solid' | 'outline' | 'ghost' | 'light'
  size?: 'sm' | 'md' | 'lg'
  /** Fully rounded ends. */
  pill?: boolean
}

/** The classes of a button, for a <button> or for a link that looks like one. */
export function buttonClass({ variant = 'solid', size = 'md', pill = false }: ButtonLook = {}) {
  return [styles.button, styles[variant], styles[size], pill && styles.pill]
    .filter(Boolean)
    .join(' ')
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
          <span className={styles.spinner} aria-hidden="true" />
          {loadingText ?? children}
        </>
      ) : (
        children
      )}
    </button>
  )
}
