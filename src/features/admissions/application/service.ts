import type { Payload } from 'payload'
import { isValidationError, payloadErrorStatus, validationErrors } from '@/lib/payload-errors'
import type { ApplicantFile, Application } from '@/payload-types'
import type { Track } from '@/features/admissions/tracks/tracks'
import type { DocumentSlot } from '@/features/admissions/uploads/kinds'
import { NO_APPLICATION } from './messages'

/**
 * The applicant's side of an application. Every call acts for the logged-in applicant through
 * the Local API with overrideAccess: false, so the collection's access rules and hooks decide.
 */
export type ApplicantRef = { id: number | string; collection: 'applicants' }

/**
 * What an applicant asks for through these services, passed to the Applications hooks in the
 * request context (never settable over REST): the hooks check and apply it.
 */
export const APPLICANT_ACTION = 'applicantAction'
export type ApplicantAction =
  { kind: 'uploadProof'; fileId: ApplicantFile['id'] } | { kind: 'submit' }

export type ActionResult<T = Application> =
  | { ok: true; application: T }
  | { ok: false; message: string; errors?: { path: string; message: string }[] }

const asUser = (user: ApplicantRef) => user as never

export async function findApplication(
  payload: Payload,
  user: ApplicantRef,
  depth = 0,
): Promise<Application | null> {
  const found = await payload.find({
    collection: 'applications',
    where: { applicant: { equals: user.id } },
    limit: 1,
    depth,
    overrideAccess: false,
    user: asUser(user),
  })
  return found.docs[0] ?? null
}

/** Opens the application on a track, or switches track while nothing has been paid yet. */
export async function chooseTrack(
  payload: Payload,
  user: ApplicantRef,
  track: Track,
): Promise<ActionResult> {
  const existing = await findApplication(payload, user)
  return attempt(() =>
    existing
      ? existing.track === track
        ? Promise.resolve(existing)
        : payload.update({
            collection: 'applications',
            id: existing.id,
            data: { track },
            overrideAccess: false,
            user: asUser(user),
          })
      : payload.create({
          collection: 'applications',
          data: { applicant: user.id as number, track } as never,
          overrideAccess: false,
          user: asUser(user),
        }),
  )
}

/** Saves the fields of one form step and where the applicant is, so they can resume anywhere. */
export async function saveStep(
  payload: Payload,
  user: ApplicantRef,
  data: Pick<Partial<Application>, 'personal' | 'programme' | 'documents'> & {
    currentStep: number
  },
): Promise<ActionResult> {
  return updateOwnApplication(payload, user, data)
}

function act(payload: Payload, user: ApplicantRef, action: ApplicantAction): Promise<ActionResult> {
  return updateOwnApplication(payload, user, {}, { [APPLICANT_ACTION]: action })
}

/** The applicant's own application, updated under their own access (the hooks decide the rest). */
async function updateOwnApplication(
  payload: Payload,
  user: ApplicantRef,
  data: Partial<Application>,
  context?: Record<string, unknown>,
): Promise<ActionResult> {
  const existing = await findApplication(payload, user)
  if (!existing) return { ok: false, message: NO_APPLICATION }
  return attempt(() =>
    payload.update({
      collection: 'applications',
      id: existing.id,
      data,
      overrideAccess: false,
      user: asUser(user),
      context,
    }),
  )
}

/** Attaches an uploaded payment proof (an applicant-files document of the applicant). */
export const attachPaymentProof = (
  payload: Payload,
  user: ApplicantRef,
  fileId: ApplicantFile['id'],
) => act(payload, user, { kind: 'uploadProof', fileId })

/** Submits the form; from then on it is read-only. */
export const submitApplication = (payload: Payload, user: ApplicantRef) =>
  act(payload, user, { kind: 'submit' })

/** Puts an uploaded file of the applicant into one document slot of the form; the step stays as it is. */
export async function attachDocument(
  payload: Payload,
  user: ApplicantRef,
  slot: DocumentSlot,
  fileId: number | string,
): Promise<ActionResult> {
  const existing = await findApplication(payload, user)
  if (!existing) return { ok: false, message: NO_APPLICATION }
  // The whole group is sent (read at depth 0: ids), so the other documents stay attached.
  const documents = { ...existing.documents, [slot]: fileId } as Application['documents']
  return attempt(() =>
    payload.update({
      collection: 'applications',
      id: existing.id,
      data: { documents },
      overrideAccess: false,
      user: asUser(user),
    }),
  )
}

/** Turns Payload's errors into a message for the applicant; a denied update means the form is locked. */
async function attempt(run: () => Promise<Application>): Promise<ActionResult> {
  try {
    return { ok: true, application: await run() }
  } catch (error) {
    if (isValidationError(error)) {
      const errors = validationErrors(error)
      return { ok: false, message: errors[0]?.message ?? 'Data belum lengkap.', errors }
    }
    const status = payloadErrorStatus(error)
    if (status === 403 || status === 404) {
      return { ok: false, message: 'Formulir sudah dikirim dan tidak dapat diubah lagi.' }
    }
    throw error
  }
}
