import { loginApplicant } from '@/features/admissions/auth/login'
import { AUTH_MESSAGES } from '@/features/admissions/auth/messages'
import { loginSchema, parseForm } from '@/features/admissions/auth/schemas'
import { setApplicantCookie } from '@/features/admissions/auth/session-cookie'
import { readFields } from '@/features/legacy-api/respond'
import { apiJson } from '@/lib/api-response'
import { getPayloadClient } from '@/lib/payload'

const STATUS = { credentials: 401, unverified: 403, 'rate-limited': 429 } as const

// §7 POST old/auth/login: the same login as /daftar/login (lockout, per-IP limit, session cookie);
// the user is at data.data with str_email, failures carry the server's message.
export async function POST(request: Request) {
  try {
    return await handle(request)
  } catch (error) {
    // §8: the client shows the server's message, or this one.
    console.error('Panggilan akun lama gagal', error)
    return apiJson({ status: 500, message: 'Login failed' })
  }
}

async function handle(request: Request) {
  const body = await readFields(request)
  if (!body)
    return apiJson({
      status: 400,
      message: 'Kirim email dan kata sandi sebagai JSON atau formulir.',
    })
  const parsed = parseForm(loginSchema, { email: body.email, password: body.password })
  if (!parsed.ok)
    return apiJson({
      status: 400,
      message: AUTH_MESSAGES.fixFields,
      data: { errors: parsed.errors },
    })
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
