'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import type { Payload } from 'payload'
import { getPayloadClient } from '@/lib/payload'
import { safeReturnPath } from './session'
import { loginApplicant } from './login'
import { AUTH_MESSAGES } from './messages'
import { requestPasswordReset, resetPassword } from './password-reset'
import { registerApplicant } from './register'
import {
  emailSchema,
  loginSchema,
  parseForm,
  registerSchema,
  resetSchema,
  type FieldErrors,
} from './schemas'
import { endApplicantSession, setApplicantCookie } from './session-cookie'
import { resendVerification } from './verify'

/**
 * What an account form shows after a submission. `message` absent on failure means "no message
 * from the server": the form then shows the fixed fallback text. Typed values except passwords come
 * back so a page rendered without JavaScript keeps them.
 */
export type AuthFormState = {
  status: 'idle' | 'error' | 'done'
  message?: string
  errors?: FieldErrors
  values?: Record<string, string>
  reason?: string
  email?: string
  redirectTo?: string
}

const text = (form: FormData, name: string) => {
  const value = form.get(name)
  return typeof value === 'string' ? value : undefined
}
const fields = (form: FormData, names: string[]) =>
  Object.fromEntries(names.map((n) => [n, text(form, n)]))
const kept = (form: FormData, names: string[]) =>
  Object.fromEntries(names.map((n) => [n, text(form, n) ?? '']))
const requestHeaders = async () => new Headers(await headers())

async function guarded(
  values: Record<string, string>,
  work: () => Promise<AuthFormState>,
): Promise<AuthFormState> {
  try {
    return await work()
  } catch (error) {
    // Unexpected (database, mail server): logged for staff, the form shows its generic failure.
    console.error('Formulir akun pendaftar gagal diproses', error)
    return { status: 'error', values }
  }
}

export async function loginAction(_prev: AuthFormState, form: FormData): Promise<AuthFormState> {
  const values = kept(form, ['email'])
  const parsed = parseForm(loginSchema, fields(form, ['email', 'password']))
  if (!parsed.ok)
    return { status: 'error', message: AUTH_MESSAGES.fixFields, errors: parsed.errors, values }
  const to = safeReturnPath(text(form, 'kembali'))
  const state = await guarded(values, async () => {
    const payload = await getPayloadClient()
    const result = await loginApplicant(payload, parsed.data, await requestHeaders())
    if (!result.ok)
      return { status: 'error', message: result.message, reason: result.reason, values }
    await setApplicantCookie(payload, result.token)
    return { status: 'done', email: result.email, redirectTo: to }
  })
  // With JavaScript the page stores the email and navigates itself; without it, a redirect.
  if (state.status === 'done' && text(form, 'js') !== '1') redirect(to)
  return state
}

export async function registerAction(_prev: AuthFormState, form: FormData): Promise<AuthFormState> {
  const values = kept(form, ['fullName', 'email', 'whatsapp', 'consent'])
  const parsed = parseForm(
    registerSchema,
    fields(form, [
      'fullName',
      'email',
      'whatsapp',
      'password',
      'passwordConfirm',
      'consent',
      'consentVersion',
    ]),
  )
  if (!parsed.ok)
    return { status: 'error', message: AUTH_MESSAGES.fixFields, errors: parsed.errors, values }
  return guarded(values, async () => {
    const result = await registerApplicant(
      await getPayloadClient(),
      parsed.data,
      await requestHeaders(),
    )
    return result.ok
      ? { status: 'done', message: AUTH_MESSAGES.registered(result.email), email: result.email }
      : { status: 'error', message: result.message, errors: result.errors, values }
  })
}

export async function forgotPasswordAction(
  _prev: AuthFormState,
  form: FormData,
): Promise<AuthFormState> {
  return emailOnlyAction(form, requestPasswordReset)
}

export async function resetPasswordAction(
  _prev: AuthFormState,
  form: FormData,
): Promise<AuthFormState> {
  const parsed = parseForm(resetSchema, fields(form, ['token', 'password', 'passwordConfirm']))
  if (!parsed.ok)
    return {
      status: 'error',
      message: parsed.errors.token ? AUTH_MESSAGES.resetInvalid : AUTH_MESSAGES.fixFields,
      errors: parsed.errors,
    }
  const state = await guarded({}, async () => {
    const result = await resetPassword(
      await getPayloadClient(),
      parsed.data,
      await requestHeaders(),
    )
    return result.ok
      ? { status: 'done' }
      : {
          status: 'error',
          message: result.message,
          errors: result.errors,
          reason: result.invalidLink ? 'invalid-link' : undefined,
        }
  })
  if (state.status === 'done') redirect('/daftar/login?sandi=baru')
  return state
}

export async function resendVerificationAction(
  _prev: AuthFormState,
  form: FormData,
): Promise<AuthFormState> {
  return emailOnlyAction(form, resendVerification)
}

/** A form that asks only for an email (a reset link, a new verification link). */
async function emailOnlyAction(
  form: FormData,
  send: (
    payload: Payload,
    email: string,
    headers: Headers,
  ) => Promise<{ ok: boolean; message: string }>,
): Promise<AuthFormState> {
  const values = kept(form, ['email'])
  const parsed = parseForm(emailSchema, fields(form, ['email']))
  if (!parsed.ok)
    return { status: 'error', message: AUTH_MESSAGES.fixFields, errors: parsed.errors, values }
  return guarded(values, async () => {
    const result = await send(await getPayloadClient(), parsed.data.email, await requestHeaders())
    return { status: result.ok ? 'done' : 'error', message: result.message, values }
  })
}

/** POST only (a server action): a link or an image cannot log anyone out. */
export async function logoutAction(): Promise<void> {
  await endApplicantSession(await getPayloadClient(), await requestHeaders())
  redirect('/daftar/login?keluar=1')
}
