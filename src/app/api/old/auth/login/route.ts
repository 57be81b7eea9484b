import { loginApplicant } from '@/features/admissions/auth/login'
import { loginSchema, parseForm } from '@/features/admissions/auth/schemas'
import { setApplicantCookie } from '@/features/admissions/auth/session-cookie'
import { fieldErrors, legacyAccountPost, readFields } from '@/features/legacy-api/respond'
import { apiJson } from '@/lib/api-response'
import { getPayloadClient } from '@/lib/payload'

const STATUS = { credentials: 401, unverified: 403, 'rate-limited': 429 } as const

// §7 POST old/auth/login: the same login as /daftar/login (lockout, per-IP limit, session cookie);
// the user is at data.data with str_email, failures carry the server's message.
export const POST = legacyAccountPost(handle, 'Login failed')

async function handle(request: Request) {
  const body = await readFields(request)
  if (!body)
    return apiJson({
      status: 400,
      message: 'Kirim email dan kata sandi sebagai JSON atau formulir.',
    })
  const parsed = parseForm(loginSchema, { email: body.email, password: body.password })
  if (!parsed.ok) return fieldErrors(parsed.errors)
  const payload = await getPayloadClient()
  const result = await loginApplicant(payload, parsed.data, request.headers)
  if (!result.ok) return apiJson({ status: STATUS[result.reason], message: result.message })
  await setApplicantCookie(payload, result.token)
  return apiJson({
    status: 200,
    message: 'Login berhasil',
    data: { data: { str_email: result.email, access_token: result.token, loggedIn: true } },
  })
}
