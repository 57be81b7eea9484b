import 'server-only'
import { apiJson } from '@/lib/api-response'

/** A legacy account call's answer (never stored: it may carry a token or personal data). */
export const legacyJson = (status: number, message: string, data: unknown = null, init?: { headers?: Record<string, string> }) =>
  apiJson({ status, message, data, headers: init?.headers })

/** The JSON or form body of a legacy POST as plain fields; null when it cannot be read. */
export async function readFields(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const type = request.headers.get('content-type') ?? ''
    if (type.includes('application/json')) {
      const body = (await request.json()) as unknown
      return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null
    }
    return Object.fromEntries((await request.formData()).entries())
  } catch {
    return null
  }
}
