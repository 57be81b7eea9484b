import crypto from 'node:crypto'
import {
  incrementLoginAttempts,
  type CollectionAfterChangeHook,
  type Field,
  type FieldAccess,
  type Payload,
  type PayloadRequest,
} from 'payload'
import { z } from 'zod'
import { hasRole } from '@/access/roles'
import { ACCOUNT_MAILS, ACCOUNT_MESSAGES, EMAIL_CHANGE_HOURS, type AccountKind } from './messages'
import { fieldError } from './field-error'
import { passwordMatches } from './password-hash'

/*
 * Changing the email or password of an account. The owner must give the current
 * password; a new email only replaces the old one once the link sent to it is opened, and the old
 * address is told. Staff acting on someone else's account (an admin resetting a colleague, the
 * admissions office correcting an applicant's typo) change it at once: the account's addresses
 * are told and the change is logged with who made it (ADR 0019).
 */

const EMAIL_CHANGE = 'accountEmailChange'
const CREDENTIAL_NOTICE = 'accountCredentialNotice'

type Account = {
  id: number | string
  email: string
  hash?: string
  salt?: string
  lockUntil?: string | null
  loginAttempts?: number
}
type EmailChange = { token: string; newEmail: string; oldEmail: string }
type Notice = {
  oldEmail: string
  emailChanged: boolean
  passwordChanged: boolean
  byStaff: boolean
}

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex')
const normal = (email: unknown) => (typeof email === 'string' ? email.trim().toLowerCase() : '')

/** Only the change this module prepares may write the pending email fields. */
const duringEmailChange: FieldAccess = ({ req }) => req.context?.[EMAIL_CHANGE] !== undefined

/** Fields both account collections carry for a change of email waiting for confirmation. */
export const credentialChangeFields = (kind: AccountKind): Field[] => [
  {
    name: 'currentPassword',
    label: 'Kata sandi saat ini',
    type: 'text',
    virtual: true,
    access: { read: () => false },
    admin: {
      description: 'Wajib diisi bila Anda mengganti email atau kata sandi akun Anda sendiri.',
      hidden: kind === 'applicants',
      condition: (data, _sibling, { user }) =>
        Boolean(
          user &&
          data?.id !== undefined &&
          String(data.id) === String(user.id) &&
          user.collection === kind,
        ),
    },
  },
  {
    name: 'pendingEmail',
    label: 'Email baru (menunggu konfirmasi)',
    type: 'email',
    access: { create: () => false, update: duringEmailChange },
    admin: {
      readOnly: true,
      position: 'sidebar',
      condition: (data) => Boolean(data?.pendingEmail),
    },
  },
  {
    name: 'pendingEmailToken',
    type: 'text',
    hidden: true,
    index: true,
    access: { create: () => false, update: duringEmailChange },
  },
  {
    name: 'pendingEmailExpires',
    type: 'date',
    hidden: true,
    access: { create: () => false, update: duringEmailChange },
  },
]

/** Whether the update changes the account of the person making it (never an admin's bulk update). */
function isOwnAccount(kind: AccountKind, req: PayloadRequest, id: unknown): boolean {
  const user = req.user as { id: number | string; collection?: string } | null
  if (!user || user.collection !== kind) return false
  if (id === undefined || id === null) return !hasRole(user as never, 'admin')
  return String(id) === String(user.id)
}

/**
 * Called from the collections' beforeOperation on update: checks the current password of an
 * owner's change and turns a new email into a pending one; remembers what to tell afterwards.
 */
export async function guardCredentialChange(
  kind: AccountKind,
  args: { data?: Record<string, unknown>; id?: unknown },
  req: PayloadRequest,
  overrideAccess: boolean | undefined,
) {
  const data = args.data
  if (!data) return
  const currentPassword = data.currentPassword
  delete data.currentPassword
  const wantsPassword = typeof data.password === 'string' && data.password !== ''
  if (!wantsPassword && data.email === undefined) return
  if (overrideAccess === true || !req.user) return
  const own = isOwnAccount(kind, req, args.id)
  const id = own ? (req.user as { id: number | string }).id : args.id
  if (id === undefined || id === null) return
  const account = await req.payload.db.findOne<Account>({
    collection: kind,
    req,
    where: { id: { equals: id } },
  })
  if (!account) return
  const newEmail = normal(data.email)
  const wantsEmail = data.email !== undefined && newEmail !== account.email
  if (!wantsEmail) delete data.email
  if (!wantsEmail && !wantsPassword) return

  if (!own) {
    // Staff on someone else's account: allowed by the collection's access, told and logged.
    const actor = req.user as { email?: string; collection?: string }
    const changes = [
      wantsEmail && `email diganti menjadi ${newEmail}`,
      wantsPassword && 'kata sandi diganti',
    ]
    req.payload.logger.info(
      `Akun ${kind} ${account.email} (id ${account.id}): ` +
        `${changes.filter(Boolean).join(', ')} oleh ${actor.collection}:${actor.email}`,
    )
    req.context[CREDENTIAL_NOTICE] = {
      oldEmail: account.email,
      emailChanged: wantsEmail,
      passwordChanged: wantsPassword,
      byStaff: true,
    } satisfies Notice
    return
  }

  if (typeof currentPassword !== 'string' || currentPassword === '')
    throw fieldError(kind, 'currentPassword', ACCOUNT_MESSAGES.currentPasswordMissing)
  if (!(await passwordMatches(account, currentPassword))) {
    // Counts like a failed login, so this field cannot be used to guess the password.
    await incrementLoginAttempts({
      collection: req.payload.collections[kind].config,
      payload: req.payload,
      user: account as never,
    })
    throw fieldError(kind, 'currentPassword', ACCOUNT_MESSAGES.currentPasswordWrong)
  }
  if (wantsEmail) {
    if (!z.email().safeParse(newEmail).success)
      throw fieldError(kind, 'email', ACCOUNT_MESSAGES.invalidEmail)
    const token = crypto.randomBytes(32).toString('hex')
    delete data.email
    data.pendingEmail = newEmail
    data.pendingEmailToken = sha256(token)
    data.pendingEmailExpires = new Date(Date.now() + EMAIL_CHANGE_HOURS * 3600_000).toISOString()
    req.context[EMAIL_CHANGE] = { token, newEmail, oldEmail: account.email } satisfies EmailChange
  }
  if (wantsPassword)
    req.context[CREDENTIAL_NOTICE] = {
      oldEmail: account.email,
      emailChanged: false,
      passwordChanged: true,
      byStaff: false,
    } satisfies Notice
}

/** After the change is saved: the confirmation link to the new address and notices to the old one. */
export const tellAboutCredentialChange =
  (kind: AccountKind): CollectionAfterChangeHook =>
  async ({ doc, req }) => {
    const name =
      (doc as { name?: string; fullName?: string }).fullName ?? (doc as { name?: string }).name
    const change =
      typeof req.context[EMAIL_CHANGE] === 'object'
        ? (req.context[EMAIL_CHANGE] as EmailChange)
        : undefined
    const notice = req.context[CREDENTIAL_NOTICE] as Notice | undefined
    delete req.context[EMAIL_CHANGE]
    delete req.context[CREDENTIAL_NOTICE]
    const mails = []
    if (change) {
      mails.push(ACCOUNT_MAILS.confirmNewEmail(kind, change.newEmail, name, change.token))
      mails.push(ACCOUNT_MAILS.emailChangeRequested(kind, change.oldEmail, name, change.newEmail))
    }
    if (notice?.emailChanged)
      mails.push(ACCOUNT_MAILS.emailChanged(kind, notice.oldEmail, name, doc.email, notice.byStaff))
    if (notice?.passwordChanged)
      mails.push(ACCOUNT_MAILS.passwordChanged(kind, doc.email, name, notice.byStaff))
    for (const mail of mails) await req.payload.sendEmail(mail)
    return doc
  }

export type EmailChangeResult = {
  ok: boolean
  reason: 'done' | 'invalid' | 'taken'
  message: string
}

/** Opens the link sent to a new address: the pending email replaces the old one, which is told. */
export async function confirmEmailChange(
  payload: Payload,
  kind: AccountKind,
  token: string,
): Promise<EmailChangeResult> {
  const invalid = {
    ok: false,
    reason: 'invalid',
    message: ACCOUNT_MESSAGES.emailChangeInvalid,
  } as const
  if (!/^[a-f0-9]{64}$/.test(token)) return invalid
  const account = await payload.db.findOne<
    Account & {
      pendingEmail?: string | null
      pendingEmailExpires?: string | null
      fullName?: string
      name?: string
    }
  >({
    collection: kind,
    where: { pendingEmailToken: { equals: sha256(token) } },
  })
  if (
    !account?.pendingEmail ||
    !account.pendingEmailExpires ||
    new Date(account.pendingEmailExpires) < new Date()
  )
    return invalid
  const cleared = { pendingEmail: null, pendingEmailToken: null, pendingEmailExpires: null }
  const taken = await payload.db.findOne<Account>({
    collection: kind,
    where: { email: { equals: account.pendingEmail } },
  })
  if (taken) {
    await payload.db.updateOne({
      collection: kind,
      id: account.id,
      data: cleared,
      returning: false,
    })
    return { ok: false, reason: 'taken', message: ACCOUNT_MESSAGES.emailChangeTaken }
  }
  await payload.update({
    collection: kind,
    id: account.id,
    data: {
      email: account.pendingEmail,
      ...cleared,
      ...(kind === 'applicants' ? { _verified: true } : {}),
    } as never,
    overrideAccess: true,
    context: { [EMAIL_CHANGE]: 'confirmed' },
  })
  await payload.sendEmail(
    ACCOUNT_MAILS.emailChanged(
      kind,
      account.email,
      account.fullName ?? account.name,
      account.pendingEmail,
      false,
    ),
  )
  return { ok: true, reason: 'done', message: ACCOUNT_MESSAGES.emailChangeDone }
}
