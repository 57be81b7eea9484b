import { createLocalReq, type Payload, type PayloadRequest } from 'payload'
import { decodeClientDataJSON } from '@simplewebauthn/server/helpers'
import { z } from 'zod'
import { limitKeys } from '@/features/accounts/protect'
import { passwordMatches } from '@/features/accounts/password-hash'
import {
  refundAccountSlot,
  takeAccountSlot,
  tooManyAttemptsMessage,
} from '@/features/accounts/rate-limit'
import { openApplicantSession } from './applicant-session'
import {
  asStored,
  keepChallenge,
  MAX_PASSKEYS,
  PASSKEY_CHECKED,
  passkeyByCredential,
  type PasskeyRow,
  takeChallenge,
} from './applicant-store'
import { PASSKEY_MESSAGES as M } from './messages'
import {
  authenticationOptions,
  registrationOptions,
  userHandle,
  verifyAuthentication,
  verifyRegistration,
} from './webauthn'

/*
 * An applicant's passkeys: adding one while signed in, signing in with one on /daftar/login, and
 * removing one. Each step answers { status, message, data } for the route's envelope; a sign-in
 * also hands back the session token for the cookie.
 */

export type Applicant = {
  id: number | string
  email: string
  collection: 'applicants'
  _sid?: string
}
export type PasskeyAnswer = { status: number; message: string; data?: unknown; token?: string }

/** How recent a sign-in must be to remove a passkey without the password. */
export const RECENT_SIGN_IN_MS = 10 * 60 * 1000

const answer = (status: number, message: string, data: unknown = null): PasskeyAnswer => ({
  status,
  message,
  data,
})

const webauthnResponse = z
  .object({
    id: z.string().min(1).max(1024),
    rawId: z.string().max(1024),
    type: z.literal('public-key'),
    response: z.object({ clientDataJSON: z.string().min(1).max(10_000) }).passthrough(),
  })
  .passthrough()
const withResponse = z.object({ response: webauthnResponse })
const removal = z.object({
  id: z.union([z.string().regex(/^\d{1,15}$/), z.number().int().positive()]),
  password: z.string().max(200).optional(),
})

/** The challenge the browser signed, read from its client data (checked again by the verification). */
function signedChallenge(response: z.infer<typeof webauthnResponse>): string | null {
  try {
    return decodeClientDataJSON(response.response.clientDataJSON).challenge
  } catch {
    return null
  }
}

const localReq = (payload: Payload, headers: Headers, user?: Applicant, checked = false) =>
  createLocalReq(
    { req: { headers }, user: user as never, context: checked ? { [PASSKEY_CHECKED]: true } : {} },
    payload,
  )

async function takeLoginSlot(headers: Headers): Promise<string | null> {
  const slot = await takeAccountSlot('login', limitKeys('applicants', headers).ip)
  return slot.allowed ? null : tooManyAttemptsMessage(slot.retryAfter)
}
const refundLoginSlot = (headers: Headers) =>
  refundAccountSlot('login', limitKeys('applicants', headers).ip)

/** The applicant's own passkeys, read with their access (never another's). */
export async function listPasskeys(payload: Payload, applicant: Applicant) {
  const { docs } = await payload.find({
    collection: 'applicant-passkeys',
    where: { applicant: { equals: applicant.id } },
    sort: '-createdAt',
    limit: MAX_PASSKEYS,
    depth: 0,
    overrideAccess: false,
    user: applicant,
  })
  return (docs as unknown as PasskeyRow[]).map((row) => ({
    id: String(row.id),
    createdAt: row.createdAt,
    lastUsedAt: row.lastUsedAt ?? null,
  }))
}

export async function registerOptions(payload: Payload, headers: Headers, applicant: Applicant) {
  const req = await localReq(payload, headers, applicant)
  const { docs } = await req.payload.find({
    collection: 'applicant-passkeys',
    where: { applicant: { equals: applicant.id } },
    limit: MAX_PASSKEYS,
    depth: 0,
    overrideAccess: false,
    user: applicant,
    req,
  })
  if (docs.length >= MAX_PASSKEYS) return answer(400, M.tooMany)
  const rows = docs as unknown as PasskeyRow[]
  const options = await registrationOptions(
    applicant,
    rows.map((row) => ({ id: row.credentialId, transports: row.transports ?? undefined })),
  )
  await keepChallenge(req, 'register', options.challenge, applicant.id)
  return answer(200, 'OK', options)
}

export async function register(
  payload: Payload,
  headers: Headers,
  applicant: Applicant,
  body: unknown,
) {
  const parsed = withResponse.safeParse(body)
  if (!parsed.success) return answer(400, M.badInput)
  const req = await localReq(payload, headers, applicant, true)
  const challenge = await takeChallenge(
    req,
    'register',
    signedChallenge(parsed.data.response),
    applicant.id,
  )
  if (!challenge) return answer(400, M.challengeExpired)
  const passkey = await verifyRegistration(parsed.data.response, challenge).catch(() => null)
  if (!passkey) return answer(400, M.registerFailed)
  if (await passkeyByCredential(req, passkey.id)) return answer(400, M.registerFailed)
  const row = await req.payload.create({
    collection: 'applicant-passkeys',
    data: {
      applicant: applicant.id as number,
      credentialId: passkey.id,
      publicKey: passkey.publicKey,
      counter: passkey.counter,
      transports: passkey.transports ?? null,
    },
    overrideAccess: false,
    user: applicant,
    req,
  })
  return answer(201, M.added, { id: String(row.id), createdAt: row.createdAt })
}

export async function signInOptions(payload: Payload, headers: Headers) {
  const slot = await takeAccountSlot('passkeyOptions', limitKeys('applicants', headers).ip)
  if (!slot.allowed) return answer(429, tooManyAttemptsMessage(slot.retryAfter))
  const req = await localReq(payload, headers)
  const options = await authenticationOptions()
  await keepChallenge(req, 'login', options.challenge)
  return answer(200, 'OK', options)
}

/** A verified passkey signs its applicant in: the answer carries the session token. */
export async function signIn(payload: Payload, headers: Headers, body: unknown) {
  const parsed = withResponse.safeParse(body)
  if (!parsed.success) return answer(400, M.badInput)
  const limited = await takeLoginSlot(headers)
  if (limited) return answer(429, limited)
  const response = parsed.data.response
  const req = await localReq(payload, headers)
  const challenge = await takeChallenge(req, 'login', signedChallenge(response))
  if (!challenge) return answer(400, M.challengeExpired)
  const row = await passkeyByCredential(req, response.id)
  if (!row) return answer(401, M.signInFailed)
  const owner = typeof row.applicant === 'object' ? row.applicant.id : row.applicant
  const handle = (response.response as { userHandle?: unknown }).userHandle
  // The authenticator's user handle, when it sends one, must name this applicant's account.
  if (
    handle !== undefined &&
    handle !== null &&
    handle !==
      Buffer.from(userHandle({ collection: 'applicants', id: owner })).toString('base64url')
  )
    return answer(401, M.signInFailed)
  const counter = await verifyAuthentication(response, challenge, asStored(row)).catch(() => null)
  if (counter === null) return answer(401, M.signInFailed)
  const session = await openApplicantSession(req, owner)
  if (session === 'unverified') return answer(403, M.unverified)
  if (!session) return answer(401, M.signInFailed)
  await req.payload.update({
    collection: 'applicant-passkeys',
    id: row.id,
    data: { counter, lastUsedAt: new Date().toISOString() },
    overrideAccess: true,
    req,
  })
  await refundLoginSlot(headers)
  return { ...answer(200, 'OK', { email: session.email }), token: session.token }
}

type SessionRow = { id: string; createdAt?: string | Date | null }

/** Whether the applicant's current session began within RECENT_SIGN_IN_MS. */
async function signedInRecently(req: PayloadRequest, applicant: Applicant) {
  const account = await req.payload.db.findOne<{
    id: number | string
    sessions?: SessionRow[] | null
  }>({
    collection: 'applicants',
    req,
    where: { id: { equals: applicant.id } },
  })
  const session = account?.sessions?.find((s) => s.id === applicant._sid)
  const began = session?.createdAt ? new Date(session.createdAt).getTime() : 0
  return Date.now() - began < RECENT_SIGN_IN_MS
}

/** Removes one of the applicant's passkeys: after a recent sign-in, or with the password. */
export async function removePasskey(
  payload: Payload,
  headers: Headers,
  applicant: Applicant,
  body: unknown,
) {
  const parsed = removal.safeParse(body)
  if (!parsed.success) return answer(400, M.badInput)
  const req = await localReq(payload, headers, applicant, true)
  if (!(await signedInRecently(req, applicant))) {
    if (!parsed.data.password) return answer(403, M.needsPassword)
    const limited = await takeLoginSlot(headers)
    if (limited) return answer(429, limited)
    const account = await req.payload.db.findOne<{
      id: number | string
      hash?: string
      salt?: string
    }>({
      collection: 'applicants',
      req,
      where: { id: { equals: applicant.id } },
    })
    if (!account || !(await passwordMatches(account, parsed.data.password)))
      return answer(403, M.wrongPassword)
    await refundLoginSlot(headers)
  }
  const { docs } = await req.payload.delete({
    collection: 'applicant-passkeys',
    where: { id: { equals: parsed.data.id } },
    overrideAccess: false,
    user: applicant,
    req,
  })
  return docs.length === 1 ? answer(200, M.removed) : answer(404, M.notFound)
}
