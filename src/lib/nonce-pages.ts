import { hash } from 'node:crypto'
import { LRUCache } from 'lru-cache'
import { joinWith, nonceSites, splitAt } from './security-headers'

/**
 * The nonce of whole HTML answers (a page from the prerender or ISR cache arrives in one piece):
 * the page is cut at its nonce sites once and the pieces are kept, keyed by the page's content,
 * so a repeated page costs a hash and a join instead of a search through its bytes. A page that
 * changes gets a new key; the old pieces leave with the least recently used.
 */
const MAX_TOTAL_BYTES = 32 << 20

export function createNoncePages(maxBytes = MAX_TOTAL_BYTES) {
  const cache = new LRUCache<string, Buffer[]>({
    maxSize: maxBytes,
    sizeCalculation: (parts) => parts.reduce((n, p) => n + p.length, 0) || 1,
  })
  return (page: Buffer, attribute: Buffer): Buffer => {
    const key = hash('sha1', page, 'base64')
    let parts = cache.get(key)
    if (!parts) {
      // A copy: the caller's buffer may belong to a pool that is reused after the answer.
      const own = Buffer.from(page)
      parts = splitAt(own, nonceSites(own, true).sites)
      if (own.length <= maxBytes) cache.set(key, parts)
    }
    return joinWith(parts, attribute)
  }
}
