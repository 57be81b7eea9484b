import type { Payload } from 'payload'
import type { DataRequest } from '@/payload-types'
import { payloadErrorStatus, validationErrors } from '@/lib/payload-errors'
import type { ApplicantRef } from '@/features/admissions/application/service'
import { RESTRICTION_MESSAGES } from '@/features/privacy/restriction'

/**
 * UU PDP deletion requests, from the applicant's side. Every call acts for the logged-in
 * applicant (overrideAccess: false); the DataRequests hooks tie a request to its author and
 * refuse a second one while the first is still being handled.
 */
export type DataRequestStatus = DataRequest['status']

export const DATA_REQUEST_STATUS_LABELS: Record<DataRequestStatus, string> = {
  open: 'Baru',
  in_progress: 'Diproses',
  done: 'Selesai',
  rejected: 'Ditolak',
}

export const DATA_REQUEST_KINDS = ['deletion', 'correction', 'restriction'] as const
export type DataRequestKind = (typeof DATA_REQUEST_KINDS)[number]
export const DATA_REQUEST_KIND_LABELS: Record<DataRequestKind, string> = {
  deletion: 'Penghapusan data',
  correction: 'Koreksi data',
  restriction: 'Pembatasan pemrosesan',
}

/** What the request's history says happened, one line per step (who and when are beside it). */
export const HISTORY_LINES = {
  filed: (kind: DataRequestKind) => `${DATA_REQUEST_KIND_LABELS[kind]} diajukan pendaftar`,
  status: (from: DataRequestStatus, to: DataRequestStatus) =>
    `Status: ${DATA_REQUEST_STATUS_LABELS[from]} → ${DATA_REQUEST_STATUS_LABELS[to]}`,
  note: 'Catatan staf diubah',
  mailed: (to: string) => `Email pemberitahuan dikirim ke ${to}`,
  restricted: RESTRICTION_MESSAGES.granted,
  lifted: RESTRICTION_MESSAGES.lifted,
} as const

/**
 * The email an applicant gets when staff finish their request (done or rejected), with the
 * staff's note. Plain text: the note is typed by staff, never HTML.
 */
export function requestClosedEmail(request: {
  kind: DataRequestKind
  status: DataRequestStatus
  staffNote?: string | null
}): { subject: string; text: string } {
  const kind = DATA_REQUEST_KIND_LABELS[request.kind].toLowerCase()
  const done = request.status === 'done'
  const lines = [
    done
      ? `Permintaan ${kind} Anda sudah selesai kami laksanakan.`
      : `Permintaan ${kind} Anda tidak dapat kami laksanakan.`,
    ...(request.staffNote ? ['', `Catatan panitia: ${request.staffNote}`] : []),
    '',
    'Pesan ini dikirim sesuai UU No. 27 Tahun 2022 tentang Pelindungan Data Pribadi.',
    'Universitas Teknologi Bandung',
  ]
  return {
    subject: `Permintaan ${kind} ${done ? 'selesai' : 'ditolak'} — UTB`,
    text: lines.join('\n'),
  }
}

/** A request staff have not finished: while one exists the applicant cannot file another. */
export const OPEN_DATA_REQUEST_STATUSES: readonly DataRequestStatus[] = ['open', 'in_progress']
export const isOpenDataRequest = (status: DataRequestStatus) =>
  OPEN_DATA_REQUEST_STATUSES.includes(status)

export const SECOND_OPEN_REQUEST =
  'Anda sudah memiliki permintaan data pribadi yang sedang kami tangani. ' +
  'Mohon tunggu sampai permintaan itu selesai; statusnya tampil di halaman ini.'

export const REASON_MAX_LENGTH = 1000

/** A correction request after submission (before it, the applicant edits the form directly). */
export const CORRECTION_MESSAGES = {
  fieldMissing: 'Tuliskan data mana yang perlu dikoreksi.',
  valueMissing: 'Tuliskan data yang benar.',
  sent:
    'Permintaan koreksi Anda sudah kami terima. Panitia menanggapinya paling lambat 3 × 24 jam; ' +
    'statusnya tampil di daftar di bawah.',
} as const
export const CORRECTION_FIELD_MAX = 150

const asUser = (user: ApplicantRef) => user as never

export async function listDataRequests(
  payload: Payload,
  user: ApplicantRef,
): Promise<DataRequest[]> {
  const { docs } = await payload.find({
    collection: 'data-requests',
    where: { applicant: { equals: user.id } },
    sort: '-createdAt',
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user: asUser(user),
  })
  return docs
}

export type DeletionResult = { ok: true; request: DataRequest } | { ok: false; message: string }

type RequestData =
  | { kind: 'deletion'; reason?: string }
  | { kind: 'correction'; correctionField: string; correctionValue: string; reason?: string }
  | { kind: 'restriction'; reason: string }

/** Files a request as the applicant; a refusal (second open request, missing input) is a message. */
async function fileRequest(
  payload: Payload,
  user: ApplicantRef,
  data: RequestData,
): Promise<DeletionResult> {
  try {
    const request = await payload.create({
      collection: 'data-requests',
      data: {
        applicant: user.id as number,
        ...data,
        reason: data.reason?.trim() || undefined,
      } as never,
      depth: 0,
      overrideAccess: false,
      user: asUser(user),
    })
    return { ok: true, request }
  } catch (error) {
    if (payloadErrorStatus(error) === 400) {
      return {
        ok: false,
        message: validationErrors(error)[0]?.message ?? 'Permintaan belum dapat dikirim.',
      }
    }
    throw error
  }
}

/** Files a deletion request; a second one while the first is open is refused with a message. */
export const requestDeletion = (payload: Payload, user: ApplicantRef, reason: string) =>
  fileRequest(payload, user, { kind: 'deletion', reason })

/**
 * Asks staff to correct data the applicant can no longer edit (after submitting the form): which
 * data and the right value. Staff change it in the application and mark the request done.
 */
export const requestCorrection = (
  payload: Payload,
  user: ApplicantRef,
  correctionField: string,
  correctionValue: string,
) =>
  fileRequest(payload, user, {
    kind: 'correction',
    correctionField: correctionField.trim(),
    correctionValue: correctionValue.trim(),
  })

/**
 * Asks staff to restrict the processing of the applicant's data (UU PDP), with the reason. Staff
 * marking it done flags the account: no status emails, WhatsApp or CSV export until lifted.
 */
export const requestRestriction = (payload: Payload, user: ApplicantRef, reason: string) =>
  fileRequest(payload, user, { kind: 'restriction', reason })
