import type { Payload } from 'payload'
import { UnitCache, queryUnits, runSearch } from './engine'
import { searchStore, type Snapshot } from './store'
import { normalise } from './text'
import { emptySections, type LinkHit, type LinkKind, type SearchSections } from './types'

/** How many hits each section lists (the news count covers all matches). */
export const SECTION_LIMITS = { pages: 8, news: 50, programmes: 5, careers: 5, faqs: 5 }

// The overlay sends "Not Found" for an empty term; it means "nothing", not the words.
const NOTHING = new Set(['', 'not found'])

/**
 * A small LRU of answers per normalised term, one per index snapshot: any change to the content
 * makes a new snapshot, so a cached answer is never stale. Visitors repeat popular terms.
 */
const CACHE_SIZE = 500
const caches = new WeakMap<Snapshot, Map<string, SearchSections>>()

// Word scores per snapshot (see UnitCache); a new snapshot after any change starts afresh.
const unitCaches = new WeakMap<Snapshot, { news: UnitCache; others: UnitCache }>()

export function searchSnapshot(snapshot: Snapshot, term: string, now = Date.now()): SearchSections {
  const units = queryUnits(term, snapshot.synonyms)
  if (!units.length) return emptySections()
  let cache = unitCaches.get(snapshot)
  if (!cache)
    unitCaches.set(snapshot, (cache = { news: new UnitCache(), others: new UnitCache(50_000) }))
  const news = runSearch(snapshot.news.index, units, {
    limit: SECTION_LIMITS.news,
    times: snapshot.news.times,
    now,
    cache: cache.news,
  })
  // The small index holds a few hundred items: rank them all, then split by kind.
  const others = runSearch(snapshot.others.index, units, {
    limit: 1000,
    times: snapshot.others.times,
    now,
    cache: cache.others,
  }).hits
  const byKind: Record<LinkKind, LinkHit[]> = { page: [], programme: [], career: [], faq: [] }
  for (const result of others) {
    const hit = snapshot.others.hits.get(result.id)
    if (hit) byKind[hit.kind].push(hit)
  }
  return {
    pages: byKind.page.slice(0, SECTION_LIMITS.pages),
    news: news.hits.flatMap((r) => snapshot.news.hits.get(r.id) ?? []),
    newsTotal: news.total,
    programmes: byKind.programme.slice(0, SECTION_LIMITS.programmes),
    careers: byKind.career.slice(0, SECTION_LIMITS.careers),
    faqs: byKind.faq.slice(0, SECTION_LIMITS.faqs),
  }
}

/** Every section for one term, as an anonymous visitor sees the site. */
export async function searchSite(payload: Payload, term: string): Promise<SearchSections> {
  const key = normalise(term)
  if (NOTHING.has(key)) return emptySections()
  const snapshot = await searchStore(payload).snapshot()
  let cache = caches.get(snapshot)
  if (!cache) caches.set(snapshot, (cache = new Map()))
  const known = cache.get(key)
  if (known) {
    cache.delete(key)
    cache.set(key, known)
    return known
  }
  const result = searchSnapshot(snapshot, term)
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!)
  cache.set(key, result)
  return result
}
