import 'server-only'
import type { ApplicationEvent } from '@/payload-types'
import { getPayloadClient } from '@/lib/payload'
import { findApplication } from './application/service'
import type { ApplicantUser } from './auth/session'
import { listDataRequests } from './data-rights/requests'
import {
  toAdmissionsInfo,
  toApplicantApplication,
  toDataRequestView,
  toHistoryEntry,
  toTimeline,
} from './map'
import type { AdmissionsInfo, ApplicantArea, DataRequestView } from './types'

/**
 * Reads of the applicant area, with the applicant's own rights (overrideAccess: false and the
 * user), mapped to the plain props the pages and components take.
 */

/** Admissions settings as a visitor reads them (anyone may; nothing in them is private). */
export async function loadAdmissionsInfo(): Promise<AdmissionsInfo> {
  const payload = await getPayloadClient()
  return toAdmissionsInfo(
    await payload.findGlobal({ slug: 'admissions-settings', depth: 0, overrideAccess: false }),
  )
}

/**
 * What the applicant pages show. `depth` 1 also reads the chosen major's name; the history
 * (and the timeline built from it) only for the dashboard.
 */
export async function loadApplicantArea(
  applicant: ApplicantUser,
  depth = 0,
  { withHistory = false } = {},
): Promise<ApplicantArea> {
  const payload = await getPayloadClient()
  const [info, doc] = await Promise.all([
    loadAdmissionsInfo(),
    findApplication(payload, applicant, depth),
  ])
  const application = doc ? toApplicantApplication(doc) : null
  let events: ApplicationEvent[] = []
  if (application && withHistory) {
    const found = await payload.find({
      collection: 'application-events',
      where: { application: { equals: application.id } },
      sort: 'createdAt',
      limit: 200,
      depth: 0,
      overrideAccess: false,
      user: applicant as never,
    })
    events = found.docs
  }
  return {
    info,
    application,
    history: events.map(toHistoryEntry),
    timeline: application && withHistory ? toTimeline(application, events) : [],
  }
}

/** The applicant's deletion requests, newest first. */
export async function loadDataRequests(applicant: ApplicantUser): Promise<DataRequestView[]> {
  return (await listDataRequests(await getPayloadClient(), applicant)).map(toDataRequestView)
}
