import 'server-only'
import { createHash } from 'node:crypto'
import { NextResponse } from 'next/server'
import { envelope } from './envelope'

/**
 * The one builder of every JSON answer under /api: the §3 envelope, a status, and a cache rule.
 * Public content may be kept by a proxy or CDN for a few seconds (a publish shows within
 * seconds, while a burst of identical requests is answered from the proxy); everything else is
 * never stored.
 */
export const PUBLIC_API_CACHE = 'public, max-age=0, s-maxage=10, stale-while-revalidate=30'

export type ApiAnswer = {
  status: number
  message: string
  data?: unknown
  headers?: Record<string, string>
}

/** Refusals, writes and personal answers: never stored. */
export function apiJson({ status, message, data = null, headers }: ApiAnswer) {
  return new NextResponse(JSON.stringify(envelope(status, message, data)), {
    status,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...headers },
  })
}

/**
 * A public answer with a validator: a client or proxy that already holds this exact body gets a
 * 304 without it (the body is hashed, so the tag changes exactly when the content does).
 */
export function publicApiJson(request: Request, status: number, message: string, data: unknown) {
  const body = JSON.stringify(envelope(status, message, data))
  const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`
  const headers = { 'Cache-Control': PUBLIC_API_CACHE, ETag: etag, Vary: 'Accept-Encoding' }
  if (matchesEtag(request.headers.get('if-none-match'), etag))
    return new NextResponse(null, { status: 304, headers })
  return new NextResponse(body, {
    status,
    headers: { ...headers, 'Content-Type': 'application/json' },
  })
}

const matchesEtag = (header: string | null, etag: string) =>
  !!header && header.split(',').some((t) => t.trim() === etag || t.trim() === '*')
