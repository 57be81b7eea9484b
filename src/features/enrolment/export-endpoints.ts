import type { Endpoint, PayloadRequest } from 'payload'
import { isAdmissionsUser } from '@/access/applicants'
import { apiKeyHasRole } from '@/access/roles'
import { auditStaffAccess } from '@/features/privacy/audit'
import { cmsErrorJson, jsonAnswer } from '@/lib/api-response'
import { exportItem, studentsCsv, studentsCsvFileName } from './export'
import { ExportQuery, plainQuery } from './query'
import { findStudents, type StudentFilter } from './students.load'
import { ENROLMENT_MESSAGES as M } from './vocabulary'

type Reader = { id: number; email?: string }

/**
 * Who may take the export: admissions staff signed in (the admin's buttons), or a request signed
 * with the API key of an admissions or admin account (the academic system). Null otherwise.
 */
function readerOf(req: PayloadRequest, allowApiKey: boolean): Reader | null {
  const user = req.user as never
  if (isAdmissionsUser(user)) return req.user as unknown as Reader
  if (allowApiKey && apiKeyHasRole(user, 'admin', 'admissions'))
    return req.user as unknown as Reader
  return null
}

function describe(filter: StudentFilter): string {
  const parts = [
    filter.intakeYear && `angkatan ${filter.intakeYear}`,
    filter.programme && `prodi #${filter.programme}`,
    filter.status && `status ${filter.status}`,
    filter.since && `sejak ${filter.since}`,
  ].filter(Boolean)
  return parts.length ? ` (${parts.join(', ')})` : ''
}

async function exportOf(req: PayloadRequest, allowApiKey: boolean, paged: boolean) {
  const reader = readerOf(req, allowApiKey)
  if (!reader) return { refusal: cmsErrorJson(403, M.exportForbidden) }
  const parsed = ExportQuery.safeParse(plainQuery(req.query))
  if (!parsed.success) return { refusal: cmsErrorJson(400, M.exportFilter) }
  const { limit, page, ...filter } = parsed.data
  const found = await findStudents(req.payload, filter, paged ? { limit, page } : {})
  const ids = found.records.map((r) => r.student.id)
  // Every bulk read is an entry, also an empty page: the log shows the pull ran.
  await auditStaffAccess(
    req,
    'export-students',
    `students: ${ids.length} data${describe(filter)}`,
    ids,
    reader,
  )
  return { found, limit }
}

/**
 * GET /api/cms/students/export.csv?intakeYear&programme&status: every new student the filters
 * give, as CSV, for admissions staff (the button above the list). Audited as a bulk read.
 */
export const studentsCsvEndpoint: Endpoint = {
  path: '/export.csv',
  method: 'get',
  handler: async (req) => {
    const result = await exportOf(req, false, false)
    if ('refusal' in result) return result.refusal!
    return new Response(studentsCsv(result.found.records.map(exportItem)), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${studentsCsvFileName()}"`,
        'Cache-Control': 'private, no-store',
      },
    })
  },
}

/**
 * GET /api/cms/students/export.json?intakeYear&programme&status&since&limit&page: one page of the
 * new students as JSON, for admissions staff and for the academic system's staff API key
 * (docs/reregistration.md, "Pull API"). With `since`, oldest change first: the cursor.
 */
export const studentsJsonEndpoint: Endpoint = {
  path: '/export.json',
  method: 'get',
  handler: async (req) => {
    const result = await exportOf(req, true, true)
    if ('refusal' in result) return result.refusal!
    const { found, limit } = result
    const docs = found.records.map(exportItem)
    const hasNextPage = found.page < found.totalPages
    return jsonAnswer(
      {
        docs,
        totalDocs: found.totalDocs,
        limit,
        page: found.page,
        totalPages: found.totalPages,
        hasNextPage,
        nextPage: hasNextPage ? found.page + 1 : null,
        // The cursor of the next run: the last change this page holds.
        lastUpdatedAt: docs.at(-1)?.updatedAt ?? null,
      },
      { headers: { 'Cache-Control': 'private, no-store' } },
    )
  },
}
