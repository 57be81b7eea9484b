import { Stemmer } from 'sastrawijs'

/**
 * Text handling shared by indexing and querying, so both sides turn words into the same terms:
 * lower case without diacritics, Indonesian stop words dropped, and each word paired with its
 * Sastrawi stem (pendaftaran → daftar, perkuliahan → kuliah).
 */

// Function words that carry no meaning in a search ("biaya kuliah di utb" = "biaya kuliah utb").
const STOP_WORDS = new Set(
  (
    'di ke dari dan yang untuk pada dengan dalam atau ini itu ' +
    'adalah juga akan oleh sebagai bagi para serta agar karena ' +
    'bisa dapat apa apakah bagaimana berapa kapan mana siapa saja'
  ).split(' '),
)

// Sastrawi is dictionary based: where a root is missing from its dictionary it keeps the word
// (pengembangan) or strips too much (perbankan → perban, jurusan → jurus). Fixed here.
// A Map, not an object literal: a searched word such as `constructor` must not find Object's members.
const STEM_OVERRIDES = new Map([
  ['pengembangan', 'kembang'],
  ['perbankan', 'bank'],
  ['jurusan', 'jurusan'],
  ['kewirausahaan', 'wirausaha'],
  ['berwirausaha', 'wirausaha'],
])

const stemmer = new Stemmer()
const stemCache = new Map<string, string>()
const STEM_CACHE_LIMIT = 50_000

/** The stem of one lower-case word; memoised, because a corpus repeats its vocabulary. */
export function stem(word: string): string {
  const known = stemCache.get(word)
  if (known !== undefined) return known
  // Numbers, codes (s1, 5g) and very short words are kept as they are.
  const result =
    STEM_OVERRIDES.get(word) ??
    (word.length < 4 || /\d/.test(word) ? word : stemmer.stem(word) || word)
  if (stemCache.size < STEM_CACHE_LIMIT) stemCache.set(word, result)
  return result
}

/** Lower case, diacritics removed, everything but letters and digits turned into spaces. */
export function normalise(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}

export const words = (text: string): string[] => {
  const n = normalise(text)
  return n ? n.split(' ') : []
}

export const isStopWord = (word: string) => STOP_WORDS.has(word)

/** Index terms of one word: the word itself and, when different, its stem. */
export function indexTerms(word: string): string | string[] | null {
  if (isStopWord(word)) return null
  const s = stem(word)
  return s === word ? word : [word, s]
}

/** Rich text or HTML → plain text: tags removed, entities decoded, whitespace collapsed. */
export function stripMarkup(text: string): string {
  return text
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/gi, ' ')
    .replace(/&amp;/gi, '&')
    .replace(/&lt;/gi, '<')
    .replace(/&gt;/gi, '>')
    .replace(/&quot;/gi, '"')
    .replace(/&#39;|&apos;/gi, "'")
    .replace(/\s+/g, ' ')
    .trim()
}

/** A news description in search results is its text without markup, cut to 150 characters. */
export const DESCRIPTION_LENGTH = 150
export const searchDescription = (text: string | null | undefined) =>
  stripMarkup(text ?? '').slice(0, DESCRIPTION_LENGTH)

type LexicalNode = { text?: unknown; children?: unknown }

/** Plain text of a Lexical rich-text value (the JSON Payload stores), paragraphs joined by spaces. */
export function lexicalText(value: unknown, limit = 4000): string {
  const parts: string[] = []
  let length = 0
  const walk = (node: unknown) => {
    if (length >= limit || !node || typeof node !== 'object') return
    const { text, children } = node as LexicalNode
    if (typeof text === 'string') {
      parts.push(text)
      length += text.length
    }
    if (Array.isArray(children)) children.forEach(walk)
  }
  walk((value as { root?: unknown } | null)?.root)
  return parts.join(' ').slice(0, limit)
}
