import { useHydrated } from '../../lib/island.tsx'
import { Text } from '../plain/typography.tsx'

const spanishDate = new Intl.DateTimeFormat('es-ES', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
})

export function formatSpanishDate(date: Date): string {
  return spanishDate.format(date)
}

function isoDay(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0')
  const day = String(date.getDate()).padStart(2, '0')
  return `${date.getFullYear()}-${month}-${day}`
}

/**
 * "Última actualización" with today's date, as the spec asks. The prerendered HTML can only hold
 * the day of the build, so once the page is live the date is drawn again from the visitor's
 * clock: the new key makes React replace the text it kept from the HTML while hydrating.
 */
export function LastUpdated() {
  const hydrated = useHydrated()
  const today = new Date()
  return (
    <Text fontSize="sm" color="gray.600">
      Última actualización:{' '}
      <time
        key={hydrated ? 'today' : 'prerendered'}
        dateTime={isoDay(today)}
        suppressHydrationWarning
      >
        {formatSpanishDate(today)}
      </time>
    </Text>
  )
}
