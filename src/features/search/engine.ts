import MiniSearch, { type Query } from 'minisearch'
import { indexTerms, isStopWord, stem, words } from './text'

/**
 * The in-process search engine (MiniSearch, see docs/decisions for the measurements behind the
 * choice). One index per corpus; documents carry four weighted fields and an optional time.
 */
export type IndexedDoc = {
  id: string
  /** Title (news, career post), name (programme, menu entry) or question (FAQ): ranks highest. */
  title: string
  /** Summary, excerpt or answer. */
  lead?: string
  /** The body text. */
  body?: string
  /** Category, faculty, organisation: words that place the item. */
  tags?: string
  /** Publication time (ms) for "recent news above old". */
  time?: number
}

/** Field weights: a title match outranks any body match (docs/decisions/0012). */
export const FIELD_BOOST = { title: 4, lead: 1.5, tags: 1, body: 1 }
const FIELDS = Object.keys(FIELD_BOOST)

// Hostile input stays cheap: a bounded number of words, each of bounded length.
export const MAX_QUERY_WORDS = 8
const MAX_WORD_LENGTH = 30
/** Typo tolerance (issue: one typo in words of 5 letters or more). */
export const fuzzyFor = (word: string) => (word.length >= 5 && word.length <= 20 ? 1 : false)
const PREFIX_MIN = 3

export function createIndex(docs: IndexedDoc[]): MiniSearch<IndexedDoc> {
  const index = new MiniSearch<IndexedDoc>({
    fields: FIELDS,
    tokenize: (text) => words(text),
    processTerm: (term) => indexTerms(term),
    // Query terms are already normalised and stemmed by buildQuery.
    searchOptions: { processTerm: (term) => term },
  })
  index.addAll(docs)
  return index
}

/** Synonym groups: each a list of phrases, each phrase a list of normalised words. */
export type SynonymGroups = string[][][]

/** "biaya kuliah, biaya pendidikan" rows → groups of phrases (stop words dropped). */
export function parseSynonyms(rows: Array<{ terms?: string | null }>): SynonymGroups {
  return rows
    .map((row) =>
      (row.terms ?? '')
        .split(',')
        .map((phrase) => contentWords(phrase))
        .filter((phrase) => phrase.length > 0),
    )
    .filter((group) => group.length > 1)
}

function contentWords(text: string): string[] {
  const all = words(text).map((w) => w.slice(0, MAX_WORD_LENGTH))
  const content = all.filter((w) => !isStopWord(w))
  return content.length ? content : all
}

/**
 * Two neighbouring letters swapped (robotiak → robotika) is one typo to a person but two edits to
 * Levenshtein distance, so those spellings are looked up as well.
 */
export function transpositions(word: string): string[] {
  if (fuzzyFor(word) === false) return []
  const variants = new Set<string>()
  for (let i = 0; i < word.length - 1; i++) {
    if (word[i] !== word[i + 1])
      variants.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2))
  }
  return [...variants]
}

/** A word: itself (with prefix and typo tolerance), a swapped-letters spelling, or its stem. */
function wordQuery(word: string): Query {
  const exact = { fuzzy: false, prefix: false } as const
  const alternatives: Query[] = [
    { queries: [word], fuzzy: fuzzyFor(word), prefix: word.length >= PREFIX_MIN },
  ]
  const swapped = transpositions(word)
  if (swapped.length)
    alternatives.push({ ...exact, combineWith: 'OR', queries: swapped, boostTerm: () => 0.45 })
  const root = stem(word)
  if (root !== word) alternatives.push({ ...exact, queries: [root] })
  return alternatives.length === 1 ? alternatives[0]! : { combineWith: 'OR', queries: alternatives }
}

const phraseQuery = (phrase: string[]): Query =>
  phrase.length === 1
    ? wordQuery(phrase[0]!)
    : { combineWith: 'AND', queries: phrase.map(wordQuery) }

const sameWords = (a: string[], b: string[]) =>
  a.length === b.length && a.every((w, i) => w === b[i] || stem(w) === stem(b[i]!))

/**
 * The query's units: each word, except where a run of words is one phrase of a synonym group;
 * that run becomes "any phrase of the group" (biaya kuliah → biaya kuliah | biaya pendidikan | ukt).
 */
export function queryUnits(term: string, synonyms: SynonymGroups): Query[] {
  const tokens = contentWords(term).slice(0, MAX_QUERY_WORDS)
  const units: Query[] = []
  for (let i = 0; i < tokens.length;) {
    let best: { group: string[][]; length: number } | null = null
    for (const group of synonyms) {
      for (const phrase of group) {
        if (
          phrase.length > (best?.length ?? 0) &&
          sameWords(phrase, tokens.slice(i, i + phrase.length))
        ) {
          best = { group, length: phrase.length }
        }
      }
    }
    if (best) {
      units.push({ combineWith: 'OR', queries: best.group.map(phraseQuery) })
      i += best.length
    } else {
      units.push(wordQuery(tokens[i]!))
      i += 1
    }
  }
  return units
}

const DAY = 24 * 60 * 60 * 1000
/** Recent items first among equals: up to ×1.5 for today, halving every 180 days. */
export const recencyBoost = (time: number | undefined, now: number) =>
  typeof time === 'number' ? 1 + 0.5 * Math.pow(2, -Math.max(0, now - time) / (180 * DAY)) : 1

export type Hit = { id: string; score: number }

/**
 * Scores per word (unit) of recent queries. Visitors' queries share words, so a new query
 * mostly combines words already scored. Bounded by the number of stored scores; create one per
 * index state (a changed index needs a new one).
 */
export class UnitCache {
  private readonly units = new Map<string, Map<string, number>>()
  private size = 0
  constructor(private readonly maxScores = 500_000) {}

  scores(index: MiniSearch<IndexedDoc>, unit: Query): Map<string, number> {
    const key = JSON.stringify(unit)
    const known = this.units.get(key)
    if (known) {
      this.units.delete(key)
      this.units.set(key, known)
      return known
    }
    const scores = new Map<string, number>()
    for (const r of index.search(unit, { boost: FIELD_BOOST })) scores.set(r.id as string, r.score)
    this.units.set(key, scores)
    this.size += scores.size
    for (const [oldest, value] of this.units) {
      if (this.size <= this.maxScores || oldest === key) break
      this.units.delete(oldest)
      this.size -= value.size
    }
    return scores
  }
}

/** Documents in every map, their scores summed (MiniSearch's AND). */
function intersect(maps: Map<string, number>[]): Map<string, number> {
  const [smallest, ...rest] = [...maps].sort((a, b) => a.size - b.size)
  const out = new Map<string, number>()
  for (const [id, score] of smallest!) {
    let total = score
    let everywhere = true
    for (const other of rest) {
      const s = other.get(id)
      if (s === undefined) {
        everywhere = false
        break
      }
      total += s
    }
    if (everywhere) out.set(id, total)
  }
  return out
}

/** Documents in any map, their scores summed (MiniSearch's OR). */
function union(maps: Map<string, number>[]): Map<string, number> {
  const out = new Map<string, number>()
  for (const map of maps) for (const [id, score] of map) out.set(id, (out.get(id) ?? 0) + score)
  return out
}

/**
 * Every word must match (AND); if that finds nothing, any word may (OR). Returns the `limit`
 * best hits and how many matched. Each unit is scored by MiniSearch (or taken from `cache`) and
 * the units are combined here the way MiniSearch combines them (scores summed). The recency
 * factor multiplies each document's total score, which equals boosting every term match; only
 * the best `limit` hits are sorted.
 */
export function runSearch(
  index: MiniSearch<IndexedDoc>,
  units: Query[],
  options: { limit: number; times?: Map<string, number>; now?: number; cache?: UnitCache },
): { hits: Hit[]; total: number } {
  if (!units.length) return { hits: [], total: 0 }
  const cache = options.cache ?? new UnitCache()
  const maps = units.map((unit) => cache.scores(index, unit))
  let results = maps.length === 1 ? maps[0]! : intersect(maps)
  if (!results.size && maps.length > 1) results = union(maps)
  const now = options.now ?? Date.now()
  const times = options.times
  const top: Hit[] = []
  for (const [id, raw] of results) {
    const score = raw * recencyBoost(times?.get(id), now)
    if (top.length === options.limit && score <= top[top.length - 1]!.score) continue
    // Insert in order (limit is small), newer first among equal scores.
    let at = top.length
    while (
      at > 0 &&
      (top[at - 1]!.score < score ||
        (top[at - 1]!.score === score &&
          (times?.get(top[at - 1]!.id) ?? 0) < (times?.get(id) ?? 0)))
    )
      at--
    top.splice(at, 0, { id, score })
    if (top.length > options.limit) top.pop()
  }
  return { hits: top, total: results.size }
}
