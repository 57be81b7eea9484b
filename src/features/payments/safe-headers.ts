/**
 * The request headers kept in a payment log: what helps to read a notification later, never
 * what proves it (Authorization, a callback token, a signature), which would let anyone who
 * reads the log forge the next one.
 */
const KEPT = ['content-type', 'content-length', 'user-agent', 'webhook-id', 'x-request-id']

export function safeHeaders(headers: Pick<Headers, 'get'>): Record<string, string> {
  const kept: Record<string, string> = {}
  for (const name of KEPT) {
    const value = headers.get(name)
    if (value) kept[name] = value.slice(0, 200)
  }
  return kept
}
