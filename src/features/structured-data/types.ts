/**
 * Structured data (schema.org as JSON-LD): the node shape the builders return and the plain view
 * types they take. Builders never see Payload documents; load.ts and map.ts make these.
 */

/** One schema.org node: plain JSON with its `@type` (and `@context` when it is a script's root). */
export type JsonLdNode = { '@type': string; [property: string]: unknown }

/** A step of a page's breadcrumb trail; `href` is site-relative, absent for a step with no page. */
export type Crumb = { label: string; href?: string }

/** The college as the site settings, top bar and footer describe it. */
export type OrganisationView = {
  name: string
  alternateName: string
  description: string
  /** The postal address as staff typed it, e.g. "Jl. …, Kota Bandung, Jawa Barat 40235". */
  address: string
  telephone: string
  email: string
  /** The college's profiles on other sites (social media), absolute http(s) URLs. */
  sameAs: string[]
}

/** What every builder needs besides its own record: the site's origin and the college. */
export type SiteContext = { siteUrl: string; organisation: OrganisationView }
