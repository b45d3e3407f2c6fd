import type { ReactNode } from 'react'
import styles from './plain.module.css'

/** Read by screen readers, never seen. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={styles.visuallyHidden}>{children}</span>
}
