import { APIError, ValidationError, type CollectionAfterLoginHook, type CollectionBeforeOperationHook, type PayloadRequest, type Where } from 'payload'
import { isApplicantUser } from '@/access/applicants'
import { passwordProblem } from '@/features/admissions/auth/password-policy'
import { refundAccountSlot, takeAccountSlot, tooManyAttemptsMessage, type AccountAction } from '@/features/admissions/auth/rate-limit'
import { clientIp } from '@/lib/client-address'

const LIMITED: Partial<Record<string, AccountAction>> = {
  login: 'login',
  create: 'register',
  forgotPassword: 'forgotPassword',
  resetPassword: 'resetPassword',
}

type Args = { data?: Record<string, unknown>; id?: number | string }

// Marks a request whose login attempt was counted, so only that one is given back on success.
const LOGIN_COUNTED = 'applicantLoginCounted'

/**
 * Runs before every operation on applicant accounts, whether it comes from our pages, Payload's
 * REST or GraphQL endpoints or the admin: per-IP limits on login, registration and password
 * reset, and the password policy wherever a password is set.
 */
export const protectAccounts: CollectionBeforeOperationHook = async ({ args, operation, overrideAccess, req }) => {
  const action = LIMITED[operation]
  // Trusted server code (seeding, tests, staff tools) passes overrideAccess: true; staff are not visitors.
  if (action && overrideAccess !== true && !isStaff(req)) {
    const slot = await takeAccountSlot(action, clientIp(req.headers))
    if (!slot.allowed) throw new APIError(tooManyAttemptsMessage(slot.retryAfter), 429, null, true)
    if (action === 'login') req.context[LOGIN_COUNTED] = true
  }
  const { data, id } = args as Args
  if ((operation === 'create' || operation === 'update' || operation === 'resetPassword') && data?.password !== undefined) {
    const email = typeof data.email === 'string' ? data.email : await currentEmail(req, operation, id, data)
    const problem = passwordProblem(data.password, { email, fullName: typeof data.fullName === 'string' ? data.fullName : null })
    if (problem) throw new ValidationError({ collection: 'applicants', errors: [{ path: 'password', message: problem }] })
  }
  return args
}

/** A successful login does not use up its address's limit: only failures count (a class logging in together). */
export const refundSuccessfulLogin: CollectionAfterLoginHook = async ({ req }) => {
  if (req.context[LOGIN_COUNTED] !== true) return
  delete req.context[LOGIN_COUNTED]
  await refundAccountSlot('login', clientIp(req.headers))
}

const isStaff = (req: PayloadRequest) => Boolean(req.user) && !isApplicantUser(req.user as never)

/** The email of the account whose password changes: by id on update, by the reset link's token on reset. */
async function currentEmail(req: PayloadRequest, operation: string, id: unknown, data: Record<string, unknown>): Promise<string | null> {
  const where: Where | null =
    operation === 'resetPassword' && typeof data.token === 'string'
      ? { resetPasswordToken: { equals: data.token } }
      : operation === 'update' && (typeof id === 'number' || typeof id === 'string')
        ? { id: { equals: id } }
        : null
  if (!where) return null
  const doc = await req.payload.db.findOne<{ id: number; email?: string }>({ collection: 'applicants', req, where })
  return doc?.email ?? null
}
