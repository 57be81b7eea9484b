import { absoluteUrl } from './node'
import type { Crumb, JsonLdNode } from './types'

/** The home page's step, first in every trail (the visible trails show it as "Beranda"/"Home"). */
export const HOME_CRUMB: Crumb = { label: 'Beranda', href: '/' }

/**
 * The trail a page shows, as a BreadcrumbList (Google: itemListElement of ListItems, each with
 * position and name, and item for every step but the last). Steps shown without a link have no
 * page to point to and are left out; the current page keeps its URL when it is known.
 */
export function breadcrumbList(trail: Crumb[], siteUrl: string): JsonLdNode {
  const steps = trail.filter((step, i) => step.href || i === trail.length - 1)
  return {
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: step.label,
      ...(step.href ? { item: absoluteUrl(siteUrl, step.href) } : {}),
    })),
  }
}

/** Beranda, the steps between, then the current page: the trail of a detail page. */
export const pageTrail = (steps: Crumb[], current: Crumb): Crumb[] =>
  current.href === '/' ? [HOME_CRUMB] : [HOME_CRUMB, ...steps, current]
