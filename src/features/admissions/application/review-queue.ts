import type { Payload, PayloadRequest, TypedUser, Where } from 'payload'
import { isAdmissionsUser } from '@/access/applicants'
import { formatDateTime, formatRupiah } from '@/lib/format'
import type { Application, ApplicantFile } from '@/payload-types'
import { toRegistrationFee } from '@/features/admissions-info/fee'
import { loadAdmissionsSettings } from '../settings'
import { isTrack, TRACK_NAMES } from '../tracks/tracks'
import { DOCUMENT_SLOTS, slotLabel, UPLOAD_KIND_LABELS } from '../uploads/kinds'
import type { ApplicationStatus } from './status'

/*
 * The review queue's data (admin view "Antrean verifikasi"): the applications waiting for a
 * proof check or for their test, oldest first, mapped to plain props for the client view. Files
 * are linked through Payload's access-checked file route, so each one an officer opens is
 * audited there.
 */

export const REVIEW_QUEUES = {
  proofs: { status: 'proof_uploaded', sort: 'paymentProofAt', label: 'Bukti bayar' },
  documents: { status: 'submitted', sort: 'submittedAt', label: 'Berkas dan jadwal tes' },
} as const satisfies Record<string, { status: ApplicationStatus; sort: string; label: string }>
export type ReviewQueueKind = keyof typeof REVIEW_QUEUES
export const isReviewQueueKind = (value: unknown): value is ReviewQueueKind =>
  typeof value === 'string' && value in REVIEW_QUEUES

/** The view's address under /admin (the payload config, the view and the list's link). */
export const REVIEW_VIEW_PATH = '/antrean-verifikasi'

/** How many applications the view loads at once; the rest follow after a reload. */
export const REVIEW_QUEUE_LIMIT = 100

export type ReviewFile = { label: string; url: string; filename: string; isPdf: boolean }
export type ReviewItem = {
  id: number
  name: string
  email: string
  track: string
  proofAt: string
  submittedAt: string
  proof: ReviewFile | null
  documents: ReviewFile[]
}
export type ReviewQueue = { kind: ReviewQueueKind; fee: string; total: number; items: ReviewItem[] }

function fileOf(value: unknown, label: string): ReviewFile | null {
  const file = value as Partial<ApplicantFile> | null | undefined
  if (!file || typeof file !== 'object' || !file.url || !file.filename) return null
  return {
    label,
    url: file.url,
    filename: file.filename,
    isPdf: file.mimeType === 'application/pdf',
  }
}

/** An application as the queue shows it: no personal data beyond what the check needs. */
export function toReviewItem(doc: Application): ReviewItem {
  const documents = DOCUMENT_SLOTS.flatMap((slot) => {
    const file = fileOf(doc.documents?.[slot], slotLabel(slot))
    return file ? [file] : []
  })
  return {
    id: doc.id,
    name: doc.applicantName ?? `#${doc.id}`,
    email: doc.applicantEmail ?? '',
    track: isTrack(doc.track) ? TRACK_NAMES[doc.track] : String(doc.track ?? ''),
    proofAt: formatDateTime(doc.paymentProofAt),
    submittedAt: formatDateTime(doc.submittedAt),
    proof: fileOf(doc.paymentProof, UPLOAD_KIND_LABELS.payment_proof),
    documents,
  }
}

/**
 * The queue as this staff member may read it (narrowed to applicants whose name or email
 * contains `search`, when given); null for anyone else. `req` is the admin page's request: the
 * access audit records the read with its address.
 */
export async function loadReviewQueue(
  payload: Payload,
  user: TypedUser | null | undefined,
  kind: ReviewQueueKind,
  search = '',
  req?: PayloadRequest,
): Promise<ReviewQueue | null> {
  if (!isAdmissionsUser(user as never)) return null
  const queue = REVIEW_QUEUES[kind]
  const text = search.trim().slice(0, 100)
  const status: Where = { status: { equals: queue.status } }
  const where: Where = text
    ? {
        and: [
          status,
          { or: [{ applicantName: { like: text } }, { applicantEmail: { like: text } }] },
        ],
      }
    : status
  const [found, settings] = await Promise.all([
    payload.find({
      collection: 'applications',
      where,
      sort: [queue.sort, 'id'],
      limit: REVIEW_QUEUE_LIMIT,
      depth: 1,
      overrideAccess: false,
      user,
      ...(req ? { req } : {}),
    }),
    loadAdmissionsSettings(payload),
  ])
  return {
    kind,
    fee: formatRupiah(toRegistrationFee(settings).fee),
    total: found.totalDocs,
    items: found.docs.map(toReviewItem),
  }
}
