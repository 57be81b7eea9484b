import type { Payload } from 'payload'
import { findApplication } from '@/features/admissions/application/service'
import { loadAdmissionsSettings } from '@/features/admissions/settings'
import { recordConsent } from '@/features/privacy/consent'
import { readPrivacyNotice } from '@/features/privacy/notice'
import type { Application, Reregistration } from '@/payload-types'
import type { InstalmentState } from './fee'
import { dataOf, type ReregistrationInput } from './form-input'
import { instalmentsOf } from './instalments'
import { lapseReregistration } from './lapse'
import { openReregistration } from './open'
import {
  hasLapsed,
  incompleteMessage,
  isComplete,
  isEditable,
  whatIsMissing,
  type Completeness,
} from './rules'
import { firstSemesterFeeOf } from './tuition'
import { DEFAULT_INSTALMENTS, REREGISTRATION_MESSAGES as M, STATEMENT_VERSION } from './vocabulary'

/*
 * The applicant's side of re-registration. Every read is the applicant's own, through access
 * (overrideAccess: false); the writes are this service's, on the record those reads proved theirs
 * (applicants may not write the collection through any API).
 */

export type ApplicantRef = { id: number; collection: 'applicants' }

export type ReregistrationView = {
  application: Application
  record: Reregistration
  instalments: InstalmentState[]
  allowedInstalments: number
  missing: Completeness
  editable: boolean
  lapsed: boolean
}

export type ReregistrationOutcome =
  | { ok: true; message: string; view: ReregistrationView }
  | { ok: false; status: 404 | 409 | 400; message: string }

async function ownRecord(payload: Payload, user: ApplicantRef, application: number) {
  const { docs } = await payload.find({
    collection: 'reregistrations',
    where: { application: { equals: application } },
    limit: 1,
    depth: 0,
    overrideAccess: false,
    user,
  })
  return docs[0] ?? null
}

/** The fee is fixed the first time it is known, so a later change of the tuition list does not move it. */
async function withFee(payload: Payload, application: Application, record: Reregistration) {
  if (record.feeTotal) return record
  const fee = await firstSemesterFeeOf(payload, application)
  if (!fee) return record
  return payload.update({
    collection: 'reregistrations',
    id: record.id,
    data: { feeTotal: fee, instalmentCount: record.instalmentCount ?? 1 },
    depth: 0,
    overrideAccess: true,
  })
}

/**
 * The applicant's re-registration as it stands, opened on first sight when the application is
 * accepted (an application accepted before re-registration existed has none yet). Null when the
 * applicant has no accepted (or withdrawn) application.
 */
export async function loadReregistration(
  payload: Payload,
  user: ApplicantRef,
  now = new Date(),
): Promise<ReregistrationView | null> {
  const application = await findApplication(payload, user)
  if (!application) return null
  let record = await ownRecord(payload, user, application.id)
  if (!record && application.status === 'accepted')
    record = await openReregistration(payload, application, undefined, now)
  if (!record) return null
  if (
    hasLapsed(record.status, record.deadline, now) &&
    (await lapseReregistration(payload, record, now))
  )
    return loadReregistration(payload, user, now)
  record = await withFee(payload, application, record)
  const instalments = await instalmentsOf(payload, record)
  const settings = await loadAdmissionsSettings(payload)
  return {
    application,
    record,
    instalments,
    allowedInstalments: settings.reregistration?.instalments ?? DEFAULT_INSTALMENTS,
    missing: whatIsMissing(
      record.data ?? {},
      Boolean(record.statementAgreedAt),
      instalments,
      Boolean(record.finalDiploma),
    ),
    editable: isEditable(record.status),
    lapsed: hasLapsed(record.status, record.deadline, now),
  }
}

const refused = (status: 404 | 409 | 400, message: string): ReregistrationOutcome => ({
  ok: false,
  status,
  message,
})

/** The applicant's re-registration while they may still change it, else the refusal. */
export async function editableView(payload: Payload, user: ApplicantRef, now: Date) {
  const view = await loadReregistration(payload, user, now)
  if (!view) return refused(404, M.notAccepted)
  if (view.lapsed) return refused(409, M.closed)
  if (!view.editable) return refused(409, M.notEditable)
  return view
}

/** Saves the applicant's answers (the plan, and the statement once agreed); sends nothing. */
export async function saveReregistration(
  payload: Payload,
  user: ApplicantRef,
  input: ReregistrationInput,
  now = new Date(),
): Promise<ReregistrationOutcome> {
  const view = await editableView(payload, user, now)
  if (!('record' in view)) return view
  const { record, instalments, allowedInstalments } = view
  if (input.instalmentCount > allowedInstalments)
    return refused(400, M.instalments(allowedInstalments))
  const planChanged = input.instalmentCount !== (record.instalmentCount ?? 1)
  if (planChanged && instalments.some((i) => i.paid)) return refused(409, M.planLocked)

  const statement: Partial<Reregistration> = {}
  if (input.statement && !record.statementAgreedAt) {
    const notice = await readPrivacyNotice(payload)
    await recordConsent(payload, {
      kind: 'reregistration-statement',
      noticeVersion: notice.version,
      applicant: user.id,
      detail: `Surat pernyataan daftar ulang versi ${STATEMENT_VERSION}`,
    })
    statement.statementAgreedAt = now.toISOString()
  }
  await payload.update({
    collection: 'reregistrations',
    id: record.id,
    data: { data: dataOf(input), instalmentCount: input.instalmentCount, ...statement },
    depth: 0,
    overrideAccess: true,
  })
  return { ok: true, message: M.saved, view: (await loadReregistration(payload, user, now))! }
}

/** Sends the re-registration to staff once everything is there. */
export async function submitReregistration(
  payload: Payload,
  user: ApplicantRef,
  now = new Date(),
): Promise<ReregistrationOutcome> {
  const view = await editableView(payload, user, now)
  if (!('record' in view)) return view
  if (!isComplete(view.missing)) return refused(409, incompleteMessage(view.missing))
  await payload.update({
    collection: 'reregistrations',
    id: view.record.id,
    data: { status: 'submitted', submittedAt: now.toISOString(), returnReason: null },
    depth: 0,
    overrideAccess: true,
  })
  return { ok: true, message: M.submitted, view: (await loadReregistration(payload, user, now))! }
}
