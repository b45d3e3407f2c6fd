import type { ReactNode } from 'react'
import styles from './plain.module.css'

/** An outlined card: a white panel with a thin border, its body padded below any media. */
export function Card({
  className,
  media,
  bodyClassName,
  footer,
  children,
}: {
  /** Extra classes of the card itself, e.g. a coloured band on top. */
  className?: string
  media?: ReactNode
  /** Extra classes of the body, e.g. a wider gap. */
  bodyClassName?: string
  /** Below the body, e.g. the card's buttons. */
  footer?: ReactNode
  children: ReactNode
}) {
  return (
    <div className={className ? `${styles.card} ${className}` : styles.card}>
      {media}
      <div className={bodyClassName ? `${styles.cardBody} ${bodyClassName}` : styles.cardBody}>
        {children}
      </div>
      {footer}
    </div>
  )
}

export const listClass = styles.list
export const loadErrorClass = styles.loadError
