import { isAdmissionsUser } from '@/access/applicants'
import { applicationsCsv, csvFileName } from '@/features/admissions/application/csv'
import { csvExportEndpoint } from '@/features/cms/csv-export'
import type { Applicant, Application } from '@/payload-types'

/**
 * GET /api/cms/applications/export.csv: the applications the admin list shows, as CSV, for
 * admissions staff and admins.
 */
export const exportApplicationsCsv = csvExportEndpoint<Partial<Application>>({
  collection: 'applications',
  allowed: (user) => isAdmissionsUser(user as never),
  forbidden: 'Hanya staf penerimaan dan admin yang dapat mengunduh data pendaftaran.',
  fileName: () => csvFileName(),
  csv: applicationsCsv,
  depth: 1,
  select: {
    applicant: true,
    applicantName: true,
    applicantEmail: true,
    track: true,
    status: true,
    period: true,
    programme: { major: true },
    personal: { birthDate: true, schoolName: true },
    submittedAt: true,
    test: { date: true, examNumber: true },
    refund: { status: true },
  },
  populate: {
    applicants: { whatsapp: true, processingRestricted: true },
    programmes: { name: true },
  },
  // UU PDP restriction: no export of an applicant who asked for it (the dashboard still counts
  // them in its anonymous totals; see docs/privacy.md).
  keep: (doc) => !(doc.applicant as Applicant | null)?.processingRestricted,
})
