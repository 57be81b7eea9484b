/**
 * What kind of answer a path gets, for the request metrics: a handful of classes instead of one
 * series per URL, which a visitor could grow without end. Pure, so it runs in the app's server
 * (scripts/server.ts) and in unit tests alike.
 */
export type RouteClass = 'page' | 'api' | 'admin' | 'static' | 'file' | 'probe'

/** The public folder's icons at the root, next to the build's own files. */
const ROOT_ASSET = /^\/[^/]+\.(?:ico|png|svg|jpe?g|webp|gif|woff2?)$/i
/** Payload's file route (`/api/cms/<collection>/file/<name>`) and Next.js's resized images. */
const FILE = /^\/api\/cms\/[^/]+\/file\/|^\/_next\/image(?:\/|$)/
const PROBES = new Set(['/healthz', '/readyz', '/metrics'])

export function routeClass(pathname: string): RouteClass {
  if (FILE.test(pathname)) return 'file'
  if (pathname.startsWith('/_next/') || ROOT_ASSET.test(pathname)) return 'static'
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return 'admin'
  if (PROBES.has(pathname)) return 'probe'
  // The content API's reference is a page of the site under /api/.
  if (pathname === '/api/docs' || pathname.startsWith('/api/docs/')) return 'page'
  if (pathname === '/api' || pathname.startsWith('/api/')) return 'api'
  return 'page'
}

/** `2xx` … `5xx`; anything else (a socket closed before an answer: 0) is `other`. */
export const statusClass = (status: number) =>
  status >= 100 && status < 600 ? `${Math.floor(status / 100)}xx` : 'other'
