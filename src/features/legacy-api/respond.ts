import 'server-only'

import { AUTH_MESSAGES } from '@/features/admissions/auth/messages'
import { apiJson } from '@/lib/api-response'
import { sameOriginOnly } from '@/lib/same-origin'

/** The JSON or form body of a legacy POST as plain fields; null when it cannot be read. */
export async function readFields(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const type = request.headers.get('content-type') ?? ''
    if (type.includes('application/json')) {
      const body = (await request.json()) as unknown
      return body && typeof body === 'object' && !Array.isArray(body)
        ? (body as Record<string, unknown>)
        : null
    }
    return Object.fromEntries((await request.formData()).entries())
  } catch {
    return null
  }
}

/**
 * A legacy account POST: refused when another site's page sent it (login CSRF), and an unexpected
 * failure is logged and answered in the envelope with the client's fallback message (the old
 * client shows the server's message, or this one).
 */
export function legacyAccountPost(
  handle: (request: Request) => Promise<Response>,
  failureMessage: string,
): (request: Request) => Promise<Response> {
  return sameOriginOnly(async (request: Request) => {
    try {
      return await handle(request)
    } catch (error) {
      console.error('Panggilan akun lama gagal', error)
      return apiJson({ status: 500, message: failureMessage })
    }
  })
}

/** Fields the user must fix, in the legacy envelope: the shared message and each field's error. */
export function fieldErrors(
  errors: Record<string, string | undefined>,
  message?: string,
): Response {
  return apiJson({
    status: 400,
    message: message ?? AUTH_MESSAGES.fixFields,
    data: { errors },
  })
}
