import type { HTMLAttributes } from 'react'
import { visuallyHidden } from '#styled/patterns'

const hidden = visuallyHidden()

/** Read by screen readers, never seen. */
export function VisuallyHidden(props: HTMLAttributes<HTMLSpanElement>) {
  return <span {...props} className={hidden} />
}
