'use client'

import { errorOf } from '@/components/admin/admin-action'

/** Base of the second-factor endpoints (src/features/accounts/second-factor/endpoints.ts). */
export const MFA_API = '/api/cms/users/mfa'

/** POSTs `body` to an MFA endpoint; the JSON answer, or the server's Indonesian message. */
export async function callMfa<T>(
  path: string,
  body: unknown = {},
): Promise<{ ok: true; data: T } | { ok: false; message: string }> {
  const res = await fetch(`${MFA_API}${path}`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).catch(() => null)
  if (!res) return { ok: false, message: 'Tidak dapat terhubung ke server. Coba lagi.' }
  return res.ok
    ? { ok: true, data: (await res.json()) as T }
    : { ok: false, message: await errorOf(res) }
}

/** A full load, so the server renders the admin again for the session's new state. */
export const goTo = (path: string) => window.location.assign(path)
