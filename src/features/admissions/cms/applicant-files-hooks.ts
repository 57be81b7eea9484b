import fs from 'node:fs/promises'
import { APIError, ValidationError } from 'payload'
import type {
  CollectionBeforeOperationHook,
  CollectionBeforeValidateHook,
  PayloadRequest,
  Where,
} from 'payload'
import { isApplicantUser } from '@/access/applicants'
import { takeAccountSlot } from '@/features/accounts/rate-limit'
import {
  attachedFileIds,
  MAX_UNATTACHED_FILES,
  tooManyUploadsMessage,
  UPLOAD_MESSAGES,
  uploadLockedMessage,
} from '@/features/admissions/uploads/rules'
import { isImageOnlyKind } from '@/features/admissions/uploads/kinds'
import { reregistrationFileIds } from '@/features/admissions/uploads/holders'
import { isUploadRefused, MAX_UPLOAD_BYTES, REFUSALS } from '@/features/admissions/uploads/refusals'
import { sanitizeUpload } from '@/features/admissions/uploads/sanitize'

const refuse = (message: string, req: PayloadRequest) =>
  new ValidationError({ collection: 'applicant-files', errors: [{ path: 'file', message }] }, req.t)

type Incoming = { kind?: unknown } | undefined

/**
 * An applicant's upload, from any entry point (the upload route, REST, GraphQL, the Local API):
 * at most 40 per 10 minutes (every file is decoded and re-encoded), only the kinds the
 * application's status still takes, and at most MAX_UNATTACHED_FILES files neither the
 * application nor its re-registration uses. Runs before sanitizeIncomingFile, so a refused upload costs no image work.
 */
export const applicantUploadRules: CollectionBeforeOperationHook = async ({
  args,
  operation,
  req,
}) => {
  const user = req.user as { id: number | string; collection?: string } | null
  if (operation !== 'create' || !isApplicantUser(user)) return args
  const slot = await takeAccountSlot('upload', `pendaftar-${user!.id}`)
  if (!slot.allowed)
    throw new APIError(tooManyUploadsMessage(slot.retryAfter), 429, undefined, true)

  const found = await req.payload.find({
    collection: 'applications',
    where: { applicant: { equals: user!.id } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const application = found.docs[0]
  if (!application) throw refuse(UPLOAD_MESSAGES.noApplication, req)
  const locked = uploadLockedMessage((args as { data?: Incoming }).data?.kind, application.status)
  if (locked) throw refuse(locked, req)

  const attached = [
    ...attachedFileIds(application),
    ...(await reregistrationFileIds(req.payload, { application: { equals: application.id } }, req)),
  ]
  const where: Where = attached.length
    ? { and: [{ owner: { equals: user!.id } }, { id: { not_in: attached } }] }
    : { owner: { equals: user!.id } }
  const unattached = await req.payload.count({
    collection: 'applicant-files',
    where,
    overrideAccess: true,
    req,
  })
  if (unattached.totalDocs >= MAX_UNATTACHED_FILES)
    throw refuse(UPLOAD_MESSAGES.tooManyUnattached, req)
  return args
}

/**
 * Every file that reaches `applicant-files` — from the applicant services, Payload's REST upload
 * route or the admin — is checked and rewritten here, before Payload stores anything: type from
 * the content, size, polyglots, active PDF content; images re-encoded; a random file name.
 */
export const sanitizeIncomingFile: CollectionBeforeOperationHook = async ({
  args,
  operation,
  req,
}) => {
  if (operation !== 'create' && operation !== 'update') return args
  const data = (args as { data?: Incoming }).data
  const file = req.file
  if (!file) {
    // A new document without a file would be fetched by Payload from a URL, past these checks.
    if (operation === 'create') throw refuse(REFUSALS.remote.message, req)
    return args
  }
  if (file.size > MAX_UPLOAD_BYTES) throw refuse(REFUSALS.tooLarge.message, req)
  const bytes =
    file.tempFilePath && !file.data?.length ? await fs.readFile(file.tempFilePath) : file.data
  const kind = data?.kind ?? (operation === 'update' ? await storedKind(args, req) : undefined)
  try {
    req.file = await sanitizeUpload(
      { data: bytes, mimetype: file.mimetype, name: file.name, size: bytes.length },
      { imageOnly: isImageOnlyKind(kind) },
    )
  } catch (error) {
    if (isUploadRefused(error)) throw refuse(error.message, req)
    throw error
  }
  return args
}

async function storedKind(args: unknown, req: PayloadRequest): Promise<unknown> {
  const id = (args as { id?: number | string }).id
  if (id === undefined) return undefined
  const doc = await req.payload.findByID({
    collection: 'applicant-files',
    id,
    depth: 0,
    req,
    overrideAccess: true,
    disableErrors: true,
  })
  return doc?.kind
}

/** An applicant's upload always belongs to that applicant, whatever the request says. */
export const ownUploadsOnly: CollectionBeforeValidateHook = ({ data, operation, req }) => {
  const user = req.user as { id: number | string; collection?: string } | null
  if (operation === 'create' && data && isApplicantUser(user)) data.owner = user!.id
  return data
}
