import 'server-only'
import { getSelectionSchedules, readTuitionFees } from '@/features/admissions-info/load'
import type { ProgrammeView } from '@/features/programmes/types'
import { readFooter, readSiteSettings, readTopBar } from '@/features/shell/load'
import { env } from '@/lib/env'
import { toApplicationPeriod, toOrganisation, toTuitionOffers } from './map'
import type { ProgrammeFacts } from './programme'
import type { SiteContext } from './types'

/**
 * Structured data reads only the cached loaders the pages use already (their tags expire the
 * pages that show it), so pages stay static/ISR.
 */

export async function siteContext(): Promise<SiteContext> {
  const [site, topBar, footer] = await Promise.all([readSiteSettings(), readTopBar(), readFooter()])
  return { siteUrl: env().siteUrl, organisation: toOrganisation(site, topBar, footer) }
}

/** A programme with its fees and the admissions cycle's application window. */
export async function programmeFacts(programme: ProgrammeView): Promise<ProgrammeFacts> {
  const [fees, waves] = await Promise.all([readTuitionFees(), getSelectionSchedules()])
  return {
    programme,
    fees: toTuitionOffers(fees, programme.id),
    admission: toApplicationPeriod(waves),
  }
}
