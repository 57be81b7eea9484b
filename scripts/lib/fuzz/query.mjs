// Query strings in the bracket syntax Payload's REST API reads (`where[title][equals]=x`, the `qs`
// package's), with generated and hostile keys, operators and values.
import fc from 'fast-check'
import { anyPiece, encodePiece, hostilePiece, PROTOTYPE_WORDS } from './values.mjs'

/**
 * One `key=value` of a query string. `path` is the key's parts: the first as it is, the others in
 * brackets (`['where', 'title', 'equals']` → `where[title][equals]`).
 * @typedef {{ path: import('./values.mjs').Piece[], value: import('./values.mjs').Piece }} Param
 */

/** @param {Param[]} params */
export function toQuery(params) {
  return params
    .map(({ path, value }) => {
      const [first, ...rest] = path.map(encodePiece)
      return `${first}${rest.map((part) => `[${part}]`).join('')}=${encodePiece(value)}`
    })
    .join('&')
}

const piece = (/** @type {string} */ text) => ({ text })

/** Field paths that exist in several collections, and some that exist nowhere. */
export const FIELD_PATHS = [
  'id',
  'title',
  'name',
  'slug',
  'createdAt',
  'updatedAt',
  'publishedAt',
  '_status',
  'email',
  'status',
  'category',
  'category.name',
  'owner',
  'parent',
  'version.title',
  'roles',
  'alt',
  'filename',
  'date',
  'sort',
]
export const OPERATORS = [
  'equals',
  'not_equals',
  'like',
  'not_like',
  'contains',
  'in',
  'not_in',
  'all',
  'exists',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'near',
  'within',
  'intersects',
]

const fieldPath = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...FIELD_PATHS).map(piece) },
  { weight: 1, arbitrary: fc.constantFrom(...PROTOTYPE_WORDS, '$where', '').map(piece) },
)
const operator = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...OPERATORS).map(piece) },
  { weight: 1, arbitrary: fc.constantFrom('$ne', '$gt', 'constructor', '__proto__').map(piece) },
)
/** What follows the operator: nothing, a list index, an empty (array) bracket or an object key. */
const valueSuffix = fc.oneof(
  { weight: 6, arbitrary: fc.constant([]) },
  { weight: 1, arbitrary: fc.constantFrom([piece('0')], [piece('')], [piece('$ne')]) },
)

/** @type {fc.Arbitrary<Param[]>} */
const whereParam = fc
  .tuple(
    fc.constantFrom([], ['or', '0'], ['and', '1'], ['or', '0', 'and', '0']),
    fieldPath,
    operator,
    valueSuffix,
    anyPiece,
  )
  .map(([group, field, op, suffix, value]) => [
    { path: [piece('where'), ...group.map(piece), field, op, ...suffix], value },
  ])

const intOrHostile = (/** @type {number} */ max) =>
  fc.oneof(
    fc.integer({ min: 0, max }).map((n) => piece(String(n))),
    hostilePiece,
  )

/** The parameters of a Payload REST list (`/api/cms/<collection>`), each present or not. */
/** @type {fc.Arbitrary<Param[]>} */
export const listParams = fc
  .record(
    {
      where: fc.oneof(
        fc.array(whereParam, { maxLength: 3 }).map((lists) => lists.flat()),
        // Payload also takes `where` (and `data`) as JSON text.
        fc
          .tuple(fc.constantFrom('where', 'data'), anyPiece)
          .map(([key, value]) => [{ path: [piece(key)], value }]),
      ),
      limit: intOrHostile(200),
      page: intOrHostile(50),
      depth: intOrHostile(12),
      sort: fc.oneof(
        fieldPath,
        fieldPath.map((p) => piece(`-${p.text}`)),
        hostilePiece,
      ),
      select: fc.tuple(fieldPath, fc.constantFrom('true', 'false', '1')),
      draft: fc.oneof(fc.constantFrom('true', 'false').map(piece), hostilePiece),
      locale: fc.oneof(fc.constantFrom('id', 'en', 'all', '*').map(piece), hostilePiece),
      trash: fc.constantFrom('true', 'false').map(piece),
      pagination: fc.constantFrom('false', 'true').map(piece),
    },
    { requiredKeys: [] },
  )
  .map((record) =>
    Object.entries(record).flatMap(([key, value]) => {
      if (key === 'where') return /** @type {Param[]} */ (value)
      if (key === 'select') {
        const [field, flag] = /** @type {[{ text: string }, string]} */ (value)
        return [{ path: [piece('select'), field], value: piece(flag) }]
      }
      return [{ path: [piece(key)], value: /** @type {{ text: string }} */ (value) }]
    }),
  )

/** Keys and values no call reads: the content API ignores its query string, the server must not fail on it. */
/** @type {fc.Arbitrary<Param[]>} */
export const strayParams = fc.array(
  fc
    .tuple(fc.oneof(fieldPath, hostilePiece), anyPiece)
    .map(([key, value]) => ({ path: [key], value })),
  { maxLength: 3 },
)
