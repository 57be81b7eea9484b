import { apiJsonText, JSON_CONTENT_TYPE } from './api-response'

/*
 * A URL whose %-encoding is broken makes Next.js fail before any route code runs, and answer 500:
 * in a path (`/api/old/major/%E0%A4%A`) while decoding a dynamic route segment, in the query
 * string of its image route (`/_next/image?url=/%zz`) while decoding the source path. The app's
 * server (scripts/server.ts) checks every URL once before Next.js sees it: the path, the query
 * string, and the image route's source path, each one decodeURIComponent, far cheaper than
 * running a proxy (middleware) for every request.
 */

export const MALFORMED_PATH_MESSAGE = 'Alamat tidak dapat dibaca: periksa penulisan tautannya.'

export type Refusal = { status: 400; contentType: string; body: string }

const decodes = (text: string) => {
  try {
    decodeURIComponent(text)
    return true
  } catch {
    return false
  }
}

/** Whether every part of a request URL (`/path?query`, no fragment) can be decoded. */
export function isReadableUrl(url: string): boolean {
  const end = url.search(/[?#]/)
  const pathname = end === -1 ? url : url.slice(0, end)
  const query = end === -1 || url[end] === '#' ? '' : url.slice(end + 1).split('#', 1)[0]!
  if (!decodes(pathname) || !decodes(query)) return false
  if (pathname !== '/_next/image') return true
  // The source is a path of this site that Next.js requests in turn.
  const source = new URLSearchParams(query).get('url') ?? ''
  return !source.startsWith('/') || decodes(source.split(/[?#]/, 1)[0]!)
}

/** The 400 answer for a request URL that cannot be decoded, or null when it can. */
export function refuseMalformedUrl(url: string): Refusal | null {
  if (isReadableUrl(url)) return null
  if (url.startsWith('/api/')) {
    const body = apiJsonText(400, MALFORMED_PATH_MESSAGE)
    return { status: 400, contentType: `${JSON_CONTENT_TYPE}; charset=utf-8`, body }
  }
  return {
    status: 400,
    contentType: 'text/html; charset=utf-8',
    body:
      `<!doctype html><html lang="id"><head><meta charset="utf-8"><meta ` +
      `name="viewport" content="width=device-width, initial-scale=1"><title>Alamat ` +
      `tidak valid</title></head><body ` +
      `style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem ` +
      `auto;padding:0 1rem"><h1>Alamat tidak valid</h1><p>${MALFORMED_PATH_MESSAGE}` +
      `</p><p><a href="/">Kembali ke beranda</a></p></body></html>`,
  }
}
