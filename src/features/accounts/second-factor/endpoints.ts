import QRCode from 'qrcode'
import {
  addDataAndFileToRequest,
  type Endpoint,
  type PayloadHandler,
  type PayloadRequest,
} from 'payload'
import { hasRole } from '@/access/roles'
import { cmsErrorJson, jsonAnswer } from '@/lib/api-response'
import { env } from '@/lib/env'
import { SECOND_FACTOR_MESSAGES as M } from './messages'
import {
  authenticationOptions,
  challengeFor,
  liveChallenge,
  registrationOptions,
  verifyAuthentication,
  verifyRegistration,
} from '@/features/accounts/passkeys/webauthn'
import { mustHaveSecondFactor, secondStepState, type SecondStepState } from './rule'
import { sealSecret, openSecret } from './secret-box'
import {
  audit,
  checkTotp,
  factorAdded,
  freshRecoveryCodes,
  isLocked,
  secondStepFailed,
  secondStepPassed,
  refundSecondStepSlot,
  takeSecondStepSlot,
  spendRecoveryCode,
  type StaffSession,
} from './service'
import { clearEnrolment } from './session'
import { deleteFactors, type FactorRecord, factorsOf, hasAnyFactor, saveFactors } from './store'
import { newTotpSecret, totpUri, verifyTotp } from './totp'

/*
 * /api/cms/users/mfa/…: the second step of a staff login, enrolment and the account's factors.
 * Each one checks that the session is a staff member's (`users`) and in which second-step state
 * it is: the pending step and enrolment are the only things a session without it may do.
 */

const ok = (body: unknown) => jsonAnswer(body, { headers: { 'cache-control': 'no-store' } })
const refuse = (status: number, message: string) =>
  cmsErrorJson(status, message, { headers: { 'cache-control': 'no-store' } })

type Staff = StaffSession & Parameters<typeof secondStepState>[0]
type Handler = (req: PayloadRequest, staff: Staff, state: SecondStepState) => Promise<Response>

/** Runs `handler` for a staff session in one of `states`; a 401/403 JSON answer otherwise. */
const forStaff =
  (states: SecondStepState[], handler: Handler): PayloadHandler =>
  async (req) => {
    const user = req.user as Staff | null
    if (!user || user.collection !== 'users' || !user._sid) return refuse(401, M.signInFirst)
    const state = secondStepState(user, env().isProduction)
    if (!states.includes(state))
      return refuse(403, state === 'pending' ? M.stepPending : M.alreadyDone)
    if (req.method === 'POST') await addDataAndFileToRequest(req)
    return handler(req, user, state)
  }

const field = (req: PayloadRequest, name: string) => (req.data as Record<string, unknown>)?.[name]

const status: Handler = async (req, staff, state) => {
  const record = await factorsOf(req, staff.id)
  return ok({
    state,
    required: mustHaveSecondFactor(staff, env().isProduction),
    totp: Boolean(record.totpSecret),
    passkeys: (record.passkeys ?? []).map(({ id, createdAt }) => ({ id, createdAt })),
    recoveryCodesLeft: (record.recoveryCodes ?? []).length,
    locked: isLocked(record),
  })
}

const totpSetup: Handler = async (req, staff) => {
  const record = await factorsOf(req, staff.id)
  const secret = newTotpSecret()
  await saveFactors(req, record, { pendingTotpSecret: sealSecret(secret, env().payloadSecret) })
  const uri = totpUri(secret, staff.email)
  // A PNG data URL: the admin shows it as an image (the CSP's img-src allows data:).
  return ok({ secret, uri, qr: await QRCode.toDataURL(uri, { margin: 1, width: 200 }) })
}

const totpConfirm: Handler = async (req, staff) => {
  const record = await factorsOf(req, staff.id)
  const pending = openSecret(record.pendingTotpSecret, env().payloadSecret)
  if (!pending) return refuse(400, M.noSetup)
  const limited = await takeSecondStepSlot(req)
  if (limited) return refuse(429, limited)
  const step = await verifyTotp(pending, field(req, 'code'))
  if (step === null) return refuse(400, M.codeWrong)
  await refundSecondStepSlot(req)
  const extra = await factorAdded(
    req,
    staff,
    record,
    { totpSecret: record.pendingTotpSecret, pendingTotpSecret: null, lastTotpStep: step },
    'aplikasi autentikator',
  )
  return ok({ done: true, ...extra })
}

/** A locked step or a used-up address limit: the answer; otherwise null, the attempt counted. */
async function refusedAttempt(req: PayloadRequest, record: FactorRecord) {
  if (isLocked(record)) return refuse(429, M.locked)
  const limited = await takeSecondStepSlot(req)
  return limited ? refuse(429, limited) : null
}

/** The second step with a TOTP code or a recovery code. */
const verifyCode: Handler = async (req, staff) => {
  const record = await factorsOf(req, staff.id)
  const refused = await refusedAttempt(req, record)
  if (refused) return refused
  const recovery = field(req, 'recoveryCode')
  if (recovery !== undefined) {
    const left = spendRecoveryCode(record, recovery)
    if (!left) return wrong(req, staff, record, M.recoveryWrong)
    await secondStepPassed(req, staff, record, { recoveryCodes: left })
    await audit(
      req,
      staff,
      'second-factor-recovery-code',
      `users #${String(staff.id)}: sisa ${left.length}`,
    )
    return ok({ done: true, recoveryCodesLeft: left.length })
  }
  const step = await checkTotp(record, field(req, 'code'))
  if (step === null) return wrong(req, staff, record, M.codeWrong)
  await secondStepPassed(req, staff, record, { lastTotpStep: step })
  return ok({ done: true })
}

async function wrong(
  req: PayloadRequest,
  staff: Staff,
  record: Parameters<typeof secondStepFailed>[2],
  message: string,
) {
  const outcome = await secondStepFailed(req, staff, record)
  return outcome === 'locked' ? refuse(429, M.locked) : refuse(400, message)
}

const passkeyRegisterOptions: Handler = async (req, staff) => {
  const record = await factorsOf(req, staff.id)
  const options = await registrationOptions(
    { ...staff, collection: 'users' },
    record.passkeys ?? [],
  )
  await saveFactors(req, record, { challenge: challengeFor('register', options.challenge) })
  return ok(options)
}

const passkeyRegister: Handler = async (req, staff) => {
  const record = await factorsOf(req, staff.id)
  const challenge = liveChallenge(record.challenge, 'register')
  if (!challenge) return refuse(400, M.challengeExpired)
  const passkey = await verifyRegistration(field(req, 'response'), challenge).catch(() => null)
  if (!passkey) return refuse(400, M.passkeyFailed)
  const extra = await factorAdded(
    req,
    staff,
    record,
    { passkeys: [...(record.passkeys ?? []), passkey], challenge: null },
    'passkey',
  )
  return ok({ done: true, ...extra })
}

const passkeyLoginOptions: Handler = async (req, staff) => {
  const record = await factorsOf(req, staff.id)
  if (isLocked(record)) return refuse(429, M.locked)
  if (!record.passkeys?.length) return refuse(400, M.passkeyUnknown)
  const options = await authenticationOptions(record.passkeys)
  await saveFactors(req, record, { challenge: challengeFor('login', options.challenge) })
  return ok(options)
}

const passkeyLogin: Handler = async (req, staff) => {
  const record = await factorsOf(req, staff.id)
  const refused = await refusedAttempt(req, record)
  if (refused) return refused
  const challenge = liveChallenge(record.challenge, 'login')
  if (!challenge) return refuse(400, M.challengeExpired)
  const response = field(req, 'response') as { id?: unknown } | undefined
  const passkey = (record.passkeys ?? []).find((p) => p.id === response?.id)
  if (!passkey) return wrong(req, staff, record, M.passkeyUnknown)
  const counter = await verifyAuthentication(response, challenge, passkey).catch(() => null)
  if (counter === null) return wrong(req, staff, record, M.passkeyFailed)
  const passkeys = (record.passkeys ?? []).map((p) => (p.id === passkey.id ? { ...p, counter } : p))
  await secondStepPassed(req, staff, record, { passkeys, challenge: null })
  return ok({ done: true })
}

const newCodes: Handler = async (req, staff) => {
  const record = await factorsOf(req, staff.id)
  if (!hasAnyFactor(record)) return refuse(400, M.notEnrolled)
  const { codes, hashes } = freshRecoveryCodes()
  await saveFactors(req, record, { recoveryCodes: hashes })
  return ok({ recoveryCodes: codes })
}

/** Removes the TOTP app (`factor: 'totp'`) or one passkey (`factor: 'passkey', id`). */
const removeFactor: Handler = async (req, staff) => {
  const record = await factorsOf(req, staff.id)
  const factor = field(req, 'factor')
  const id = field(req, 'id')
  const passkeys = record.passkeys ?? []
  const next =
    factor === 'totp' && record.totpSecret
      ? { ...record, totpSecret: null, lastTotpStep: null }
      : factor === 'passkey' && passkeys.some((p) => p.id === id)
        ? { ...record, passkeys: passkeys.filter((p) => p.id !== id) }
        : null
  if (!next) return refuse(404, M.notFound)
  const last = !hasAnyFactor(next)
  if (last && mustHaveSecondFactor(staff, env().isProduction)) return refuse(400, M.lastFactor)
  const { id: _recordId, ...data } = next
  await saveFactors(req, record, last ? { ...data, recoveryCodes: [] } : data)
  if (last) await clearEnrolment(req, staff.id)
  await audit(req, staff, 'second-factor-remove', `users #${String(staff.id)}: ${String(factor)}`)
  return ok({ done: true })
}

/**
 * A lost factor: another admin removes every factor of a staff account and ends its sessions;
 * the member enrols again at the next login.
 */
const resetFactors: Handler = async (req, staff) => {
  if (!hasRole(staff, 'admin')) return refuse(403, M.adminOnly)
  const target = req.routeParams?.id
  if (typeof target !== 'string' && typeof target !== 'number') return refuse(400, M.badInput)
  if (String(target) === String(staff.id)) return refuse(400, M.notYourself)
  const account = await req.payload.db.findOne<{ id: number; email: string }>({
    collection: 'users',
    req,
    where: { id: { equals: target } },
  })
  if (!account) return refuse(404, M.notFound)
  await deleteFactors(req, account.id)
  await clearEnrolment(req, account.id, { endSessions: true })
  await audit(req, staff, 'second-factor-reset', `users #${String(account.id)} (${account.email})`)
  return ok({ done: true })
}

const ANY: SecondStepState[] = ['done', 'pending', 'enrol']
const SETUP: SecondStepState[] = ['done', 'enrol']

export const secondFactorEndpoints: Endpoint[] = [
  { path: '/mfa', method: 'get', handler: forStaff(ANY, status) },
  { path: '/mfa/totp/setup', method: 'post', handler: forStaff(SETUP, totpSetup) },
  { path: '/mfa/totp/confirm', method: 'post', handler: forStaff(SETUP, totpConfirm) },
  { path: '/mfa/verify', method: 'post', handler: forStaff(['pending'], verifyCode) },
  {
    path: '/mfa/passkey/register-options',
    method: 'post',
    handler: forStaff(SETUP, passkeyRegisterOptions),
  },
  { path: '/mfa/passkey/register', method: 'post', handler: forStaff(SETUP, passkeyRegister) },
  {
    path: '/mfa/passkey/login-options',
    method: 'post',
    handler: forStaff(['pending'], passkeyLoginOptions),
  },
  { path: '/mfa/passkey/login', method: 'post', handler: forStaff(['pending'], passkeyLogin) },
  { path: '/mfa/recovery-codes', method: 'post', handler: forStaff(['done'], newCodes) },
  { path: '/mfa/remove', method: 'post', handler: forStaff(['done'], removeFactor) },
  { path: '/mfa/reset/:id', method: 'post', handler: forStaff(['done'], resetFactors) },
]
