import 'server-only'
import { createLocalReq } from 'payload'
import { isApplicantUser } from '@/access/applicants'
import { apiJson } from '@/lib/api-response'
import { getPayloadClient } from '@/lib/payload'
import { pdfAnswer } from './card-endpoints'
import { cardFileName } from './ktm'
import { studentCardPdf } from './ktm-pdf'
import { cardOf, collegeNameOf, withRecords } from './students.load'
import { ENROLMENT_MESSAGES as M } from './vocabulary'

/**
 * GET /api/pendaftar/ktm: the signed-in applicant's own student card (PDF), once they are an
 * active new student; 404 with a message otherwise (never someone else's). Staff print cards in
 * the admin (GET /api/cms/students/:id/ktm).
 */
export async function ownCardRoute(request: Request): Promise<Response> {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) return apiJson({ status: 401, message: M.signedOut })
  if (!isApplicantUser(user as never)) return apiJson({ status: 403, message: M.cardForbidden })
  const { docs } = await payload.find({
    collection: 'students',
    where: { and: [{ applicant: { equals: user.id } }, { status: { equals: 'active' } }] },
    limit: 1,
    depth: 0,
    overrideAccess: false,
    user,
  })
  const student = docs[0]
  if (!student) return apiJson({ status: 404, message: M.ownCardNotFound })
  // The student record was read with the applicant's own access: what it points at is theirs.
  const [record] = await withRecords(payload, [student])
  const req = await createLocalReq({ user }, payload)
  const card = await cardOf(req, record!, await collegeNameOf(payload))
  return pdfAnswer(await studentCardPdf(card), cardFileName(student.nim))
}
