import { REVIEW_MESSAGES } from '@/features/admissions/application/messages'

export type Posted<T> = { ok: true; data: T } | { ok: false; message: string }

/**
 * POSTs JSON to one of the review endpoints with the staff session; the server's Indonesian
 * message on refusal, a plain one when the server cannot be reached.
 */
export async function postJson<T>(url: string, body: unknown = {}): Promise<Posted<T>> {
  const res = await fetch(url, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  }).catch(() => null)
  if (!res) return { ok: false, message: REVIEW_MESSAGES.network }
  const json = (await res.json().catch(() => null)) as
    (T & { errors?: { message?: string }[] }) | null
  if (res.ok && json) return { ok: true, data: json }
  return { ok: false, message: json?.errors?.[0]?.message ?? REVIEW_MESSAGES.failed }
}
