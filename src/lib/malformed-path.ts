import { apiJsonText, JSON_CONTENT_TYPE } from './api-response'

/*
 * A path whose %-encoding is broken (`/api/old/major/%E0%A4%A`) makes Next.js fail while
 * decoding a dynamic route segment, before any route code runs, and answer 500. The app's
 * server (scripts/server.ts) checks every path once before Next.js sees it: one
 * decodeURIComponent, far cheaper than running a proxy (middleware) for every request.
 */

export const MALFORMED_PATH_MESSAGE = 'Alamat tidak dapat dibaca: periksa penulisan tautannya.'

export type Refusal = { status: 400; contentType: string; body: string }

/** The 400 answer for a request URL whose path cannot be decoded, or null when it can. */
export function refuseMalformedPath(url: string): Refusal | null {
  const end = url.search(/[?#]/)
  const pathname = end === -1 ? url : url.slice(0, end)
  try {
    decodeURIComponent(pathname)
    return null
  } catch {
    if (pathname.startsWith('/api/')) {
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
}
