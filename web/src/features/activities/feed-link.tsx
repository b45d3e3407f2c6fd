import { FaCalendarPlus } from 'react-icons/fa'
import { css } from '#styled/css'
import { ACTIVITIES_FEED_PATH } from './feed.ts'

const feedLook = css({ mt: { base: '8', md: '10' }, fontSize: 'sm', color: 'gray.700' })
const feedLinkLook = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  minH: '6',
  fontWeight: 'semibold',
  color: 'brand.700',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  _hover: { color: 'brand.800' },
})

/**
 * The activities' calendar feed, under the list: plain HTML, so the page keeps its largest paint
 * (the first card) and loads no script for it.
 */
export function ActivitiesFeedLink() {
  return (
    <p className={feedLook}>
      <a className={feedLinkLook} href={ACTIVITIES_FEED_PATH} type="text/calendar">
        <FaCalendarPlus aria-hidden="true" />
        Suscribirse al calendario
      </a>{' '}
      — copia este enlace y añádelo en tu aplicación de calendario como calendario desde una URL:
      las actividades nuevas y sus cambios aparecerán solos.
    </p>
  )
}
