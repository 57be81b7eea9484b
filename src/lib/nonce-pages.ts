import { LRUCache } from 'lru-cache'
import { joinWith, nonceSites, splitAt } from './security-headers'

/**
 * The nonce of whole HTML answers (a page from the prerender or ISR cache arrives in one piece,
 * as the same string on every request): the page is cut at its nonce sites once and the pieces
 * are kept, keyed by the page's text itself. A repeated page then costs a map lookup (V8 keeps a
 * string's hash with the string) and a join, instead of a UTF-8 encoding and a search through
 * its ~240 kB. A page that changes is a new key; the old pieces leave as the least recently used.
 * Measured per home page (docs/benchmarks.md): a SHA-1 of the bytes as the key cost more than
 * the search it saved.
 */
const MAX_TOTAL_BYTES = 32 << 20

export function createNoncePages(maxBytes = MAX_TOTAL_BYTES) {
  const cache = new LRUCache<string, Buffer[]>({
    maxSize: maxBytes,
    // The key's text and the pieces' bytes.
    sizeCalculation: (parts, key) => key.length + parts.reduce((n, p) => n + p.length, 0),
  })
  return (page: string, attribute: Buffer): Buffer => {
    let parts = cache.get(page)
    if (!parts) {
      const bytes = Buffer.from(page)
      parts = splitAt(bytes, nonceSites(bytes, true).sites)
      if (page.length + bytes.length <= maxBytes) cache.set(page, parts)
    }
    return joinWith(parts, attribute)
  }
}
