import 'server-only'
import type { AdmissionsSetting, Application, ApplicationEvent } from '@/payload-types'
import { getPayloadClient } from '@/lib/payload'
import { findApplication } from './application'
import type { ApplicantUser } from './session'

/** Admissions settings as a visitor reads them (anyone may; nothing in them is private). */
export async function loadAdmissionsSettingsPublic(): Promise<AdmissionsSetting> {
  const payload = await getPayloadClient()
  return payload.findGlobal({ slug: 'admissions-settings', depth: 0, overrideAccess: false })
}

export type ApplicantArea = {
  settings: AdmissionsSetting
  application: Application | null
  events: ApplicationEvent[]
}

/** What the applicant pages show, read with the applicant's own rights; the history only for the dashboard. */
export async function loadApplicantArea(
  applicant: ApplicantUser,
  depth = 1,
  { withHistory = false } = {},
): Promise<ApplicantArea> {
  const payload = await getPayloadClient()
  const [settings, application] = await Promise.all([
    loadAdmissionsSettingsPublic(),
    findApplication(payload, applicant, depth),
  ])
  const events =
    application && withHistory
      ? (
          await payload.find({
            collection: 'application-events',
            where: { application: { equals: application.id } },
            sort: 'createdAt',
            limit: 200,
            depth: 0,
            overrideAccess: false,
            user: applicant as never,
          })
        ).docs
      : []
  return { settings, application, events }
}
