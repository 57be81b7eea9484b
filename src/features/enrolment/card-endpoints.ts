import type { Endpoint, PayloadRequest } from 'payload'
import { isAdmissionsUser } from '@/access/applicants'
import { auditStaffAccess } from '@/features/privacy/audit'
import { cmsErrorJson } from '@/lib/api-response'
import { cardFileName, sheetFileName } from './ktm'
import { studentCardPdf, studentCardSheetsPdf } from './ktm-pdf'
import { plainQuery, SheetQuery } from './query'
import { cardOf, collegeNameOf, findStudents, withRecords } from './students.load'
import { ENROLMENT_MESSAGES as M } from './vocabulary'

/** A PDF nobody stores on the way (personal data), downloaded under `fileName`. */
export function pdfAnswer(bytes: Uint8Array, fileName: string, disposition = 'attachment') {
  return new Response(Buffer.from(bytes), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `${disposition}; filename="${fileName}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}

const isStaff = (req: PayloadRequest) => isAdmissionsUser(req.user as never)

/**
 * GET /api/cms/students/:id/ktm: one student's card (PDF, 85.6 × 54 mm), for admissions staff;
 * the read goes to the access audit. A withdrawn student has no card any more (409).
 */
export const studentCardEndpoint: Endpoint = {
  path: '/:id/ktm',
  method: 'get',
  handler: async (req) => {
    if (!isStaff(req)) return cmsErrorJson(403, M.cardForbidden)
    const id = Number(req.routeParams?.id)
    const student =
      Number.isSafeInteger(id) && id > 0
        ? await req.payload
            .findByID({
              collection: 'students',
              id,
              depth: 0,
              overrideAccess: false,
              user: req.user,
            })
            .catch(() => null)
        : null
    if (!student) return cmsErrorJson(404, M.studentNotFound)
    if (student.status !== 'active') return cmsErrorJson(409, M.cardWithdrawn)
    const [record] = await withRecords(req.payload, [student])
    const card = await cardOf(req, record!, await collegeNameOf(req.payload))
    await auditStaffAccess(req, 'print-student-card', `students #${id} (NIM ${student.nim})`, [id])
    return pdfAnswer(await studentCardPdf(card), cardFileName(student.nim), 'inline')
  },
}

/**
 * GET /api/cms/students/ktm?intakeYear=2027[&programme=<id>]: the cards of every active student
 * of an intake (and programme), eight to an A4 sheet, for admissions staff; one audit entry
 * names every student printed.
 */
export const cardSheetsEndpoint: Endpoint = {
  path: '/ktm',
  method: 'get',
  handler: async (req) => {
    if (!isStaff(req)) return cmsErrorJson(403, M.cardForbidden)
    const parsed = SheetQuery.safeParse(plainQuery(req.query))
    if (!parsed.success) return cmsErrorJson(400, M.sheetFilter)
    const { intakeYear, programme } = parsed.data
    const { records } = await findStudents(req.payload, { intakeYear, programme, status: 'active' })
    if (records.length === 0) return cmsErrorJson(404, M.sheetEmpty)
    const collegeName = await collegeNameOf(req.payload)
    const cards = []
    for (const record of records) cards.push(await cardOf(req, record, collegeName))
    const ids = records.map((r) => r.student.id)
    const scope = `angkatan ${intakeYear}${programme ? `, prodi #${programme}` : ''}`
    await auditStaffAccess(req, 'print-student-card', `students: ${ids.length} KTM (${scope})`, ids)
    const title = `KTM angkatan ${intakeYear}`
    return pdfAnswer(await studentCardSheetsPdf(title, cards), sheetFileName(intakeYear, programme))
  },
}
