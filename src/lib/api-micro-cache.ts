import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { LRUCache } from 'lru-cache'

/**
 * A micro-cache of the content API's public answers in the app server (ADR 0023): the bytes of a
 * `Cache-Control: public` 200 answer to an anonymous GET under /api (not Payload's /api/cms) are
 * kept for a second or so, per URL and Accept-Encoding, already compressed, and repeated without
 * reaching Next.js. A burst of identical requests then costs one render; an edit still shows
 * within the cache's seconds plus the tag revalidation. The same idea as a proxy's micro-cache,
 * for deployments without one.
 */
export type Entry = { status: number; headers: OutgoingHttpHeaders; body: Buffer }

/** Headers that belong to one connection or moment, not to the answer. */
const PER_CONNECTION = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'date',
  'content-length',
])
/** Larger answers are not kept (none of the content API's is near this). */
export const MAX_ENTRY_BYTES = 1 << 20
/** Longer paths are not kept: no public answer has one (a search term or a slug is ≤ 200 characters). */
export const MAX_KEY_BYTES = 4096
const MAX_TOTAL_BYTES = 64 << 20

export const isCandidate = (req: Pick<IncomingMessage, 'method' | 'headers'>, pathname: string) =>
  req.method === 'GET' &&
  pathname.startsWith('/api/') &&
  !pathname.startsWith('/api/cms/') &&
  !req.headers.authorization

export const isStorable = (status: number, cacheControl: unknown) =>
  status === 200 &&
  typeof cacheControl === 'string' &&
  /\bpublic\b/.test(cacheControl) &&
  !/\b(?:no-store|private|no-cache)\b/.test(cacheControl)

/**
 * Same path and same Accept-Encoding: the same negotiated answer. The query string is left out:
 * the public answers under /api (the content API's calls, the OpenAPI document) read none, so
 * `?anything` must not make another entry of the same answer.
 */
export const cacheKey = (req: Pick<IncomingMessage, 'url' | 'headers'>) =>
  `${req.headers['accept-encoding'] ?? ''}\n${(req.url ?? '').split(/[?#]/, 1)[0]}`

/** What an entry costs the budget: its body, its key and its headers, in bytes. */
export const entrySize = (key: string, entry: Entry) =>
  entry.body.length +
  Buffer.byteLength(key) +
  Object.entries(entry.headers).reduce(
    (sum, [name, value]) => sum + name.length + Buffer.byteLength(String(value)) + 4,
    0,
  )

const etagMatches = (header: string | undefined, etag: unknown) =>
  typeof etag === 'string' &&
  !!header &&
  header.split(',').some((t) => t.trim() === etag || t.trim() === '*')

export function createApiMicroCache(seconds: number, maxBytes = MAX_TOTAL_BYTES) {
  if (seconds <= 0) return null
  const cache = new LRUCache<string, Entry>({
    maxSize: maxBytes,
    sizeCalculation: (entry, key) => entrySize(key, entry),
    ttl: seconds * 1000,
  })

  /** Answers from the cache when it can; true when it did. */
  function serve(req: IncomingMessage, res: ServerResponse, pathname: string): boolean {
    if (!isCandidate(req, pathname)) return false
    const entry = cache.get(cacheKey(req))
    if (!entry) return false
    if (etagMatches(req.headers['if-none-match'], entry.headers.etag)) {
      const { 'content-encoding': _encoding, 'content-type': _type, ...headers } = entry.headers
      res.writeHead(304, { ...headers, 'x-micro-cache': 'HIT' })
      res.end()
      return true
    }
    res.writeHead(entry.status, {
      ...entry.headers,
      'content-length': entry.body.length,
      'x-micro-cache': 'HIT',
    })
    res.end(entry.body)
    return true
  }

  /** Records what this answer writes (after compression), and keeps it if it may be shared. */
  function capture(req: IncomingMessage, res: ServerResponse, pathname: string) {
    if (!isCandidate(req, pathname)) return
    const key = cacheKey(req)
    if (Buffer.byteLength(key) > MAX_KEY_BYTES) return
    const chunks: Buffer[] = []
    let size = 0
    const keep = (chunk: unknown, encoding: unknown) => {
      if (chunk == null || typeof chunk === 'function' || size > MAX_ENTRY_BYTES) return
      const bytes = Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === 'string'
          ? Buffer.from(chunk, (typeof encoding === 'string' ? encoding : 'utf8') as BufferEncoding)
          : Buffer.from(chunk as Uint8Array)
      size += bytes.length
      chunks.push(bytes)
    }
    // Headers given to writeHead are not in getHeaders(): set them first, so the stored answer has them.
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse
    res.writeHead = ((status: number, ...rest: unknown[]) => {
      const headers = rest.find((r) => r && typeof r === 'object' && !Array.isArray(r)) as
        OutgoingHttpHeaders | undefined
      if (headers)
        for (const [name, value] of Object.entries(headers))
          if (value !== undefined) res.setHeader(name, value)
      return writeHead(status, ...rest.filter((r) => typeof r === 'string'))
    }) as typeof res.writeHead
    const write = res.write.bind(res) as (...args: unknown[]) => boolean
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0])
      return write(chunk, ...rest)
    }) as typeof res.write
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0])
      return end(chunk, ...rest)
    }) as typeof res.end
    res.once('finish', () => {
      if (size > MAX_ENTRY_BYTES || !isStorable(res.statusCode, res.getHeader('cache-control')))
        return
      const headers = Object.fromEntries(
        Object.entries(res.getHeaders()).filter(([name]) => !PER_CONNECTION.has(name)),
      )
      cache.set(key, { status: res.statusCode, headers, body: Buffer.concat(chunks) })
    })
  }

  return { serve, capture }
}
