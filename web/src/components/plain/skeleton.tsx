import type { CSSProperties } from 'react'
import { css } from '#styled/css'
import { skeleton } from '#styled/recipes'

const block = skeleton()
const lineLook = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  w: 'full',
  '& > *': { h: '4' },
  '& > *:last-child:not(:first-child)': { maxW: '80%' },
})

/** A still grey block standing in for content of this size while it loads. */
export function Skeleton({ style }: { style: CSSProperties }) {
  return <div className={block} style={style} />
}

/** `lines` grey lines of text, the last one shorter. */
export function SkeletonText({ lines }: { lines: number }) {
  return (
    <div className={lineLook}>
      {Array.from({ length: lines }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={index} className={block} />
      ))}
    </div>
  )
}
