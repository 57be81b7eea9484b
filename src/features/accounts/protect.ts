import {
  APIError,
  AuthenticationError,
  type CollectionAfterErrorHook,
  type CollectionAfterLoginHook,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
  type Where,
} from 'payload'
import { isApplicantUser } from '@/access/applicants'
import {
  refundAccountSlot,
  takeAccountSlot,
  tooManyAttemptsMessage,
  type AccountAction,
} from './rate-limit'
import { countLoginFailure } from '@/features/observability/metrics'
import { clientIp } from '@/lib/client-address'
import { payloadErrorStatus } from '@/lib/payload-errors'
import { guardCredentialChange } from './credential-change'
import { fieldError } from './field-error'
import type { AccountKind } from './messages'
import { passwordProblem } from './password-policy'
import { spendPasswordCheck } from './password-hash'

type Options = {
  kind: AccountKind
  nameField: string
  loginLimit: Extract<AccountAction, 'login' | 'staffLogin'>
}
type Args = { data?: Record<string, unknown>; id?: number | string }

// Marks a login request, so that its refusal is counted in /metrics.
const LOGIN_ATTEMPT = 'accountLoginAttempt'
// Marks a request whose login attempt was counted, so only that one is given back on success.
const LOGIN_COUNTED = 'accountLoginCounted'
/** Set by callers that already took the attempt's slot (a reset requested in the background). */
export const ATTEMPT_COUNTED = 'accountAttemptCounted'

const normalEmail = (value: unknown) =>
  typeof value === 'string' ? value.trim().toLowerCase() : ''
const isStaff = (req: PayloadRequest) => Boolean(req.user) && !isApplicantUser(req.user as never)

/** The limiter keys of one account collection: per address, and per address and email. */
export const limitKeys = (kind: AccountKind, headers: Pick<Headers, 'get'>, email?: unknown) => {
  const ip = clientIp(headers) ?? 'tanpa-ip'
  return { ip: `${kind}|${ip}`, account: `${kind}|${ip}|${normalEmail(email)}` }
}

/** Counts one attempt of `action` from the request's address; a 429 with an Indonesian message when it is over. */
export async function takeSlotOrThrow(action: AccountAction, key: string) {
  const slot = await takeAccountSlot(action, key)
  if (!slot.allowed) throw new APIError(tooManyAttemptsMessage(slot.retryAfter), 429, null, true)
}

/**
 * The protection both account collections share, whether a request comes from our pages,
 * Payload's REST or GraphQL endpoints or the admin:
 * - per-address limits on login, registration and password reset, and on login a limit per
 *   address and email below the account lockout, so one address cannot lock anyone out;
 * - an unknown or locked account costs a login the same time as a real one and reads the same
 *   (Payload answers those before hashing, and says "locked");
 * - the password policy wherever a password is set;
 * - the current password and a confirmed new address when owners change their email or password.
 */
export function accountProtection({ kind, nameField, loginLimit }: Options) {
  const LIMITED: Partial<Record<string, AccountAction>> = {
    login: loginLimit,
    create: 'register',
    forgotPassword: 'forgotPassword',
    resetPassword: 'resetPassword',
  }

  const beforeOperation: CollectionBeforeOperationHook = async ({
    args,
    operation,
    overrideAccess,
    req,
  }) => {
    const { data, id } = args as Args
    const action = LIMITED[operation]
    // Trusted server code (seeding, tests, staff tools) passes overrideAccess: true; staff are not visitors.
    const counted =
      action && overrideAccess !== true && !isStaff(req) && req.context[ATTEMPT_COUNTED] !== true
    if (counted) {
      const keys = limitKeys(kind, req.headers, data?.email)
      await takeSlotOrThrow(action, keys.ip)
      if (operation === 'login') {
        await takeSlotOrThrow('loginPerAccount', keys.account)
        req.context[LOGIN_COUNTED] = true
      }
    }
    if (operation === 'login') {
      req.context[LOGIN_ATTEMPT] = true
      await sameWorkForEveryEmail(kind, req, data)
    }
    if (operation === 'update') await guardCredentialChange(kind, args as Args, req, overrideAccess)
    if (
      (operation === 'create' || operation === 'update' || operation === 'resetPassword') &&
      data?.password !== undefined
    ) {
      // A change or a reset sends the password alone: the account's email and name come from its row.
      const stored =
        typeof data.email === 'string' && typeof data[nameField] === 'string'
          ? null
          : await currentAccount(kind, req, operation, id, data)
      const text = (field: string) => {
        const value = typeof data[field] === 'string' ? data[field] : stored?.[field]
        return typeof value === 'string' ? value : null
      }
      const problem = passwordProblem(data.password, {
        email: text('email'),
        fullName: text(nameField),
      })
      if (problem) throw fieldError(kind, 'password', problem)
    }
    return args
  }

  /** A successful login does not use up its address's limits: only failures count (a class logging in together). */
  const afterLogin: CollectionAfterLoginHook = async ({ req, user }) => {
    if (req.context[LOGIN_COUNTED] !== true) return
    delete req.context[LOGIN_COUNTED]
    const keys = limitKeys(kind, req.headers, user.email)
    await refundAccountSlot(loginLimit, keys.ip)
    await refundAccountSlot('loginPerAccount', keys.account)
  }

  /** REST answers: the failure that locks an account reads like any other wrong password. */
  const afterError: CollectionAfterErrorHook = ({ error, req }) => {
    // Only REST and GraphQL errors reach this hook; the applicant's page counts its own (loginApplicant).
    if (req.context[LOGIN_ATTEMPT] === true && payloadErrorStatus(error) === 401)
      countLoginFailure(kind)
    if (payloadErrorStatus(error) === 401 && error.message === req.t('error:userLocked')) {
      return {
        response: { errors: [{ message: req.t('error:emailOrPasswordIncorrect') }] },
        status: 401,
      }
    }
  }

  return { beforeOperation, afterLogin, afterError }
}

/** Unknown and locked accounts get the password check's work too, and a locked one the ordinary answer. */
async function sameWorkForEveryEmail(
  kind: AccountKind,
  req: PayloadRequest,
  data: Record<string, unknown> | undefined,
) {
  const email = normalEmail(data?.email)
  if (!email) return
  const account = await req.payload.db.findOne<{ id: number | string; lockUntil?: string | null }>({
    collection: kind,
    req,
    where: { email: { equals: email } },
  })
  const locked = Boolean(account?.lockUntil && new Date(account.lockUntil) > new Date())
  if (account && !locked) return
  await spendPasswordCheck(data?.password)
  if (locked) throw new AuthenticationError(req.t)
}

/** The account whose password changes: by id on update, by the reset link's token on reset. */
async function currentAccount(
  kind: AccountKind,
  req: PayloadRequest,
  operation: string,
  id: unknown,
  data: Record<string, unknown>,
): Promise<Record<string, unknown> | null> {
  const where: Where | null =
    operation === 'resetPassword' && typeof data.token === 'string'
      ? { resetPasswordToken: { equals: data.token } }
      : operation === 'update' && (typeof id === 'number' || typeof id === 'string')
        ? { id: { equals: id } }
        : null
  if (!where) return null
  return req.payload.db.findOne<Record<string, unknown> & { id: number }>({
    collection: kind,
    req,
    where,
  })
}
