import { AUTH_MESSAGES } from '@/features/admissions/auth/messages'
import { registerApplicant } from '@/features/admissions/auth/register'
import { parseForm, registerSchema } from '@/features/admissions/auth/schemas'
import { readPrivacyNotice } from '@/features/privacy/notice'
import { fieldErrors, legacyAccountPost, readFields } from '@/features/legacy-api/respond'
import { apiJson } from '@/lib/api-response'
import { getPayloadClient } from '@/lib/payload'

const consented = (value: unknown) =>
  value === true || value === 'on' || value === 'true' || value === '1'

// §7 POST old/auth/register: the same registration as /daftar/buat-akun, consent to the current
// privacy notice included (never implied); the result is at data.data.
export const POST = legacyAccountPost(handle, 'Registration failed')

async function handle(request: Request) {
  const body = await readFields(request)
  if (!body)
    return apiJson({ status: 400, message: 'Kirim data pendaftaran sebagai JSON atau formulir.' })
  const payload = await getPayloadClient()
  const notice = await readPrivacyNotice(payload)
  const parsed = parseForm(registerSchema, {
    fullName: body.fullName ?? body.name,
    email: body.email,
    whatsapp: body.whatsapp ?? body.phone,
    password: body.password,
    passwordConfirm: body.passwordConfirm ?? body.password,
    consent: consented(body.consent) ? 'on' : undefined,
    consentVersion: String(body.consentVersion ?? notice.version),
  })
  if (!parsed.ok) return fieldErrors(parsed.errors)
  const result = await registerApplicant(payload, parsed.data, request.headers)
  if (!result.ok) return fieldErrors(result.errors ?? {}, result.message)
  return apiJson({
    status: 201,
    message: AUTH_MESSAGES.registered(result.email),
    data: { data: { str_email: result.email, verified: false } },
  })
}
