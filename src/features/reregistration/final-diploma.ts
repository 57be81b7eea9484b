import type { Payload } from 'payload'
import type { AttachFile, LaterKindHolders } from '@/features/admissions/uploads/store'
import { editableView } from './applicant'
import { REREGISTRATION_MESSAGES as M } from './vocabulary'

/*
 * The final diploma (ijazah akhir) of the re-registration: uploaded through the applicants'
 * upload route (POST /api/pendaftar/berkas, kind `final_diploma`) with the checks of every
 * applicant file, then attached here to the applicant's own record while they may still change
 * it (open, or returned by staff). A replaced file is no longer used, and the purge removes it.
 */

/** Attaches the applicant's own uploaded final diploma to their re-registration. */
export const attachFinalDiploma: AttachFile = async (
  payload: Payload,
  user,
  fileId,
  now = new Date(),
) => {
  const applicant = { id: Number(user.id), collection: 'applicants' as const }
  const view = await editableView(payload, applicant, now)
  if (!('record' in view)) return { ok: false, message: view.message }
  // Read with the applicant's rights: another applicant's file is not found.
  const { docs } = await payload.find({
    collection: 'applicant-files',
    where: { id: { equals: fileId }, kind: { equals: 'final_diploma' } },
    limit: 1,
    depth: 0,
    overrideAccess: false,
    user: applicant,
  })
  if (!docs[0]) return { ok: false, message: M.finalDiplomaNotFound }
  await payload.update({
    collection: 'reregistrations',
    id: view.record.id,
    data: { finalDiploma: docs[0].id },
    depth: 0,
    overrideAccess: true,
  })
  return { ok: true }
}

/** What the upload route passes to the upload service: re-registration holds the final diploma. */
export const REREGISTRATION_UPLOADS: LaterKindHolders = { final_diploma: attachFinalDiploma }
