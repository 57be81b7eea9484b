import type { PayloadRequest } from 'payload'
import { limitKeys } from '@/features/accounts/protect'
import {
  refundAccountSlot,
  takeAccountSlot,
  tooManyAttemptsMessage,
} from '@/features/accounts/rate-limit'
import { auditStaffAccess } from '@/features/privacy/audit'
import type { AuditAction } from '@/features/privacy/messages'
import { env } from '@/lib/env'
import { consumeRecoveryCode, newRecoveryCodes } from './recovery-codes'
import { openSecret } from './secret-box'
import { endSession, enrolFirstFactor, markSecondStepDone } from './session'
import { type FactorRecord, hasAnyFactor, saveFactors } from './store'
import { verifyTotp } from './totp'

/** Wrong codes in a row before the second step locks, and for how long. */
export const SECOND_STEP_LOCK = { maxFailures: 6, lockMs: 15 * 60 * 1000 } as const

export type StaffSession = {
  id: number | string
  email: string
  collection: 'users'
  _sid?: string
}

const secret = () => env().payloadSecret

export const audit = (req: PayloadRequest, staff: StaffSession, action: AuditAction, target = '') =>
  auditStaffAccess(req, action, target || `users #${String(staff.id)}`, undefined, {
    id: staff.id,
    email: staff.email,
  })

export const isLocked = (record: FactorRecord, now = Date.now()) =>
  Boolean(record.lockedUntil && new Date(record.lockedUntil).getTime() > now)

/**
 * Counts one second-step attempt against the same per-address limit as the password step
 * (ADR 0018), before any code is checked: the retry time when the limit is used up.
 */
export async function takeSecondStepSlot(req: PayloadRequest): Promise<string | null> {
  const slot = await takeAccountSlot('staffLogin', limitKeys('users', req.headers).ip)
  return slot.allowed ? null : tooManyAttemptsMessage(slot.retryAfter)
}

/** A right code gives its attempt back: only failures use the limit up (ADR 0018). */
export const refundSecondStepSlot = (req: PayloadRequest) =>
  refundAccountSlot('staffLogin', limitKeys('users', req.headers).ip)

/** A passed second step: the attempt is given back, the count of wrong codes starts again. */
export async function secondStepPassed(
  req: PayloadRequest,
  staff: StaffSession,
  record: FactorRecord,
  data: Partial<FactorRecord> = {},
) {
  await refundSecondStepSlot(req)
  await saveFactors(req, record, { ...data, failures: 0, lockedUntil: null })
  await markSecondStepDone(req, staff.id, staff._sid!)
}

/**
 * A wrong code. The sixth in a row locks the second step for SECOND_STEP_LOCK.lockMs and ends
 * this session: the member signs in again afterwards. Recorded in the access audit.
 */
export async function secondStepFailed(
  req: PayloadRequest,
  staff: StaffSession,
  record: FactorRecord,
): Promise<'wrong' | 'locked'> {
  const failures = (record.failures ?? 0) + 1
  if (failures < SECOND_STEP_LOCK.maxFailures) {
    await saveFactors(req, record, { failures })
    return 'wrong'
  }
  await saveFactors(req, record, {
    failures: 0,
    lockedUntil: new Date(Date.now() + SECOND_STEP_LOCK.lockMs).toISOString(),
  })
  await endSession(req, staff.id, staff._sid!)
  await audit(req, staff, 'second-factor-locked')
  return 'locked'
}

/** The time step of a valid code for the stored TOTP secret (never one used before), or null. */
export async function checkTotp(record: FactorRecord, code: unknown): Promise<number | null> {
  const plain = openSecret(record.totpSecret, secret())
  if (!plain) return null
  return verifyTotp(plain, code, { afterTimeStep: record.lastTotpStep ?? undefined })
}

/** The recovery codes left after using `code`, or null. */
export const spendRecoveryCode = (record: FactorRecord, code: unknown) =>
  consumeRecoveryCode(record.recoveryCodes ?? [], code, secret())

export const freshRecoveryCodes = () => newRecoveryCodes(secret())

/**
 * A factor was just confirmed. The first one of an account also brings recovery codes (shown
 * once, in this answer), ends every other session and counts this one as verified.
 */
export async function factorAdded(
  req: PayloadRequest,
  staff: StaffSession,
  before: FactorRecord,
  data: Partial<FactorRecord>,
  what: string,
): Promise<{ recoveryCodes?: string[] }> {
  const first = !hasAnyFactor(before)
  const codes = first ? freshRecoveryCodes() : null
  await saveFactors(req, before, { ...data, ...(codes ? { recoveryCodes: codes.hashes } : {}) })
  if (first) await enrolFirstFactor(req, staff.id, staff._sid!)
  await audit(req, staff, 'second-factor-enrol', `users #${String(staff.id)}: ${what}`)
  return codes ? { recoveryCodes: codes.codes } : {}
}
