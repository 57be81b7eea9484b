/** One call to /api/pendaftar/passkey/{step}: the envelope's status, message and data. */
export async function callPasskey<T = unknown>(step: string, body: unknown = {}) {
  const response = await fetch(`/api/pendaftar/passkey/${step}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const json = (await response.json().catch(() => null)) as {
    meta?: { status: number; message: string }
    data?: T
  } | null
  return {
    ok: response.ok,
    message: json?.meta?.message ?? '',
    data: (json?.data ?? null) as T | null,
  }
}
