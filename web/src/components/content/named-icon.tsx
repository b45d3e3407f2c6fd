import type { IconType } from 'react-icons'
import {
  FaArrowRight,
  FaCalendarAlt,
  FaCapsules,
  FaChevronDown,
  FaClock,
  FaCommentDots,
  FaDownload,
  FaEnvelope,
  FaExternalLinkAlt,
  FaFacebook,
  FaHandsHelping,
  FaInstagram,
  FaList,
  FaMapMarkerAlt,
  FaMobileAlt,
  FaPhone,
  FaPlay,
  FaSpinner,
  FaTag,
  FaTelegramPlane,
  FaTiktok,
  FaUsers,
  FaUtensils,
  FaVideo,
  FaWhatsapp,
  FaWifi,
  FaYoutube,
} from 'react-icons/fa'
import { css } from '#styled/css'

/** The icon names the owner can store (spec section 3), with the social and messaging ones. */
const ICONS: Readonly<Record<string, IconType>> = {
  utensils: FaUtensils,
  wifi: FaWifi,
  users: FaUsers,
  'map-marker': FaMapMarkerAlt,
  'hands-helping': FaHandsHelping,
  capsules: FaCapsules,
  mobile: FaMobileAlt,
  calendar: FaCalendarAlt,
  tag: FaTag,
  clock: FaClock,
  phone: FaPhone,
  mail: FaEnvelope,
  play: FaPlay,
  download: FaDownload,
  'external-link': FaExternalLinkAlt,
  list: FaList,
  'chevron-down': FaChevronDown,
  'arrow-right': FaArrowRight,
  video: FaVideo,
  'message-circle': FaCommentDots,
  loader: FaSpinner,
  facebook: FaFacebook,
  instagram: FaInstagram,
  youtube: FaYoutube,
  tiktok: FaTiktok,
  whatsapp: FaWhatsapp,
  telegram: FaTelegramPlane,
}

export const ICON_NOT_FOUND = 'Icon not found'

const missingIconLook = css({ fontSize: 'xs', color: 'gray.600' })

/** The icon stored under `name` (case and surrounding spaces ignored), if there is one. */
export function iconFor(name: string | null | undefined): IconType | undefined {
  return ICONS[name?.trim().toLowerCase() ?? '']
}

/** An icon by its stored name; an unknown name shows the spec's 'Icon not found'. */
export function NamedIcon({ name, size = 24 }: { name: string | null | undefined; size?: number }) {
  const Icon = iconFor(name)
  if (!Icon) {
    return <span className={missingIconLook}>{ICON_NOT_FOUND}</span>
  }
  return <Icon size={size} aria-hidden="true" focusable="false" />
}
