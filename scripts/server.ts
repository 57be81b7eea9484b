/**
 * The app's HTTP server: Next.js through its custom-server API, with only what must happen before
 * Next.js sees a request or after it answered and that neither Next.js nor the proxy does
 * (docs/decisions/0016, server README: scripts/README.md):
 * - the client's address, from the socket or through the proxies in TRUST_PROXY only, written
 *   into X-Forwarded-For for `clientIp` (src/lib/client-address.ts);
 * - a 400 for URLs whose %-encoding is broken (src/lib/malformed-path.ts);
 * - a Content-Security-Policy with a fresh nonce on every HTML page, static pages included (never
 *   in a file), HSTS in production, `no-store` on authenticated API answers (src/lib/security-headers.ts);
 * - compression, after the nonce is in (Next's own is switched off in next.config.ts);
 * - Indonesian as the CMS's language for staff who never chose one (src/lib/cms-language.ts);
 * - with REDIS_URL, Next.js's cache in Redis, shared by all app servers (src/lib/next-cache, ADR 0024);
 * - a request id, the request's count and duration in /metrics and its access-log line
 *   (src/features/observability/request-log.ts);
 * - a graceful drain on SIGTERM/SIGINT.
 * Static files, the micro-cache and static compression are nginx's in production (deploy/nginx)
 * and Next.js's alone without it (ADR 0040).
 * Compiled by scripts/bundle-script.mjs; run by scripts/start.mjs, `npm run dev` and Playwright.
 */
import http from 'node:http'
import zlib from 'node:zlib'
import compression from 'compression'
import onHeaders from 'on-headers'
import { compileTrust, rewriteForwardedHeaders } from '../src/lib/client-address'
import { defaultCmsLanguage } from '../src/lib/cms-language'
import { appLogger } from '../src/features/observability/logger'
import { observeRequest } from '../src/features/observability/request-log'
import { ConfigError, env } from '../src/lib/env'
import { refuseMalformedUrl } from '../src/lib/malformed-path'
import { createNoncePages } from '../src/lib/nonce-pages'
import { setUpSharedCache } from '../src/lib/next-cache/setup'
import {
  COMMON_HEADERS,
  contentSecurityPolicy,
  createNonceSource,
  HSTS,
  isHtml,
  mustNotStore,
  nonceAttribute,
  nonceInjector,
} from '../src/lib/security-headers'

const dev = process.argv.includes('--dev')
// React and Next.js pick their production or development build from NODE_ENV when first loaded.
;(process.env as Record<string, string>).NODE_ENV = dev ? 'development' : 'production'

let settings: ReturnType<typeof env>
try {
  settings = env()
} catch (error) {
  console.error(error instanceof ConfigError ? `\n${error.message}\n` : error)
  process.exit(1)
}
const trust = compileTrust(settings.trustProxy)
const logger = appLogger(settings)
const hsts = settings.isProduction && settings.httpsSite
// Brotli's default 4 MB window is allocated per answer; under concurrency that made brotli answers
// ~2.5x slower than gzip ones (ADR 0016). A 256 KB window covers any page of this site.
const compress = compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_LGWIN]: 18 } } })
const noncePages = createNoncePages()
const freshNonce = createNonceSource()
const PERSONAL_ANSWER = /\b(?:no-store|private)\b/
// Before Next.js starts: its cache handler (next.config.ts) asks for the Redis handlers on first use.
setUpSharedCache(settings.redis)

const { default: next } = await import('next')
// Started from the project folder (scripts/start.mjs, Playwright), like `next start`.
const app = next({ dev, dir: process.cwd(), hostname: 'localhost', port: settings.port })
const handle = app.getRequestHandler()
await app.prepare()

/** The content API's reference (`/api/docs`) is a page of the site under /api/. */
const isApiReference = (pathname: string) =>
  pathname === '/api/docs' || pathname.startsWith('/api/docs/')

function secure(req: http.IncomingMessage, res: http.ServerResponse, pathname: string) {
  const nonce = freshNonce()
  const noStore = mustNotStore(pathname, req.headers)
  let html: boolean | undefined
  // The nonce goes only into HTML the framework rendered, a page or the admin: written into any
  // other HTML, it lets that HTML's scripts run as the site. Nothing under /api/ is a page (but the
  // API reference), and an
  // answer with a policy of its own is none either (Payload's file route, src/hooks/safe-uploads.ts,
  // whatever path reached it); pages never bring one. Read once, before the policy below is set.
  const decide = () =>
    (html ??=
      isHtml(res.getHeader('content-type')) &&
      (!pathname.startsWith('/api/') || isApiReference(pathname)) &&
      !res.hasHeader('Content-Security-Policy'))
  onHeaders(res, () => {
    if (hsts) res.setHeader('Strict-Transport-Security', HSTS)
    // An answer that already forbids storing keeps its own words (the file route's `private, no-store`).
    if (noStore && !/\bno-store\b/.test(String(res.getHeader('Cache-Control') ?? '')))
      res.setHeader('Cache-Control', 'no-store')
    if (decide()) {
      res.setHeader('Content-Security-Policy', contentSecurityPolicy(nonce, dev))
      // The body grows by the nonce, and differs per answer: no length, no validator.
      res.removeHeader('Content-Length')
      res.removeHeader('ETag')
    } else if (isHtml(res.getHeader('content-type')) && !res.hasHeader('Content-Security-Policy')) {
      // Other HTML without a policy (an API's message page): the site's, its nonce never written.
      res.setHeader('Content-Security-Policy', contentSecurityPolicy(nonce, dev))
    }
  })
  // Created on the first write: a page from the prerender cache comes whole, as one string, in `end`.
  let inject: ReturnType<typeof nonceInjector> | undefined
  const write = res.write.bind(res) as (chunk: unknown, ...rest: unknown[]) => boolean
  const end = res.end.bind(res) as (...args: unknown[]) => http.ServerResponse
  const bytes = (chunk: unknown, encoding: unknown) =>
    Buffer.isBuffer(chunk)
      ? chunk
      : typeof chunk === 'string'
        ? Buffer.from(chunk, (typeof encoding === 'string' ? encoding : 'utf8') as BufferEncoding)
        : Buffer.from(chunk as Uint8Array)
  res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
    if (!decide() || chunk == null) return write(chunk, encoding, callback)
    const cb = typeof encoding === 'function' ? encoding : callback
    inject ??= nonceInjector(nonce)
    return write(inject(bytes(chunk, encoding), false), cb)
  }) as typeof res.write
  res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    if (typeof chunk === 'function') [chunk, encoding, callback] = [undefined, undefined, chunk]
    if (!decide()) return end(chunk, encoding, callback)
    const cb = typeof encoding === 'function' ? encoding : callback
    // Only shared answers are kept: a personal page (no-store, private) never repeats.
    if (
      !inject &&
      typeof chunk === 'string' &&
      chunk &&
      (encoding == null || typeof encoding === 'function' || encoding === 'utf8') &&
      !PERSONAL_ANSWER.test(String(res.getHeader('Cache-Control')))
    )
      return end(noncePages(chunk, nonceAttribute(nonce)), cb)
    const last = chunk == null ? Buffer.alloc(0) : bytes(chunk, encoding)
    inject ??= nonceInjector(nonce)
    // The final call also flushes a tail held back as a possible tag start.
    return end(inject(last, true), cb)
  }) as typeof res.end
}

/** Set on SIGTERM/SIGINT: see the shutdown below. */
let stopping = false

const server = http.createServer((req, res) => {
  // While stopping, a kept-alive connection closes after its answer instead of taking another.
  if (stopping) res.shouldKeepAlive = false
  rewriteForwardedHeaders(req, trust)
  const url = req.url ?? '/'
  const pathname = url.split(/[?#]/, 1)[0]!
  // A cached page revalidated with 304 would keep the old nonce in the browser's copy.
  if (req.headers.accept?.includes('text/html')) delete req.headers['if-none-match']
  defaultCmsLanguage(req.headers, pathname)
  observeRequest(req, res, pathname, logger, () =>
    compress(req as never, res as never, () => {
      secure(req, res, pathname)
      const refusal = refuseMalformedUrl(url)
      if (refusal) {
        res.writeHead(refusal.status, { ...COMMON_HEADERS, 'Content-Type': refusal.contentType })
        res.end(refusal.body)
        return
      }
      handle(req, res).catch((error: unknown) => {
        logger.error({ err: error, msg: 'Permintaan gagal dijawab' })
        if (!res.headersSent) res.writeHead(500, COMMON_HEADERS)
        res.end()
      })
    }),
  )
})

// Longer than a client's idle keep-alive (nginx's upstream keepalive_timeout is 60 s): with Node's
// 5 s the server closed sockets the client was just reusing, and that request failed with
// ECONNRESET (seen in e2e; behind nginx only idempotent requests are retried on another server).
server.keepAliveTimeout = 65_000
server.headersTimeout = 66_000
server.listen(settings.port, () => {
  console.log(
    `\n  Kampus berjalan di http://localhost:${settings.port}  (CMS: http://localhost:${settings.port}/admin)\n`,
  )
})
// Stopping (a deploy, scaling in): take no new connections, close the idle ones as they become
// idle (nginx retries a request that finds one closed on another server), let the answers in
// progress finish, and only then exit; a request that still hangs after SHUTDOWN_DRAIN_MS is cut.
const SHUTDOWN_DRAIN_MS = 10_000
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    server.close(() => process.exit(0))
    // Answers in progress when the signal came leave their connection idle once they are done.
    setInterval(() => server.closeIdleConnections(), 100).unref()
    setTimeout(() => {
      server.closeAllConnections()
      process.exit(0)
    }, SHUTDOWN_DRAIN_MS).unref()
  })
}
