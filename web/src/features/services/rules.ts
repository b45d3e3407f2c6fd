import { isTherapyAnchor, THERAPY_ANCHORS, type TherapyAnchor } from '../../lib/therapy-scroll.ts'
import type { Service } from './queries.ts'

/** The therapy section each service icon stands for on the therapies page. */
const ANCHOR_BY_ICON: Readonly<Record<string, TherapyAnchor>> = {
  utensils: 'nutricion',
  wifi: 'terapias-remotas',
  users: 'comunidad',
  'map-marker': 'presencial',
  'hands-helping': 'acompanamientos',
  capsules: 'suplementos',
  mobile: 'dispositivos',
}

/**
 * The therapies-page section a service card scrolls to: the anchor its link names
 * (`/terapias#comunidad`), else the one its icon stands for, else the anchor at the card's
 * place in the spec's order; undefined past the seventh card with neither.
 */
export function therapyAnchorOf(
  service: Pick<Service, 'link' | 'icon'>,
  index: number,
): TherapyAnchor | undefined {
  const hash = service.link?.split('#')[1]
  if (hash && isTherapyAnchor(hash)) return hash
  const byIcon = ANCHOR_BY_ICON[service.icon?.trim().toLowerCase() ?? '']
  if (byIcon) return byIcon
  return THERAPY_ANCHORS[index]
}

export const COMMUNITY_ANCHOR: TherapyAnchor = 'comunidad'
