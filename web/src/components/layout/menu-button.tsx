import type { ButtonHTMLAttributes } from 'react'
import { css } from '#styled/css'
import { MenuIcon } from './frame-icons.tsx'

const menuButtonLook = css({
  display: { base: 'inline-flex', lg: 'none' },
  alignItems: 'center',
  justifyContent: 'center',
  w: '11',
  h: '11',
  border: '0',
  borderRadius: 'md',
  bg: 'none',
  color: 'brand.800',
  cursor: 'pointer',
  _hover: { bg: 'brand.50' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
})

/** The header's 'Abrir menú' button, shown below the large breakpoint. */
export function MenuButton(props: ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type="button"
      className={menuButtonLook}
      aria-label="Abrir menú"
      aria-haspopup="dialog"
      aria-expanded={false}
      {...props}
    >
      <MenuIcon size={22} />
    </button>
  )
}
