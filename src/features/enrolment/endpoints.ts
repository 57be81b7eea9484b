import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'
import { isAdmissionsUser } from '@/access/applicants'
import { cmsErrorJson, jsonAnswer } from '@/lib/api-response'
import { assignNim, withdrawStudent } from './assign-nim'
import { ENROLMENT_MESSAGES as M } from './vocabulary'

const EnrolBody = z.object({ application: z.coerce.number().int().positive() })
const staffIdOf = (req: PayloadRequest) =>
  isAdmissionsUser(req.user as never) ? Number((req.user as { id: number }).id) : null

/**
 * POST /api/cms/students/enrol {"application"}: admissions staff enrol an accepted application
 * as a new student; the answer names its NIM (201 when new, 200 when it already had one).
 */
export const enrolEndpoint: Endpoint = {
  path: '/enrol',
  method: 'post',
  handler: async (req) => {
    const staff = staffIdOf(req)
    if (staff === null) return cmsErrorJson(403, M.forbidden)
    const parsed = EnrolBody.safeParse(await req.json?.().catch(() => null))
    if (!parsed.success) return cmsErrorJson(400, M.body)
    const outcome = await assignNim(req.payload, parsed.data.application, staff)
    if (!outcome.ok) return cmsErrorJson(outcome.status, outcome.message)
    const { student, created } = outcome
    return jsonAnswer(
      { message: `${created ? M.enrolled : M.already} ${student.nim}.`, doc: student },
      { status: created ? 201 : 200 },
    )
  },
}

/** POST /api/cms/students/:id/withdraw: admissions staff record that a student withdrew. */
export const withdrawEndpoint: Endpoint = {
  path: '/:id/withdraw',
  method: 'post',
  handler: async (req) => {
    if (staffIdOf(req) === null) return cmsErrorJson(403, M.forbidden)
    const id = Number(req.routeParams?.id)
    const student = Number.isSafeInteger(id) && id > 0 && (await withdrawStudent(req.payload, id))
    if (!student) return cmsErrorJson(404, M.studentNotFound)
    return jsonAnswer({ message: M.withdrawn, doc: student })
  },
}
