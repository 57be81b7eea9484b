import { createLocalReq, type Payload } from 'payload'
import { mailApplicant } from '@/features/admissions/cms/applications-record'
import { assignNim } from '@/features/enrolment/assign-nim'
import { env } from '@/lib/env'
import { relationId } from '@/lib/relation'
import type { Reregistration } from '@/payload-types'
import { approvedEmail, returnedEmail } from './emails'
import { instalmentsOf } from './instalments'
import { REREGISTRATION_MESSAGES as M } from './vocabulary'

/*
 * Staff's review of a sent re-registration: approved, it enrols the applicant (the NIM); returned,
 * it goes back to the applicant with the reason. Each moves only a re-registration that is waiting.
 */

export type ReviewOutcome =
  | { ok: true; message: string; record: Reregistration }
  | { ok: false; status: 400 | 404 | 409; message: string }

async function waiting(payload: Payload, id: number) {
  const record = await payload
    .findByID({ collection: 'reregistrations', id, depth: 0, overrideAccess: true })
    .catch(() => null)
  if (!record) return { ok: false as const, status: 404 as const, message: M.notFound }
  if (record.status !== 'submitted')
    return { ok: false as const, status: 409 as const, message: M.notSubmitted }
  return record
}

type Mail = (fullName: string, siteUrl: string) => { subject: string; html: string }

/** Emails the applicant of `record` (a failed email never undoes the review). */
async function tell(payload: Payload, record: Reregistration, mail: Mail) {
  const application = await payload.findByID({
    collection: 'applications',
    id: relationId(record.application)!,
    depth: 0,
    overrideAccess: true,
  })
  const req = await createLocalReq({}, payload)
  await mailApplicant(req, application, mail(application.applicantName ?? '', env().siteUrl))
}

export async function approveReregistration(
  payload: Payload,
  id: number,
  staffId: number,
  now = new Date(),
): Promise<ReviewOutcome> {
  const record = await waiting(payload, id)
  if (!('id' in record)) return record
  const instalments = await instalmentsOf(payload, record)
  if (!instalments[0]?.paid) return { ok: false, status: 409, message: M.incomplete }
  const enrolled = await assignNim(payload, Number(relationId(record.application)), staffId)
  if (!enrolled.ok) return enrolled
  const updated = await payload.update({
    collection: 'reregistrations',
    id,
    data: {
      status: 'approved',
      reviewedAt: now.toISOString(),
      reviewedBy: staffId,
      student: enrolled.student.id,
    },
    depth: 0,
    overrideAccess: true,
  })
  await tell(payload, updated, (name, site) => approvedEmail(name, enrolled.student.nim, site))
  return { ok: true, message: `${M.approved} ${enrolled.student.nim}.`, record: updated }
}

export async function returnReregistration(
  payload: Payload,
  id: number,
  staffId: number,
  reason: string,
  now = new Date(),
): Promise<ReviewOutcome> {
  const text = reason.trim()
  if (!text) return { ok: false, status: 400, message: M.reasonRequired }
  const record = await waiting(payload, id)
  if (!('id' in record)) return record
  const updated = await payload.update({
    collection: 'reregistrations',
    id,
    data: {
      status: 'returned',
      reviewedAt: now.toISOString(),
      reviewedBy: staffId,
      returnReason: text.slice(0, 1000),
    },
    depth: 0,
    overrideAccess: true,
  })
  await tell(payload, updated, (name, site) => returnedEmail(name, text, site))
  return { ok: true, message: M.returned, record: updated }
}
