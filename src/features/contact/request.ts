import { isIP } from 'node:net'

/**
 * The sender's address: the first address of X-Forwarded-For (set by the proxy in front of the
 * app), else X-Real-IP. Anything that is not an IP address is ignored, so a forged header
 * cannot store arbitrary text. Without either header: null.
 */
export function clientIp(headers: Pick<Headers, 'get'>): string | null {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]
  for (const candidate of [forwarded, headers.get('x-real-ip')]) {
    const value = candidate?.trim().replace(/^\[(.*)\]$/, '$1')
    if (value && isIP(value)) return value
  }
  return null
}

export class BodyTooLarge extends Error {}

/**
 * Reads a request body, stopping as soon as it grows past `max` bytes (a declared
 * Content-Length that is too large is refused before anything is read).
 */
export async function readCappedBytes(request: Request, max: number): Promise<Buffer> {
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > max) throw new BodyTooLarge()
  if (!request.body) return Buffer.alloc(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > max) {
      await reader.cancel().catch(() => {})
      throw new BodyTooLarge()
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

/** The same, as text. */
export async function readCappedText(request: Request, max: number): Promise<string> {
  return new TextDecoder().decode(await readCappedBytes(request, max))
}
