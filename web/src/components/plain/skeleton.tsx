import type { CSSProperties } from 'react'
import styles from './plain.module.css'

/** A still grey block standing in for content of this size while it loads. */
export function Skeleton({ style }: { style: CSSProperties }) {
  return <div className={styles.skeleton} style={style} />
}

/** `lines` grey lines of text, the last one shorter. */
export function SkeletonText({ lines }: { lines: number }) {
  return (
    <div className={styles.skeletonText}>
      {Array.from({ length: lines }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={index} className={styles.skeleton} />
      ))}
    </div>
  )
}
