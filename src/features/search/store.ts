import type MiniSearch from 'minisearch'
import type { CollectionSlug, GlobalSlug, Payload } from 'payload'
import { createIndex, parseSynonyms, type IndexedDoc, type SynonymGroups } from './engine'
import {
  CHANGED_LIMIT,
  allNewsIds,
  countAllNews,
  loadCategories,
  loadChangedNews,
  loadNews,
  loadOthers,
  loadSynonymRows,
  newsEntry,
  type CategoryNames,
  type Entry,
} from './corpus'
import type { LinkHit, NewsHit } from './types'

/**
 * The search indexes of this server process, kept in step with the database.
 *
 * Every search may trigger a freshness check (at most one per CHECK_EVERY_MS): the latest
 * `updatedAt` and the count of each source collection, and the content of the two globals. It is a few indexed queries
 * and works across several server instances, since it asks the shared database rather than
 * waiting for a hook in the instance that saved. What changed is then applied:
 * - news saved since the last check are re-read: published ones (re)enter the index, others
 *   leave it (unpublish); a drop in the news count (a delete) or a category edit rebuilds;
 * - anything else (menu, pages, programmes, career posts, FAQ: small) rebuilds its index;
 * - search settings reload the synonyms.
 * Searches keep using the current index while a check runs; `generation` changes with every
 * applied change, so result caches keyed by it never serve a stale answer afterwards.
 */
const CHECK_EVERY_MS = 1000

/** An index, the hit each document shows as, and the dated documents' times (for recency). */
type Part<H> = { index: MiniSearch<IndexedDoc>; hits: Map<string, H>; times: Map<string, number> }

export type Snapshot = {
  news: Part<NewsHit>
  others: Part<LinkHit>
  synonyms: SynonymGroups
  generation: number
}

const OTHER_SOURCES: CollectionSlug[] = [
  'pages',
  'programmes',
  'career-posts',
  'faqs',
  'faculties',
  'programme-categories',
]
const GLOBAL_SOURCES: GlobalSlug[] = ['main-menu', 'search-settings']

type Stamp = { latest: string; total: number }
type Signature = Record<string, Stamp>

async function stamp(payload: Payload, collection: CollectionSlug): Promise<Stamp> {
  const result = await payload.find({
    collection,
    sort: '-updatedAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    select: { updatedAt: true },
  })
  const latest = (result.docs[0] as { updatedAt?: string } | undefined)?.updatedAt ?? ''
  return { latest, total: result.totalDocs }
}

async function signature(payload: Payload): Promise<Signature> {
  const collections = ['news', 'news-categories', ...OTHER_SOURCES] as CollectionSlug[]
  const [stamps, globals] = await Promise.all([
    Promise.all(collections.map((c) => stamp(payload, c))),
    Promise.all(
      GLOBAL_SOURCES.map((slug) => payload.findGlobal({ slug, depth: 0, overrideAccess: true })),
    ),
  ])
  const sig: Signature = {}
  collections.forEach((c, i) => (sig[c] = stamps[i]!))
  // A global's updatedAt does not change on every save (seen on SQLite), so its content is compared.
  GLOBAL_SOURCES.forEach((g, i) => (sig[g] = { latest: JSON.stringify(globals[i]), total: 1 }))
  return sig
}

const same = (a: Stamp | undefined, b: Stamp | undefined) =>
  a?.latest === b?.latest && a?.total === b?.total

async function buildPart<H>(entries: Entry<H>[]): Promise<Part<H>> {
  const index = createIndex([])
  // In chunks, so a rebuild of thousands of articles does not hold up the requests being served.
  await index.addAllAsync(
    entries.map((e) => e.doc),
    { chunkSize: 500 },
  )
  const times = new Map(
    entries.flatMap((e) =>
      typeof e.doc.time === 'number' ? [[e.doc.id, e.doc.time] as const] : [],
    ),
  )
  return { index, hits: new Map(entries.map((e) => [e.doc.id, e.hit])), times }
}

export class SearchStore {
  private current: Snapshot | null = null
  private sig: Signature = {}
  private categories: CategoryNames = new Map()
  /** Ids of every article in the database, published or not: a drop in their count means a delete. */
  private newsIds = new Set<number>()
  private checkedAt = 0
  private pending: Promise<void> | null = null

  constructor(private readonly payload: Payload) {}

  /** The current indexes; built on first use, then refreshed in the background. */
  async snapshot(): Promise<Snapshot> {
    if (!this.current) {
      await this.refresh()
      return this.current!
    }
    if (Date.now() - this.checkedAt >= CHECK_EVERY_MS)
      void this.refresh().catch((error) =>
        this.payload.logger.error({ msg: 'Indeks pencarian gagal diperbarui', err: error }),
      )
    return this.current
  }

  /** Compare with the database now and apply what changed (one check at a time). */
  refresh(): Promise<void> {
    this.pending ??= this.check().finally(() => {
      this.pending = null
    })
    return this.pending
  }

  private async check() {
    this.checkedAt = Date.now()
    const next = await signature(this.payload)
    const prev = this.sig
    const first = !this.current
    let news = this.current?.news
    let others = this.current?.others
    let synonyms = this.current?.synonyms

    if (first || !same(prev['news-categories'], next['news-categories'])) {
      this.categories = await loadCategories(this.payload)
      news = await this.buildNews()
    } else if (!same(prev.news, next.news)) {
      news = (await this.applyNewsChanges(news!, prev.news!.latest)) ?? (await this.buildNews())
    }
    if (
      first ||
      OTHER_SOURCES.some((c) => !same(prev[c], next[c])) ||
      !same(prev['main-menu'], next['main-menu'])
    ) {
      others = await buildPart(await loadOthers(this.payload))
    }
    if (first || !same(prev['search-settings'], next['search-settings'])) {
      synonyms = parseSynonyms(await loadSynonymRows(this.payload))
    }

    const changed =
      news !== this.current?.news ||
      others !== this.current?.others ||
      synonyms !== this.current?.synonyms
    this.sig = next
    if (first || changed || !same(prev.news, next.news)) {
      this.current = {
        news: news!,
        others: others!,
        synonyms: synonyms!,
        generation: (this.current?.generation ?? 0) + 1,
      }
    }
  }

  private async buildNews() {
    const [entries, ids] = await Promise.all([
      loadNews(this.payload, this.categories),
      allNewsIds(this.payload),
    ])
    this.newsIds = new Set(ids)
    return buildPart(entries)
  }

  /** Re-read the news saved since `since`; null when a full rebuild is needed (a delete). */
  private async applyNewsChanges(
    part: Part<NewsHit>,
    since: string,
  ): Promise<Part<NewsHit> | null> {
    const [changed, total] = await Promise.all([
      loadChangedNews(this.payload, since),
      countAllNews(this.payload),
    ])
    if (changed.length >= CHANGED_LIMIT) return null
    changed.forEach((doc) => this.newsIds.add(doc.id))
    if (this.newsIds.size !== total) return null
    for (const doc of changed) {
      const id = `news:${doc.id}`
      if (part.index.has(id)) part.index.discard(id)
      part.hits.delete(id)
      part.times.delete(id)
      const entry = doc._status === 'published' ? newsEntry(doc, this.categories) : null
      if (entry) {
        part.index.add(entry.doc)
        part.hits.set(id, entry.hit)
        if (typeof entry.doc.time === 'number') part.times.set(id, entry.doc.time)
      }
    }
    return part
  }
}

const STORES = Symbol.for('kampus.search.stores')
type Registry = WeakMap<Payload, SearchStore>

/** One store per Payload instance, shared by every route of this process. */
export function searchStore(payload: Payload): SearchStore {
  const g = globalThis as unknown as Record<symbol, Registry | undefined>
  const registry = (g[STORES] ??= new WeakMap())
  let store = registry.get(payload)
  if (!store) registry.set(payload, (store = new SearchStore(payload)))
  return store
}
