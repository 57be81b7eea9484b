/**
 * The request headers a payment log keeps: an allow-list, so a credential (Authorization,
 * Xendit's x-callback-token, a signature) never reaches the log whatever a provider sends.
 */
const KEPT = new Set([
  'content-type',
  'content-length',
  'user-agent',
  'x-forwarded-for',
  'x-real-ip',
  'x-request-id',
  'webhook-id',
])

export function safeHeaders(
  headers: Headers | Record<string, string | string[] | undefined> | undefined,
): Record<string, string> {
  if (!headers) return {}
  const entries: [string, unknown][] =
    headers instanceof Headers ? [...headers.entries()] : Object.entries(headers)
  const kept: Record<string, string> = {}
  for (const [name, value] of entries) {
    const key = name.toLowerCase()
    if (KEPT.has(key) && value !== undefined)
      kept[key] = Array.isArray(value) ? value.join(', ') : String(value)
  }
  return kept
}
