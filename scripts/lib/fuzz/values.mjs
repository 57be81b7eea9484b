// The values the fuzzer puts into URLs and bodies: ordinary ones, and the hostile ones that made
// servers answer 500 before (huge and negative numbers, NaN words, unicode, broken %-encoding,
// prototype names, very long texts, operators of SQL and NoSQL query languages).
import fc from 'fast-check'

/**
 * A value for a URL: `text` is encoded before it goes into the URL, unless `raw` is set, in which
 * case it goes in as it is (a broken %-sequence, an unencoded bracket).
 * @typedef {{ text: string, raw?: boolean }} Piece
 */

export const HOSTILE_NUMBERS = [
  '99999999999999999999',
  '-99999999999999999999',
  '9007199254740993',
  '2147483648',
  '-1',
  '0',
  '1e308',
  '1e309',
  '-0',
  '1.5',
  '0x10',
]
export const NOT_NUMBERS = [
  'NaN',
  'Infinity',
  '-Infinity',
  'null',
  'undefined',
  'true',
  'false',
  '',
]
export const PROTOTYPE_WORDS = [
  'constructor',
  '__proto__',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
]
export const QUERY_LANGUAGE = [
  "' OR 1=1 --",
  '"; DROP TABLE news; --',
  '$ne',
  '$gt',
  '{"$gt":""}',
  '*',
  '%',
  '_',
  '\\',
  '../../etc/passwd',
  '<script>alert(1)</script>',
]
export const UNICODE = ['💥', 'é', 'e\u0301', '\u0000', '\u202e', 'ﷺ', '𝕂𝕒𝕞𝕡𝕦𝕤', '\uFEFF']
/** Written into the URL as they are: no decoder can read them. */
export const BROKEN_ENCODINGS = ['%', '%E0%A4%A', '%zz', '%C0%AF', '%FF', '%ED%A0%80', '%%41']

/** Every hostile text, for tests and for the count printed at the start. */
export const HOSTILE_TEXTS = [
  ...HOSTILE_NUMBERS,
  ...NOT_NUMBERS,
  ...PROTOTYPE_WORDS,
  ...QUERY_LANGUAGE,
  ...UNICODE,
]

/** encodeURIComponent, but a lone surrogate (which it refuses) becomes its raw UTF-8 bytes. */
export function encodePiece(/** @type {Piece} */ piece) {
  if (piece.raw) return piece.text
  return [...piece.text]
    .map((ch) => {
      try {
        return encodeURIComponent(ch)
      } catch {
        return '%ED%A0%80'
      }
    })
    .join('')
}

/** @type {fc.Arbitrary<Piece>} */
export const hostilePiece = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXTS).map((text) => ({ text })),
  fc.constantFrom(...BROKEN_ENCODINGS).map((text) => ({ text, raw: true })),
  fc.integer({ min: 1000, max: 20_000 }).map((n) => ({ text: 'a'.repeat(n) })),
  fc.string({ unit: 'binary', maxLength: 40 }).map((text) => ({ text })),
  fc.double().map((n) => ({ text: String(n) })),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map((n) => ({ text: String(n) })),
)

/** An ordinary value: a short word, a small number, a date. */
/** @type {fc.Arbitrary<Piece>} */
export const plainPiece = fc.oneof(
  fc.constantFrom('berita', 'beasiswa', 'teknik', 'null', 'reguler', '2026-01-01').map((text) => ({
    text,
  })),
  fc.integer({ min: 0, max: 200 }).map((n) => ({ text: String(n) })),
  fc.string({ maxLength: 12 }).map((text) => ({ text })),
)

/** Ordinary and hostile values, about half each. */
export const anyPiece = fc.oneof(plainPiece, hostilePiece)

/** A JSON value where a scalar is expected: scalars, hostile texts, arrays, objects, deep nests. */
export const hostileJson = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXTS),
  fc.constantFrom(null, true, false, 0, -1, 1e308, Number.MAX_SAFE_INTEGER + 2),
  fc.array(fc.constantFrom('a', 1, null), { maxLength: 3 }),
  fc.constantFrom({ $ne: null }, { $gt: '' }, { constructor: { prototype: {} } }, {}),
  fc.integer({ min: 1000, max: 100_000 }).map((n) => 'x'.repeat(n)),
  fc.json({ maxDepth: 3 }).map((text) => JSON.parse(text)),
)
