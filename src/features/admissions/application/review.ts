import type { PayloadRequest } from 'payload'
import { isAdmissionsUser } from '@/access/applicants'
import { payloadErrorStatus, validationErrors } from '@/lib/payload-errors'
import type { Application } from '@/payload-types'
import {
  REJECTION_REASON_REQUIRED,
  REVIEW_MESSAGES as M,
  scheduleSummary,
  statusMovedMessage,
} from './messages'
import { canTransition, STATUS_LABELS, type ApplicationStatus } from './status'

/*
 * What the review queue's buttons do: verify or reject a payment proof, schedule tests for a
 * selection. Every change goes through the Local API as the staff member (overrideAccess: false),
 * so the Applications hooks check the transition, record the event and queue the email: the
 * pipeline's rules stay in one place.
 */

export type ReviewOutcome =
  { ok: true; message: string } | { ok: false; status: number; message: string }

export type TestSchedule = {
  date: string
  mode: 'offline' | 'online'
  place?: string
  onlineUrl?: string
  notes?: string
}

export type ScheduleResult = {
  message: string
  scheduled: { id: number; name: string }[]
  refused: { id: number; name: string; reason: string }[]
}

const refusedWith = (status: number, message: string): ReviewOutcome => ({
  ok: false,
  status,
  message,
})

/** The application as this staff member may read it, or why not. */
async function readable(req: PayloadRequest, id: number): Promise<Application | ReviewOutcome> {
  if (!isAdmissionsUser(req.user as never)) return refusedWith(403, M.forbidden)
  const { docs } = await req.payload.find({
    collection: 'applications',
    where: { id: { equals: id } },
    limit: 1,
    depth: 0,
    overrideAccess: false,
    user: req.user,
    req,
  })
  return docs[0] ?? refusedWith(404, M.notFound)
}

/** The first message of a refused update (the hooks' Indonesian one), with its 4xx status. */
function refusal(error: unknown): { status: number; message: string } {
  const status = payloadErrorStatus(error)
  if (status === null || status >= 500) throw error
  return { status, message: validationErrors(error)[0]?.message ?? M.failed }
}

async function moveTo(
  req: PayloadRequest,
  id: number,
  to: ApplicationStatus,
  data: Partial<Application>,
): Promise<ReviewOutcome & { name?: string }> {
  const doc = await readable(req, id)
  if ('ok' in doc) return doc
  const name = doc.applicantName ?? `#${id}`
  // Someone else may have acted on it since the queue was loaded: a write to the status it already
  // has passes the hook silently, so the pipeline's rule is asked here too (rescheduling a test is
  // allowed by it). Any other wrong status is refused by the hook, in its words.
  if (doc.status === to && !canTransition(doc.status, to, 'staff'))
    return { ...refusedWith(409, statusMovedMessage(STATUS_LABELS[doc.status])), name }
  try {
    await req.payload.update({
      collection: 'applications',
      id,
      data: { ...data, status: to },
      overrideAccess: false,
      user: req.user,
      req,
    })
  } catch (error) {
    return { ok: false, ...refusal(error), name }
  }
  return { ok: true, message: '', name }
}

export async function verifyPayment(req: PayloadRequest, id: number): Promise<ReviewOutcome> {
  const result = await moveTo(req, id, 'payment_verified', {})
  return result.ok ? { ok: true, message: M.verified } : result
}

export async function rejectPayment(
  req: PayloadRequest,
  id: number,
  reason: string,
): Promise<ReviewOutcome> {
  const text = reason.trim()
  if (!text) return refusedWith(400, REJECTION_REASON_REQUIRED)
  if (text.length > 500) return refusedWith(400, M.reasonTooLong)
  const result = await moveTo(req, id, 'payment_rejected', { paymentRejectionReason: text })
  return result.ok ? { ok: true, message: M.rejected } : result
}

/**
 * The same test (date, mode, place or link, notes) for each selected application, one at a time:
 * one refused (wrong status, not found) does not stop the others, and the summary says which
 * and why. Each scheduled applicant is mailed through the jobs queue by the hooks.
 */
export async function scheduleTests(
  req: PayloadRequest,
  ids: number[],
  test: TestSchedule,
): Promise<ScheduleResult> {
  const scheduled: ScheduleResult['scheduled'] = []
  const refused: ScheduleResult['refused'] = []
  const data = {
    test: {
      date: test.date,
      mode: test.mode,
      place: test.place?.trim() || null,
      onlineUrl: test.onlineUrl?.trim() || null,
      notes: test.notes?.trim() || null,
    },
  }
  for (const id of [...new Set(ids)]) {
    const result = await moveTo(req, id, 'test_scheduled', data)
    const name = result.name ?? `#${id}`
    if (result.ok) scheduled.push({ id, name })
    else refused.push({ id, name, reason: result.message })
  }
  return { message: scheduleSummary(scheduled.length, refused.length), scheduled, refused }
}
