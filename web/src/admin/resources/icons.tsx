import { HStack } from '@chakra-ui/react/stack'
import type { IconType } from 'react-icons'
import {
  FaCalendarAlt,
  FaCapsules,
  FaClock,
  FaHandsHelping,
  FaMapMarkerAlt,
  FaMobileAlt,
  FaTag,
  FaUsers,
  FaUtensils,
  FaWifi,
} from 'react-icons/fa'
import type { SelectOption } from '../forms/fields.tsx'

/** The Font Awesome names the services and promotions may use, with a Spanish description. */
const ICONS: Readonly<Record<string, { icon: IconType; label: string }>> = {
  utensils: { icon: FaUtensils, label: 'Cubiertos' },
  wifi: { icon: FaWifi, label: 'Wifi' },
  users: { icon: FaUsers, label: 'Personas' },
  'map-marker': { icon: FaMapMarkerAlt, label: 'Ubicación' },
  'hands-helping': { icon: FaHandsHelping, label: 'Manos que ayudan' },
  capsules: { icon: FaCapsules, label: 'Cápsulas' },
  mobile: { icon: FaMobileAlt, label: 'Móvil' },
  tag: { icon: FaTag, label: 'Etiqueta' },
  clock: { icon: FaClock, label: 'Reloj' },
  calendar: { icon: FaCalendarAlt, label: 'Calendario' },
}

/** The owner reads an icon by its Spanish name; the code name is the site's business. */
export function iconOptions(names: readonly string[]): SelectOption[] {
  return names.map((name) => ({ value: name, label: ICONS[name]?.label ?? name }))
}

export function iconPreview(name: string) {
  const Icon = ICONS[name]?.icon
  return Icon ? <Icon /> : null
}

/** A list's icon column: the icon drawn and its Spanish name, '-' when there is none. */
export function IconCell({ name }: { name: unknown }) {
  if (typeof name !== 'string' || !name) return '-'
  const known = ICONS[name]
  if (!known) return name
  return (
    // The name wraps beside its icon rather than overflow a phone's card ("Manos que ayudan").
    <HStack gap="2" align="flex-start" css={{ '& > svg': { flexShrink: 0, mt: '1' } }}>
      <known.icon aria-hidden="true" />
      <span>{known.label}</span>
    </HStack>
  )
}
