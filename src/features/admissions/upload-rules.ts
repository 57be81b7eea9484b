import type { Application } from '@/payload-types'
import { relationId } from '@/lib/relation'
import { EDITABLE_BY_APPLICANT, PROOF_UPLOAD_ALLOWED, type ApplicationStatus } from './status'

/**
 * What an applicant may upload and how much, whichever way the file arrives (the upload route,
 * Payload's REST or GraphQL, the Local API): the ApplicantFiles hook enforces these, the purge
 * task removes what was never used.
 */

/** Files not used by the application (never attached, or replaced) an applicant may keep at once. */
export const MAX_UNATTACHED_FILES = 10
/** Unattached files older than this are deleted with their stored file. */
export const UNATTACHED_FILE_TTL_MS = 24 * 60 * 60 * 1000

export const UPLOAD_MESSAGES = {
  noApplication: 'Pilih jalur pendaftaran terlebih dahulu.',
  proofLocked: 'Pembayaran Anda sudah diverifikasi; bukti pembayaran tidak dapat diganti lagi.',
  formLocked: 'Formulir sudah dikirim; berkas tidak dapat diubah lagi.',
  tooManyUnattached: `Anda sudah mengunggah ${MAX_UNATTACHED_FILES} berkas yang belum dipakai di formulir. Berkas yang tidak dipakai dihapus otomatis setelah 1 hari; silakan coba lagi nanti.`,
} as const

export const tooManyUploadsMessage = (retryAfterSeconds: number) =>
  `Terlalu banyak unggahan. Silakan coba lagi dalam ${Math.ceil(retryAfterSeconds / 60)} menit.`

/** Why a file of `kind` cannot be taken in this application status, or null. */
export function uploadLockedMessage(kind: unknown, status: ApplicationStatus): string | null {
  if (kind === 'payment_proof')
    return PROOF_UPLOAD_ALLOWED.includes(status) ? null : UPLOAD_MESSAGES.proofLocked
  return EDITABLE_BY_APPLICANT.includes(status) ? null : UPLOAD_MESSAGES.formLocked
}

/** The application's fields that point at an applicant file. */
export const FILE_FIELDS = [
  'paymentProof',
  'documents.photo',
  'documents.idCard',
  'documents.diploma',
  'documents.skck',
] as const

/** The ids of the files an application uses. */
export function attachedFileIds(
  application: Pick<Application, 'paymentProof' | 'documents'>,
): (number | string)[] {
  const d = application.documents
  return [application.paymentProof, d?.photo, d?.idCard, d?.diploma, d?.skck]
    .map(relationId)
    .filter((id) => id !== undefined)
}
