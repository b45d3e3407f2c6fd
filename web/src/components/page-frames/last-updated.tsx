import { useOwnerSettings } from '../../features/site-settings/site-settings.tsx'
import { Text } from '../plain/typography.tsx'

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
 * "Última actualización": the day the owner last changed her "Datos legales" (in Spain's time),
 * the identity these texts give. Nothing when she has none stored.
 */
export function LastUpdated() {
  const { legalUpdatedAt } = useOwnerSettings()
  if (!legalUpdatedAt) return null
  const changed = new Date(legalUpdatedAt)
  return (
    <Text fontSize="sm" color="gray.600">
      Última actualización:{' '}
      <time dateTime={isoDate.format(changed)}>{formatSpanishDate(changed)}</time>
    </Text>
  )
}
