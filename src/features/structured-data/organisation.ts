import { toWhatsAppNumber } from '@/features/shell/whatsapp'
import { absoluteUrl, compact } from './node'
import type { JsonLdNode, OrganisationView } from './types'

/**
 * The college as a schema.org CollegeOrUniversity (Google: Organization; no required property,
 * recommended name, url, logo, address, telephone, sameAs, description, email, alternateName).
 */

/**
 * The college's logo for search engines: public/logo.png, the site icon (public/icon.svg)
 * at 512 × 512 (Google asks for 112 × 112 or more).
 */
export const LOGO_PATH = '/logo.png'

/** One identifier for the college in every script of every page. */
export const organisationId = (siteUrl: string) => `${absoluteUrl(siteUrl, '/')}#organisasi`

/**
 * The address as typed, plus what can be read from it for sure: the 5-digit postal code at its
 * end and the city after "Kota"/"Kabupaten". Indonesia is the only country the site serves.
 */
export function postalAddress(text: string): JsonLdNode | undefined {
  const street = text.trim()
  if (!street) return undefined
  const postalCode = street.match(/\b(\d{5})\s*$/)?.[1]
  const locality = street.match(/\b(?:Kota|Kabupaten)\s+([^,\d]+?)\s*(?:,|\d|$)/)?.[1]
  return compact({
    '@type': 'PostalAddress',
    streetAddress: street,
    addressLocality: locality,
    postalCode,
    addressCountry: 'ID',
  })
}

/** "+62225224000" from "(022) 5224000"; the text as typed when it is no phone number. */
export function internationalPhone(text: string): string {
  const digits = toWhatsAppNumber(text)
  return digits ? `+${digits}` : text.trim()
}

export function collegeOrUniversity(org: OrganisationView, siteUrl: string): JsonLdNode {
  return compact({
    '@type': 'CollegeOrUniversity',
    '@id': organisationId(siteUrl),
    name: org.name,
    alternateName: org.alternateName,
    description: org.description,
    url: absoluteUrl(siteUrl, '/'),
    logo: absoluteUrl(siteUrl, LOGO_PATH),
    address: postalAddress(org.address),
    telephone: org.telephone ? internationalPhone(org.telephone) : undefined,
    email: org.email,
    sameAs: org.sameAs,
  })
}

/** The college inside another node (publisher, provider, organizer): enough to stand alone. */
export const organisationRef = (org: OrganisationView, siteUrl: string): JsonLdNode =>
  compact({
    '@type': 'CollegeOrUniversity',
    '@id': organisationId(siteUrl),
    name: org.name,
    url: absoluteUrl(siteUrl, '/'),
  })

/** An organisation named in a record (an employer, an organiser): the college itself, or another. */
export function organisationNamed(
  name: string,
  org: OrganisationView,
  siteUrl: string,
): JsonLdNode {
  return name.trim() === org.name
    ? organisationRef(org, siteUrl)
    : { '@type': 'Organization', name: name.trim() }
}
