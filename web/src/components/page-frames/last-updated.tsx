import { useOwnerSettings } from '../../features/site-settings/site-settings.tsx'
import { Text } from '../plain/typography.tsx'
import { LEGAL_PAGE_KEYS } from './legal-identity.tsx'

const spanishDate = new Intl.DateTimeFormat('es-ES', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Madrid',
})

const isoDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' })

export function formatSpanishDate(date: Date): string {
  return spanishDate.format(date)
}

/**
 * "Última actualización": the day the owner last changed a setting the legal texts draw (in
 * Spain's time), `LEGAL_PAGE_KEYS`. Nothing when she has none of them stored.
 */
export function LastUpdated() {
  const { updatedAt } = useOwnerSettings()
  const lastChange = LEGAL_PAGE_KEYS.map((key) => updatedAt[key])
    .filter((date): date is string => Boolean(date))
    .sort()
    .at(-1)
  if (!lastChange) return null
  const changed = new Date(lastChange)
  return (
    <Text fontSize="sm" color="gray.600">
      Última actualización:{' '}
      <time dateTime={isoDate.format(changed)}>{formatSpanishDate(changed)}</time>
    </Text>
  )
}
