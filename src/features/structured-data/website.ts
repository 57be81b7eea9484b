import { SEARCH_PARAM } from '@/features/search/deep-link'
import { absoluteUrl, compact } from './node'
import { organisationRef } from './organisation'
import type { JsonLdNode, OrganisationView } from './types'

/** The placeholder schema.org's SearchAction fills with the visitor's words. */
const TERM = 'search_term_string'

/**
 * The site as a WebSite (Google's site name: name and url) with a SearchAction into the site
 * search (target.urlTemplate with the term, query-input naming it). Only on the home page.
 */
export function webSite(org: OrganisationView, siteUrl: string): JsonLdNode {
  const home = absoluteUrl(siteUrl, '/')
  return compact({
    '@type': 'WebSite',
    '@id': `${home}#situs`,
    name: org.name,
    alternateName: org.alternateName,
    url: home,
    inLanguage: 'id-ID',
    publisher: organisationRef(org, siteUrl),
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${home}?${SEARCH_PARAM}={${TERM}}` },
      'query-input': `required name=${TERM}`,
    },
  })
}
