import type { IncomingMessage } from 'node:http'
import { isIP } from 'node:net'
import proxyaddr from 'proxy-addr'

/*
 * Who sent a request. Route handlers never see the socket, so the app's own server
 * (scripts/server.ts) decides before Next.js does: it takes the socket address, follows
 * X-Forwarded-For only through the proxies named in TRUST_PROXY (Express's proxy-addr), and
 * overwrites X-Forwarded-For with that one address. `clientIp` then reads it back. Without
 * TRUST_PROXY no forwarded header is believed, so a client cannot choose its rate-limit bucket
 * or the sender address stored with its message.
 */

/** The names proxy-addr knows besides addresses and CIDR ranges. */
const NAMES = new Set(['loopback', 'linklocal', 'uniquelocal'])

/** `TRUST_PROXY` as a list: comma-separated addresses, CIDR ranges or names; empty/`none` = trust nobody. */
export function parseTrustProxy(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (entries.length === 1 && entries[0] === 'none') return []
  return entries
}

/** The entries proxy-addr refuses, for the configuration check (empty when all are valid). */
export function invalidTrustEntries(entries: string[]): string[] {
  return entries.filter((entry) => {
    if (NAMES.has(entry)) return false
    try {
      proxyaddr.compile(entry)
      return false
    } catch {
      return true
    }
  })
}

export type TrustRule = (address: string, hop: number) => boolean

export const compileTrust = (entries: string[]): TrustRule => proxyaddr.compile(entries)

/** The client's address: the socket's, or the nearest untrusted hop of X-Forwarded-For behind trusted proxies. */
export function requestClientAddress(
  request: IncomingMessage,
  trust: TrustRule,
): string | undefined {
  if (!request.socket?.remoteAddress) return undefined
  return normalize(proxyaddr(request as Parameters<typeof proxyaddr>[0], trust))
}

/** Headers a client may send but only a trusted proxy may set: dropped or overwritten. */
const PROXY_HEADERS = [
  'x-real-ip',
  'forwarded',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
]

/**
 * Done by the app's server before Next.js sees a request: X-Forwarded-For becomes the one client
 * address (`clientIp` reads it back), X-Real-IP is never believed, and the other forwarded
 * headers are kept only from a trusted proxy.
 */
export function rewriteForwardedHeaders(request: IncomingMessage, trust: TrustRule): void {
  const peer = request.socket?.remoteAddress ?? ''
  const peerTrusted = peer !== '' && trust(peer, 0)
  request.headers['x-forwarded-for'] = requestClientAddress(request, trust) ?? ''
  delete request.headers['x-real-ip']
  if (!peerTrusted) for (const name of PROXY_HEADERS) delete request.headers[name]
}

/** IPv4 clients of a dual-stack socket show as ::ffff:a.b.c.d; store the plain IPv4 form. */
function normalize(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  return mapped ? mapped[1]! : address
}

/**
 * The sender's address as the app's server left it in X-Forwarded-For (one address). Anything
 * that is not an IP address is ignored, so no header can store arbitrary text. Without it: null.
 */
export function clientIp(headers: Pick<Headers, 'get'>): string | null {
  const value = headers
    .get('x-forwarded-for')
    ?.split(',')[0]
    ?.trim()
    .replace(/^\[(.*)\]$/, '$1')
  return value && isIP(value) ? value : null
}
