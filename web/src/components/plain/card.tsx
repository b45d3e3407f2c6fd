import type { ReactNode } from 'react'
import { css, cx } from '#styled/css'
import { card } from '#styled/recipes'
import type { SystemStyleObject } from '#styled/types'

const cardLook = card({ variant: 'outline' })
const rootLook = css.raw({ h: 'full', overflow: 'hidden', '--card-padding': 'spacing.5' })
const bodyLook = css.raw({ gap: '2' })

/** An outlined card (Chakra's card recipe): a white panel, its body padded below any media. */
export function Card({
  css: rootCss,
  media,
  bodyCss,
  footer,
  children,
}: {
  /** Styles added to the card's own, e.g. a coloured band on top (`css.raw({…})`). */
  css?: SystemStyleObject
  media?: ReactNode
  /** Styles added to the body's, e.g. a wider gap (`css.raw({…})`). */
  bodyCss?: SystemStyleObject
  /** Below the body, e.g. the card's buttons. */
  footer?: ReactNode
  children: ReactNode
}) {
  return (
    <div className={cx(cardLook.root, css(rootLook, rootCss))}>
      {media}
      <div className={cx(cardLook.body, css(bodyLook, bodyCss))}>{children}</div>
      {footer}
    </div>
  )
}
