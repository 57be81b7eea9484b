import { JsonLd } from './JsonLd'
import { siteContext } from './load'
import { collegeOrUniversity } from './organisation'

/** The college on every public page (rendered by the layouts' frame); nothing before it is named. */
export async function OrganisationJsonLd() {
  const { organisation, siteUrl } = await siteContext()
  return organisation.name ? <JsonLd data={collegeOrUniversity(organisation, siteUrl)} /> : null
}
