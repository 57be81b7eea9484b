import { LRUCache } from 'lru-cache'

/**
 * Next.js sets `Content-Length` on a page from its cache with `Buffer.byteLength` of the whole
 * HTML string, on every answer (its `sendRenderResult`), a length the app's server removes again
 * (the nonce changes it). For a 176 kB article that UTF-8 count was 11 % of the server's CPU
 * under load (docs/benchmarks.md). The page is the same string on every answer, so the server
 * keeps the counts of long strings: V8 hashes a string this long by its length alone, and finds
 * the same string by identity, so a repeat costs a map lookup instead of a pass over the text.
 */
export const MEMO_MIN_CHARS = 16 << 10
// The keys are the pages Next.js holds anyway (the same strings); at most ~16 MB if they were not.
const MAX_CHARS = 8 << 20

type ByteLength = typeof Buffer.byteLength

/** `byteLength` with the counts of long UTF-8 strings kept, least recently used out first. */
export function memoizedByteLength(byteLength: ByteLength, maxChars = MAX_CHARS): ByteLength {
  const lengths = new LRUCache<string, number>({
    maxSize: maxChars,
    sizeCalculation: (_, text) => text.length,
  })
  return function memoized(value: Parameters<ByteLength>[0], encoding?: BufferEncoding) {
    const utf8 = encoding === undefined || encoding === 'utf8' || encoding === 'utf-8'
    if (typeof value !== 'string' || value.length < MEMO_MIN_CHARS || !utf8)
      return byteLength(value, encoding)
    let length = lengths.get(value)
    if (length === undefined) {
      length = byteLength(value, encoding)
      if (value.length <= maxChars) lengths.set(value, length)
    }
    return length
  } as ByteLength
}
