// Plain JavaScript: ./file-handler.mjs, which Next.js imports as it is, reads it too.

/**
 * A route answer or page of 404 rendered while the site serves (not by `next build`, whose own
 * not-found page is kept): the cache handlers do not store it, or every unknown address (a share
 * image, an article) would become a cache entry. It is rendered again when asked for again.
 *
 * @param {{ kind?: string, status?: number } | null | undefined} value Next.js's cache value
 */
export const isNotFoundAnswer = (value) =>
  !!value &&
  value.kind !== 'FETCH' &&
  value.status === 404 &&
  process.env.NEXT_PHASE !== 'phase-production-build'
