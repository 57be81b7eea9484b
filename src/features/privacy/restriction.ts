import type { Payload, PayloadRequest } from 'payload'

/**
 * Restriction of processing (UU PDP): staff grant an applicant's request and the account is
 * flagged. While flagged, the applicant is contacted only when the law or the account's own
 * security requires it, and left out of the CSV export. Every mail path asks this module.
 */
export const APPLICANT_CONTACTS = [
  'account-verification',
  'password-reset',
  'credential-change',
  'data-request-closed',
  'refund-paid',
  'status',
  'status-resend',
  'whatsapp',
] as const
export type ApplicantContact = (typeof APPLICANT_CONTACTS)[number]

/**
 * Still sent to a restricted applicant: account security (verification, password reset, the
 * notice that a credential changed), the answer to a data request (the law requires it) and the
 * notice that their registration fee was paid back (it closes a payment owed to them). Status
 * emails, their resend and WhatsApp chats are processing for admission: not while restricted.
 */
export const REQUIRED_WHILE_RESTRICTED: readonly ApplicantContact[] = [
  'account-verification',
  'password-reset',
  'credential-change',
  'data-request-closed',
  'refund-paid',
]

/** Whether `contact` may reach an applicant whose processing is (or is not) restricted. */
export const mayContact = (contact: ApplicantContact, restricted: boolean): boolean =>
  !restricted || REQUIRED_WHILE_RESTRICTED.includes(contact)

export const RESTRICTION_MESSAGES = {
  notice: 'Pemrosesan dibatasi',
  noticeDetail:
    'Pendaftar meminta pembatasan pemrosesan data (UU PDP). Email status, kirim ulang dan ' +
    'WhatsApp tidak dikirim; pendaftar tidak ikut dalam ekspor CSV.',
  refused:
    'Pemrosesan data pendaftar ini dibatasi atas permintaannya (UU PDP): pendaftar tidak ' +
    'dapat dihubungi untuk proses pendaftaran.',
  skipped: 'Email tidak dikirim: pemrosesan data pendaftar dibatasi',
  reasonMissing: 'Tuliskan alasan Anda meminta pembatasan pemrosesan data.',
  sent:
    'Permintaan pembatasan pemrosesan Anda sudah kami terima. Panitia menanggapinya paling ' +
    'lambat 3 × 24 jam; statusnya tampil di daftar di bawah.',
  granted: 'Pemrosesan data pendaftar dibatasi',
  lifted: 'Pembatasan pemrosesan data dicabut',
} as const

/** The applicant's flag, read by the server whatever the caller may read (it is staff-only). */
export async function isProcessingRestricted(
  payload: Payload,
  applicantId: number | string | null | undefined,
  req?: Partial<PayloadRequest>,
): Promise<boolean> {
  if (applicantId === null || applicantId === undefined) return false
  const { docs } = await payload.find({
    collection: 'applicants',
    where: { id: { equals: applicantId } },
    select: { processingRestricted: true },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    ...(req ? { req } : {}),
  })
  return docs[0]?.processingRestricted === true
}

/** Sets or lifts the flag; only the data-request hooks call this (staff handling the request). */
export async function setProcessingRestricted(
  req: PayloadRequest,
  applicantId: number | string,
  restricted: boolean,
): Promise<void> {
  await req.payload.update({
    collection: 'applicants',
    id: applicantId,
    data: { processingRestricted: restricted },
    overrideAccess: true,
    req,
  })
}
