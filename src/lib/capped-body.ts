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
