import type { Application } from '@/payload-types'
import { relationId } from '@/lib/relation'
import { NO_APPLICATION } from '@/features/admissions/application/messages'
import {
  canUploadProof,
  EDITABLE_BY_APPLICANT,
  type ApplicationStatus,
} from '@/features/admissions/application/status'
import { DOCUMENT_SLOTS, LATER_KINDS } from './kinds'

/**
 * What an applicant may upload and how much, whichever way the file arrives (the upload route,
 * Payload's REST or GraphQL, the Local API): the ApplicantFiles hook enforces these, the purge
 * task removes what was never used (UNATTACHED_FILE_TTL_MS, src/features/privacy/retention.ts).
 */

/** Files not used by the application (never attached, or replaced) an applicant may keep at once. */
export const MAX_UNATTACHED_FILES = 10
export const UPLOAD_MESSAGES = {
  noApplication: NO_APPLICATION,
  proofLocked: 'Pembayaran Anda sudah diverifikasi; bukti pembayaran tidak dapat diganti lagi.',
  formLocked: 'Formulir sudah dikirim; berkas tidak dapat diubah lagi.',
  acceptedOnly: 'Ijazah akhir diunggah saat daftar ulang, setelah Anda dinyatakan diterima.',
  tooManyUnattached:
    `Anda sudah mengunggah ${MAX_UNATTACHED_FILES} berkas yang belum dipakai di formulir. ` +
    `Berkas yang tidak dipakai dihapus otomatis (umumnya setelah 1 hari); silakan coba lagi nanti.`,
} as const

export const tooManyUploadsMessage = (retryAfterSeconds: number) =>
  `Terlalu banyak unggahan. Silakan coba lagi dalam ${Math.ceil(retryAfterSeconds / 60)} menit.`

/** Why a file of `kind` cannot be taken in this application status, or null. */
export function uploadLockedMessage(kind: unknown, status: ApplicationStatus): string | null {
  if (kind === 'payment_proof') return canUploadProof(status) ? null : UPLOAD_MESSAGES.proofLocked
  // Whether the re-registration still takes it is the re-registration's to say, when it attaches.
  if ((LATER_KINDS as readonly unknown[]).includes(kind))
    return status === 'accepted' ? null : UPLOAD_MESSAGES.acceptedOnly
  return EDITABLE_BY_APPLICANT.includes(status) ? null : UPLOAD_MESSAGES.formLocked
}

/** The ids of the files an application uses. */
export function attachedFileIds(
  application: Pick<Application, 'paymentProof' | 'documents'>,
): (number | string)[] {
  const documents = DOCUMENT_SLOTS.map((slot) => application.documents?.[slot])
  return [application.paymentProof, ...documents].map(relationId).filter((id) => id !== undefined)
}
