import { compact } from './node'
import { postalAddress } from './organisation'
import type { JsonLdNode, OrganisationView } from './types'

/**
 * Where something happens, read from the location text staff type ("Daring", "Kampus UTB, Aula
 * Utama", "Daring (CBT) atau di Kampus UTB", "Bandung"). One module, so a job's remote work and
 * an event's online attendance follow the same words.
 */

const ONLINE = /\b(daring|online|virtual|jarak jauh|remote|zoom|webinar|cbt)\b/i
const ON_SITE = /\b(luring|offline|kampus|gedung|aula|ruang|lab|tatap muka|di\s+\w+)\b/i

export const isOnline = (text: string) => ONLINE.test(text)

export type Attendance = 'offline' | 'online' | 'mixed'

/** Online, on site or both; a text that names neither is a place. */
export function attendanceOf(text: string): Attendance {
  if (!isOnline(text)) return 'offline'
  return ON_SITE.test(text.replace(ONLINE, ' ')) ? 'mixed' : 'online'
}

export const ATTENDANCE_MODE: Record<Attendance, string> = {
  offline: 'https://schema.org/OfflineEventAttendanceMode',
  online: 'https://schema.org/OnlineEventAttendanceMode',
  mixed: 'https://schema.org/MixedEventAttendanceMode',
}

/**
 * A place named by its text. On the campus (the text names "Kampus" or the college's short name)
 * its address is the college's; elsewhere the text is the town.
 */
export function placeOf(text: string, org: OrganisationView): JsonLdNode {
  const name = text.trim() || org.name
  const shortName = org.alternateName.trim()
  const onCampus =
    !text.trim() ||
    /\bkampus\b/i.test(text) ||
    (shortName !== '' && new RegExp(`\\b${shortName}\\b`, 'i').test(text))
  const address = onCampus
    ? postalAddress(org.address)
    : compact({ '@type': 'PostalAddress', addressLocality: name, addressCountry: 'ID' })
  return compact({
    '@type': 'Place',
    name,
    address: address ?? { '@type': 'PostalAddress', addressCountry: 'ID' },
  })
}

/** The page where an online event is joined or announced. */
export const virtualLocation = (url: string): JsonLdNode => ({ '@type': 'VirtualLocation', url })
