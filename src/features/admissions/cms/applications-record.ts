import type { PayloadRequest } from 'payload'
import type { Application } from '@/payload-types'
import { isAdmissionsUser, isApplicantUser } from '@/access/applicants'
import {
  refundPaidEmail,
  statusEmail,
  type StatusEmailInput,
} from '@/features/admissions/application/emails'
import {
  STATUS_LABELS,
  SYSTEM_ACTION,
  type SystemAction,
} from '@/features/admissions/application/status'
import { env } from '@/lib/env'
import { relationId } from '@/lib/relation'
import {
  isProcessingRestricted,
  mayContact,
  RESTRICTION_MESSAGES,
  type ApplicantContact,
} from '@/features/privacy/restriction'

type User = { id: number | string; email?: string; name?: string; fullName?: string }
type Change = {
  action: string
  from?: string | null
  to?: string | null
  note?: string | null
  email?: { subject: string; html: string }
  contact?: ApplicantContact
}

/** What changed, in the words staff and the applicant read in the history and the emails. */
function changesOf(doc: Application, previous: Application | null): Change[] {
  const siteUrl = env().siteUrl
  const fullName = doc.applicantName ?? ''
  const status = doc.status
  const mail = () => currentStatusEmail(doc)
  if (!previous) return [{ action: 'Pendaftaran dibuat', to: status, email: mail() }]
  const changes: Change[] = []
  if (previous.status !== doc.status) {
    const note =
      status === 'payment_rejected'
        ? doc.paymentRejectionReason
        : status === 'accepted' || status === 'not_accepted'
          ? doc.decisionNote
          : null
    changes.push({
      action: `Status: ${STATUS_LABELS[status]}`,
      from: previous.status,
      to: status,
      note,
      email: mail(),
    })
  } else if (
    status === 'proof_uploaded' &&
    relationId(previous.paymentProof) !== relationId(doc.paymentProof)
  ) {
    changes.push({ action: 'Bukti pembayaran diganti', from: status, to: status, email: mail() })
  } else if (
    status === 'test_scheduled' &&
    JSON.stringify(previous.test) !== JSON.stringify(doc.test)
  ) {
    changes.push({ action: 'Jadwal tes diubah', from: status, to: status, email: mail() })
  }
  if (previous.refund?.status !== doc.refund?.status && doc.refund?.status === 'paid') {
    changes.push({
      action: 'Biaya pendaftaran dikembalikan',
      note: doc.refund?.reference,
      email: refundPaidEmail(fullName, doc.refund?.reference, siteUrl),
      contact: 'refund-paid',
    })
  }
  if (previous.track !== doc.track) changes.push({ action: `Jalur diganti ke ${doc.track}` })
  return changes
}

type Actor = {
  actorType: 'staff' | 'applicant' | 'system'
  actorName?: string
  actorStaff?: number
}

/** Who acts in this request, in the words of the history. */
function actorOf(req: PayloadRequest): Actor {
  const system = req.context?.[SYSTEM_ACTION] as SystemAction | undefined
  if (system) return system.actor
  const user = req.user as User | null
  if (isAdmissionsUser(user as never))
    return {
      actorType: 'staff',
      actorName: user?.name ?? user?.email,
      actorStaff: user!.id as number,
    }
  if (isApplicantUser(user as never))
    return { actorType: 'applicant', actorName: user?.fullName ?? user?.email }
  return { actorType: 'system', actorName: 'Sistem' }
}

/**
 * One entry in an application's history, by whoever acts in this request. The history is
 * written by the server only (nobody may create entries through an API), hence the override.
 */
export async function addApplicationEvent(
  req: PayloadRequest,
  doc: Pick<Application, 'id' | 'applicant'>,
  change: Pick<Change, 'action' | 'from' | 'to' | 'note'>,
) {
  await req.payload.create({
    collection: 'application-events',
    overrideAccess: true,
    req,
    data: {
      application: doc.id,
      applicant: relationId(doc.applicant) as number,
      action: change.action,
      fromStatus: change.from ?? undefined,
      toStatus: change.to ?? undefined,
      note: change.note ?? undefined,
      ...actorOf(req),
    },
  })
}

/** What the applicant is told about the application as it stands (email and WhatsApp). */
export const statusInputOf = (doc: Application): StatusEmailInput => ({
  fullName: doc.applicantName ?? '',
  status: doc.status,
  siteUrl: env().siteUrl,
  reason: doc.paymentRejectionReason,
  test: doc.test,
  decisionNote: doc.decisionNote,
})

/** The status email for the application as it stands, to its applicant. */
export const currentStatusEmail = (doc: Application) => statusEmail(statusInputOf(doc))

/**
 * Sends an email to the applicant through the mail queue. A failed email is logged, never
 * allowed to undo the staff member's decision. While the applicant's processing is restricted,
 * only the contacts the restriction rule allows are sent; the rest are logged and skipped.
 */
export async function mailApplicant(
  req: PayloadRequest,
  doc: Pick<Application, 'applicantEmail' | 'applicant'>,
  email: { subject: string; html: string },
  contact: ApplicantContact = 'status',
): Promise<boolean> {
  if (!doc.applicantEmail) return false
  const restricted = await isProcessingRestricted(req.payload, relationId(doc.applicant), req)
  if (!mayContact(contact, restricted)) {
    req.payload.logger.info(
      { applicant: relationId(doc.applicant), contact },
      RESTRICTION_MESSAGES.skipped,
    )
    return false
  }
  try {
    await req.payload.sendEmail({
      to: doc.applicantEmail,
      subject: email.subject,
      html: email.html,
    })
    return true
  } catch (error) {
    req.payload.logger.error({
      msg: `Email status pendaftaran ke ${doc.applicantEmail} gagal`,
      err: error,
    })
    return false
  }
}

/** Record every change of an application in its history (same transaction) and email the applicant. */
export async function recordApplicationChanges({
  doc,
  previousDoc,
  req,
}: {
  doc: Application
  previousDoc: Application | null
  req: PayloadRequest
}) {
  for (const change of changesOf(doc, previousDoc)) {
    await addApplicationEvent(req, doc, change)
    if (change.email) await mailApplicant(req, doc, change.email, change.contact)
  }
}
