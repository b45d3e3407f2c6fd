import type { HTMLAttributes } from 'react'
import styles from './plain.module.css'

/** Read by screen readers, never seen. */
export function VisuallyHidden(props: HTMLAttributes<HTMLSpanElement>) {
  return <span {...props} className={styles.visuallyHidden} />
}
