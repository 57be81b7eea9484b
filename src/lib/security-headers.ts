import { randomFillSync } from 'node:crypto'
import { SESSION_COOKIE } from './session-cookie-name'
/*
 * The headers the app's own server (scripts/server.ts) adds to answers Next.js produced. Why a
 * server and a per-response nonce instead of Next's own nonce support: docs/decisions/0016.
 */

/**
 * Embeds a visitor may allow (functional cookies): YouTube (no-cookie), Google Maps, and the
 * OpenStreetMap embed the campus location page shows by default.
 */
export const FRAME_HOSTS = [
  'https://www.youtube-nocookie.com',
  'https://www.google.com/maps/',
  'https://maps.google.com',
  'https://www.openstreetmap.org/export/embed.html',
] as const

export const HSTS = 'max-age=31536000; includeSubDomains'

/**
 * On every answer: set by next.config.ts `headers()` on Next.js's answers, and by the app's server
 * on those it gives itself (the 400 for a broken path, a 500).
 */
export const COMMON_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
} as const

/**
 * The Content-Security-Policy of an HTML answer. Scripts run only with this answer's nonce and
 * whatever those scripts load ('strict-dynamic'): no inline handlers, no `javascript:` URLs, no
 * scripts from other origins. Styles stay inline-capable: React style attributes and Payload's
 * admin set them. Development adds what `next dev` needs (eval for its source maps, the HMR socket).
 */
export function contentSecurityPolicy(nonce: string, dev = false): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${dev ? ' ws: wss:' : ''}`,
    `frame-src 'self' ${FRAME_HOSTS.join(' ')}`,
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ')
}

/** Paths whose answers carry an applicant's data, session or tokens, with or without credentials. */
const PERSONAL_PATHS = /^\/api\/(?:pendaftar|old\/auth)(?:\/|$)/

/** Payload's auth operations whose answer holds a session token or the signed-in account. */
const SESSION_ANSWERS = /\/(?:login|logout|me|refresh-token|reset-password|first-register)$/

/**
 * Whether an answer must never be stored by a browser or proxy cache: our applicant and legacy
 * auth APIs always, Payload's REST API whenever the request carries a session (JWT header,
 * API key or cookie) or asks for one (login, refresh, me, a password reset, the first admin).
 */
export function mustNotStore(
  pathname: string,
  headers: { authorization?: string; cookie?: string },
): boolean {
  if (PERSONAL_PATHS.test(pathname)) return true
  if (!pathname.startsWith('/api/cms/')) return false
  return (
    Boolean(headers.authorization) ||
    SESSION_COOKIE.test(headers.cookie ?? '') ||
    SESSION_ANSWERS.test(pathname)
  )
}

export const isHtml = (contentType: unknown): boolean =>
  typeof contentType === 'string' && contentType.startsWith('text/html')

/**
 * The tags that get the nonce: scripts, and links that preload a script (Next.js preloads its
 * chunks with `<link rel="preload" as="script">`, which script-src governs too). Stylesheet and
 * other links stay as they are.
 */
const SCRIPT = Buffer.from('<script')
const LINK = Buffer.from('<link')
const TAGS = [SCRIPT, LINK]
const LONGEST = Math.max(...TAGS.map((t) => t.length))
/** Bytes that may follow the tag name (space, tab, newline, `>`, `/`). */
const TAG_END = new Set([0x20, 0x09, 0x0a, 0x0d, 0x3e, 0x2f])
const SCRIPT_PRELOAD = /\sas="script"|\srel="modulepreload"/

/** Whether `tail` (shorter than the longest tag) could be the start of a tag still arriving. */
const couldBeTagStart = (tail: Buffer) =>
  tail.length <= LONGEST &&
  TAGS.some((t) => t.length >= tail.length && t.subarray(0, tail.length).equals(tail))

/**
 * Where the nonce goes in `data`: the offsets just after each `<script` and script-preload `<link`
 * tag name, ascending, and `limit`, the end of what can be decided now. Unless `final`, a tail that
 * may be an unfinished tag lies beyond `limit` and waits for the next chunk. Each tag name is
 * looked for with Buffer#indexOf (a native substring search): a page of ~240 kB has a few dozen
 * of them, and stopping at every `<` in JavaScript cost more than the rest of the answer's path.
 */
export function nonceSites(data: Buffer, final: boolean): { sites: number[]; limit: number } {
  let limit = data.length
  if (!final) {
    const lt = data.lastIndexOf(0x3c)
    if (lt !== -1 && couldBeTagStart(data.subarray(lt))) limit = lt
  }
  const sites: number[] = []
  for (let at = data.indexOf(LINK); at !== -1 && at < limit; at = data.indexOf(LINK, at + 1)) {
    const next = at + LINK.length
    if (next >= limit || !TAG_END.has(data[next]!)) continue
    const close = data.indexOf(0x3e, next)
    if (close === -1) {
      // The rest of this link tag is still to come: decide when it is complete.
      if (!final) limit = at
      break
    }
    if (SCRIPT_PRELOAD.test(data.toString('latin1', next, close))) sites.push(next)
  }
  const links = sites.length
  for (let at = data.indexOf(SCRIPT); at !== -1 && at < limit; at = data.indexOf(SCRIPT, at + 1)) {
    const next = at + SCRIPT.length
    if (next < limit && TAG_END.has(data[next]!)) sites.push(next)
  }
  return { sites: links ? sites.sort((a, b) => a - b) : sites, limit }
}

/** `data` cut at `sites`: the pieces between which the nonce attribute goes. */
export const splitAt = (data: Buffer, sites: number[]): Buffer[] =>
  sites.length === 0
    ? [data]
    : [...sites, data.length].map((end, i) => data.subarray(i ? sites[i - 1] : 0, end))

/** The pieces of `splitAt` joined with `attribute` between them. */
export function joinWith(parts: Buffer[], attribute: Buffer): Buffer {
  if (parts.length === 1) return parts[0]!
  const list: Buffer[] = []
  parts.forEach((part, i) => (i ? list.push(attribute, part) : list.push(part)))
  return Buffer.concat(list)
}

const NONCE_BYTES = 16

/**
 * A source of nonces: 128 random bits each, base64, cut from a buffer of random bytes filled
 * 256 nonces at a time. One `randomBytes(16)` per answer was 2.4 % of the server's CPU under load
 * (docs/benchmarks.md); the bytes come from the same CSPRNG and none is handed out twice.
 */
export function createNonceSource(
  perFill = 256,
  random: (pool: Buffer) => unknown = randomFillSync,
): () => string {
  const pool = Buffer.alloc(NONCE_BYTES * perFill)
  let next = pool.length
  return () => {
    if (next === pool.length) {
      random(pool)
      next = 0
    }
    const nonce = pool.toString('base64', next, next + NONCE_BYTES)
    next += NONCE_BYTES
    return nonce
  }
}

/** The attribute `nonceInjector` and the page cache (src/lib/nonce-pages.ts) add to each tag. */
export const nonceAttribute = (nonce: string) => Buffer.from(` nonce="${nonce}"`)

/**
 * Adds `nonce="…"` to every `<script` tag and script-preload `<link` tag of an HTML stream, chunk
 * by chunk. A chunk that ends inside a possible tag keeps that tail back until the next chunk
 * (or the end).
 */
export function nonceInjector(nonce: string) {
  const attribute = nonceAttribute(nonce)
  let carry = Buffer.alloc(0)
  return (chunk: Buffer, final: boolean): Buffer => {
    const data = carry.length ? Buffer.concat([carry, chunk]) : chunk
    const { sites, limit } = nonceSites(data, final)
    carry = Buffer.from(data.subarray(limit))
    return joinWith(splitAt(data.subarray(0, limit), sites), attribute)
  }
}
