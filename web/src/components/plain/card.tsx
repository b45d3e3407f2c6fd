import type { ReactNode } from 'react'
import styles from './plain.module.css'

/** An outlined card: a white panel with a thin border, its body padded below any media. */
export function Card({
  media,
  bodyClassName,
  footer,
  children,
}: {
  media?: ReactNode
  /** Extra classes of the body, e.g. a wider gap. */
  bodyClassName?: string
  /** Below the body, e.g. the card's buttons. */
  footer?: ReactNode
  children: ReactNode
}) {
  return (
    <div className={styles.card}>
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
