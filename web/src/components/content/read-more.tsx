import { FaChevronDown } from 'react-icons/fa'
import { css } from '#styled/css'
import { VisuallyHidden } from '../plain/visually-hidden.tsx'

/** While open, the cut goes: the whole text stands in its place. */
const rootLook = css({ '&:has(> details[open]) > [data-cut]': { display: 'none' } })

// The summary after the text when open (column-reverse), so 'Leer menos' ends what was read.
const detailsLook = css({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: '1',
  '&:not([open]) [data-when="open"], &[open] [data-when="closed"]': { display: 'none' },
  '&[open] [data-chevron]': { transform: 'rotate(180deg)' },
})

const summaryLook = css({
  display: 'inline-flex',
  alignSelf: 'flex-start',
  alignItems: 'center',
  gap: '1.5',
  mt: '1',
  fontSize: 'sm',
  fontWeight: 'semibold',
  color: 'brand.700',
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  cursor: 'pointer',
  listStyle: 'none',
  borderRadius: 'sm',
  '&::-webkit-details-marker': { display: 'none' },
  _hover: { color: 'brand.800' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.600', outlineOffset: '2px' },
})

const chevronLook = css({ display: 'inline-flex' })

/**
 * A text the spec cuts short: the cut as the spec draws it (`cut`), and 'Leer más' opening the
 * whole `text` in place. A native <details>: keyboard accessible and working before (or without)
 * any script; closed in the HTML, so nothing moves as the page loads. `about` names, for screen
 * readers, whose text it is ('Leer más: testimonio de Ana'). A text the cut leaves whole is just
 * the paragraph.
 */
export function ReadMore({
  text,
  cut,
  className,
  about,
}: {
  text: string | null | undefined
  cut: string
  className: string
  about?: string
}) {
  const whole = text ?? ''
  if (cut === whole) return <p className={className}>{whole}</p>
  return (
    <div className={rootLook}>
      <p className={className} data-cut="">
        {cut}
      </p>
      <details className={detailsLook}>
        <summary className={summaryLook}>
          <span data-when="closed">Leer más</span>
          <span data-when="open">Leer menos</span>
          {about && <VisuallyHidden>: {about}</VisuallyHidden>}
          <span data-chevron="" className={chevronLook}>
            <FaChevronDown aria-hidden="true" size={10} />
          </span>
        </summary>
        <p className={className}>{whole}</p>
      </details>
    </div>
  )
}
