import type { Payload } from 'payload'
import type { ApplicantFile } from '@/payload-types'
import { isValidationError, payloadErrorStatus, validationErrors } from '@/lib/payload-errors'
import {
  attachDocument,
  attachPaymentProof,
  type ApplicantRef,
} from '@/features/admissions/application/service'
import { isDocumentKind, slotOfKind, type LaterKind, type UploadKind } from './kinds'
import { statusForMessage } from './refusals'

export type StoredFile = {
  id: number | string
  filename: string
  mimeType: string
  filesize: number
  url: string
}
export type StoreResult =
  { ok: true; file: StoredFile } | { ok: false; status: number; message: string }
export type UploadedFile = { data: Buffer; name: string; mimetype: string; size: number }

/** Attaches a stored file to the record that holds a later kind (the applicant's own, checked there). */
export type AttachFile = (
  payload: Payload,
  user: ApplicantRef,
  fileId: number,
  now?: Date,
) => Promise<{ ok: true } | { ok: false; message: string }>
/**
 * Who holds the kinds the application does not (the final diploma: the re-registration). The
 * route passes them in, so admissions does not import the features that import it.
 */
export type LaterKindHolders = Partial<Record<LaterKind, AttachFile>>

/** The refusal of a kind nobody takes on this route. */
export const UNKNOWN_KIND = 'Jenis berkas tidak dikenal.'

/** Applicant files are only ever served by Payload's access-checked file route. */
export const applicantFileUrl = (filename: string) =>
  `/api/cms/applicant-files/file/${encodeURIComponent(filename)}`

export function describeFile(
  doc: Pick<ApplicantFile, 'id' | 'filename' | 'mimeType' | 'filesize'>,
): StoredFile {
  return {
    id: doc.id,
    filename: doc.filename ?? '',
    mimeType: doc.mimeType ?? '',
    filesize: doc.filesize ?? 0,
    url: applicantFileUrl(doc.filename ?? ''),
  }
}

const REJECTED =
  'Berkas tidak dapat diterima. Unggah ulang hasil foto/pindaian asli dalam format JPG, PNG atau PDF.'

/**
 * Stores an applicant's upload (limited, checked and re-encoded by the collection's hooks) and attaches
 * it: a payment proof moves the application to "proof uploaded", a document fills its slot of
 * the form, a later kind goes to its holder (`holders`). Acts as the applicant through the Local
 * API (overrideAccess: false).
 */
export async function storeApplicantFile({
  payload,
  user,
  kind,
  file,
  holders = {},
}: {
  payload: Payload
  user: ApplicantRef
  kind: UploadKind
  file: UploadedFile
  holders?: LaterKindHolders
}): Promise<StoreResult> {
  const attach: AttachFile | undefined =
    kind === 'payment_proof'
      ? (p, u, id) => attachPaymentProof(p, u, id)
      : isDocumentKind(kind)
        ? (p, u, id) => attachDocument(p, u, slotOfKind(kind), id)
        : holders[kind]
  if (!attach) return { ok: false, status: 400, message: UNKNOWN_KIND }
  let doc: ApplicantFile
  try {
    doc = await payload.create({
      collection: 'applicant-files',
      data: { owner: user.id as number, kind },
      file,
      overrideAccess: false,
      user: user as never,
    })
  } catch (error) {
    if (isValidationError(error)) {
      const message = validationErrors(error)[0]?.message ?? REJECTED
      return { ok: false, status: statusForMessage(message), message }
    }
    const status = payloadErrorStatus(error)
    // The hook's upload limit (its message tells the wait).
    if (status === 429) return { ok: false, status, message: (error as Error).message }
    // Any other refusal of Payload's upload pipeline is still the file's fault, not the server's.
    if (status && status >= 400 && status < 500)
      return { ok: false, status: 400, message: REJECTED }
    throw error
  }

  const attached = await attach(payload, user, doc.id)
  if (!attached.ok) {
    // The record changed in between (e.g. staff verified the payment): the new file is
    // attached to nothing, so the system removes it rather than keep personal data for no use.
    await payload.delete({ collection: 'applicant-files', id: doc.id, overrideAccess: true })
    return { ok: false, status: 400, message: attached.message }
  }
  return { ok: true, file: describeFile(doc) }
}
