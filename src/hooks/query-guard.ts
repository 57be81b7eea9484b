import { APIError, NotFound } from 'payload'
import { capPublicLists } from './read-limits'
import type {
  CollectionBeforeOperationHook,
  FlattenedField,
  Payload,
  SanitizedConfig,
  SanitizedGlobalConfig,
  Where,
} from 'payload'

/**
 * Payload hands `where` values and document ids from the URL to the database adapters as they
 * come: `?where[createdAt][greater_than]=notadate` binds `undefined`, `where[title][equals][$ne]=1`
 * binds an object and `/api/cms/news/abc` binds NaN, and the database driver's error becomes a
 * 500. This hook, on every collection and for REST, GraphQL and the Local API alike, refuses such
 * input first: 400 with an Indonesian message for a filter, 404 for an id no document can have.
 */

const SCALAR_OPERATORS = [
  'equals',
  'not_equals',
  'like',
  'contains',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
]
const LIST_OPERATORS = ['in', 'not_in', 'all']
/** Operators whose value is compared with the field's type (not a text pattern). */
const TYPED_OPERATORS = new Set([
  'equals',
  'not_equals',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  ...LIST_OPERATORS,
])
const PATTERN_OPERATORS = new Set(['like', 'contains'])
/** GeoJSON shapes and coordinates: objects by design, and only for point fields (else a database error). */
const GEO_OPERATORS = new Set(['near', 'within', 'intersects'])

type Kind = 'date' | 'number' | 'id' | 'point' | 'other'
/** What a where path compares with: its value's kind, and whether the field holds several values. */
type Target = { kind: Kind; many: boolean }
type Fields = { slug: string; flattenedFields: FlattenedField[] }

// `undefined` never comes from a URL; Local API callers keep Payload's own handling of it.
const isScalar = (v: unknown) =>
  v === null ||
  v === undefined ||
  v instanceof Date ||
  ['string', 'number', 'boolean'].includes(typeof v)
const isIdValue = (v: unknown) =>
  (typeof v === 'number' && Number.isSafeInteger(v)) ||
  (typeof v === 'string' && /^\d{1,15}$/.test(v))

function idKind(payload: Payload, slug: string): Kind {
  const collection = payload.collections[slug as keyof typeof payload.collections]
  const type = collection?.customIDType ?? payload.db.defaultIDType
  return type === 'number' ? 'id' : 'other'
}

/**
 * Whether a where path is read as one of the versions table (`parent`, `version.title`, …).
 * Payload names the hook operation of a version list `read`, as a document list's: a versioned
 * collection's `read` filter on a path that is none of the document's fields is a version list's.
 */
type Versions = boolean | 'maybe'

const ownField = (fields: FlattenedField[], name: string) =>
  Object.hasOwn(Object.fromEntries(fields.map((f) => [f.name, true])), name)

/** The type of the value a where path compares with, following groups, arrays and single relationships. */
function targetOf(payload: Payload, owner: Fields, path: string, versions: Versions): Target {
  const one = (kind: Kind): Target => ({ kind, many: false })
  let segments = path.split('.')
  const asVersion =
    versions === true ||
    (versions === 'maybe' && segments[0] !== 'id' && !ownField(owner.flattenedFields, segments[0]!))
  if (asVersion) {
    if (segments[0] === 'parent') return one(idKind(payload, owner.slug))
    // A version's own timestamps (the document's are under `version.`).
    if (segments.length === 1 && ['createdAt', 'updatedAt'].includes(segments[0]!))
      return one('date')
    if (segments[0] !== 'version')
      return one(segments[0] === 'id' ? idKind(payload, owner.slug) : 'other')
    segments = segments.slice(1)
  }
  let fields: FlattenedField[] = owner.flattenedFields
  let slug = owner.slug
  for (const [i, segment] of segments.entries()) {
    if (segment === 'id' && !fields.some((f) => f.name === 'id')) return one(idKind(payload, slug))
    const field = fields.find((f) => f.name === segment)
    if (!field) return one('other')
    const last = i === segments.length - 1
    const many = last && 'hasMany' in field && field.hasMany === true
    if (field.type === 'date') return one(last ? 'date' : 'other')
    if (field.type === 'number') return { kind: last ? 'number' : 'other', many }
    if (field.type === 'point') return one(last ? 'point' : 'other')
    if (field.type === 'relationship' || field.type === 'upload') {
      if (typeof field.relationTo !== 'string') return { kind: 'other', many }
      if (last) return { kind: idKind(payload, field.relationTo), many }
      const related =
        payload.collections[field.relationTo as keyof typeof payload.collections]?.config
      if (!related) return one('other')
      fields = related.flattenedFields
      slug = related.slug
      continue
    }
    if ('flattenedFields' in field && Array.isArray(field.flattenedFields)) {
      fields = field.flattenedFields
      continue
    }
    return { kind: 'other', many }
  }
  return one('other')
}

const fits: Record<Kind, (v: unknown) => boolean> = {
  date: (v) =>
    v == null ||
    v instanceof Date ||
    ((typeof v === 'string' || typeof v === 'number') && !Number.isNaN(new Date(v).getTime())),
  // An empty text is 0 to Payload: harmless, and what an emptied admin filter sends.
  number: (v) =>
    v == null ||
    v === '' ||
    (typeof v === 'number' && Number.isFinite(v)) ||
    (typeof v === 'string' && Number.isFinite(Number(v))),
  id: (v) => v == null || v === '' || isIdValue(v),
  point: () => true,
  other: () => true,
}

const NOUNS: Record<Kind, string> = {
  date: 'tanggal',
  number: 'angka',
  id: 'ID',
  point: 'titik',
  other: 'nilai',
}

/** A refused value as the message repeats it: a long one is cut. */
const shown = (value: unknown) => {
  const text = String(value)
  return text.length > 40 ? `${text.slice(0, 40)}…` : text
}

const refuse = (message: string) => new APIError(message, 400, undefined, true)

function checkWhere(payload: Payload, owner: Fields, where: unknown, versions: Versions): void {
  if (where === undefined || where === null) return
  if (typeof where !== 'object' || Array.isArray(where)) throw refuse('Filter tidak dapat dibaca.')
  for (const [key, constraint] of Object.entries(where as Where)) {
    if (key === 'and' || key === 'or') {
      if (!Array.isArray(constraint)) throw refuse(`Filter "${key}" harus berupa daftar.`)
      for (const part of constraint) checkWhere(payload, owner, part, versions)
      continue
    }
    if (!constraint || typeof constraint !== 'object' || Array.isArray(constraint))
      throw refuse(`Filter "${key}" tidak dapat dibaca.`)
    const { kind, many } = targetOf(payload, owner, key, versions)
    for (const [operator, value] of Object.entries(constraint as Record<string, unknown>)) {
      // "All of these values" needs a field that holds several (the database has no such test on one).
      if (operator === 'all' && !many)
        throw refuse(`Filter "${key}": operator "all" hanya untuk bidang dengan beberapa nilai.`)
      if (GEO_OPERATORS.has(operator)) {
        if (kind === 'point') continue
        throw refuse(
          `Filter "${key}": operator "${operator}" hanya untuk bidang titik (koordinat).`,
        )
      }
      const values = LIST_OPERATORS.includes(operator)
        ? Array.isArray(value)
          ? value
          : typeof value === 'string'
            ? value.split(',')
            : [value]
        : [value]
      const shapeOk =
        operator === 'exists'
          ? ['true', 'false', true, false].includes(value as never)
          : (SCALAR_OPERATORS.includes(operator) || LIST_OPERATORS.includes(operator)) &&
            values.every(isScalar)
      if (!shapeOk)
        throw refuse(`Filter "${key}" dengan operator "${operator}" tidak dapat dibaca.`)
      // A text pattern on an id or a number is turned into a number by Payload: NaN or Infinity
      // (`parent like abc`, thirteen thousand digits) reached the database driver as a 500.
      const typed =
        TYPED_OPERATORS.has(operator) ||
        (PATTERN_OPERATORS.has(operator) && (kind === 'id' || kind === 'number'))
      if (typed && !values.every(fits[kind]))
        throw refuse(`Filter "${key}": nilai "${shown(value)}" bukan ${NOUNS[kind]} yang valid.`)
    }
  }
}

export const guardQueryInput: CollectionBeforeOperationHook = ({
  args,
  collection,
  operation,
  req,
}) => {
  const { id, where } = args as { id?: unknown; where?: unknown }
  const versions: Versions =
    operation === 'findVersions' ||
    operation === 'findVersionByID' ||
    operation === 'restoreVersion' ||
    (operation === 'read' && Boolean(collection.versions) ? 'maybe' : false)
  if (id !== undefined && idKind(req.payload, collection.slug) === 'id' && !isIdValue(id))
    throw new NotFound(req.t)
  checkWhere(req.payload, collection, where, versions)
  return args
}

/**
 * Puts guardQueryInput and the list cap for visitors (./read-limits.ts) first on every collection
 * of the built config, the ones Payload adds itself included (jobs, document locks, preferences:
 * `/api/cms/payload-jobs/abc` was a 500).
 */
export function guardEveryCollection(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    const hooks = (collection.hooks.beforeOperation ??= [])
    if (!hooks.includes(guardQueryInput)) hooks.unshift(guardQueryInput, capPublicLists)
  }
  for (const global of config.globals) if (global.versions) guardGlobalVersions(global)
  return config
}

/**
 * A global's version list takes `where` from the URL as well, and Payload runs no hook of a global
 * before that query: its `readVersions` access rule is the one step before it, so the filter of
 * that REST call (`req.query`, parsed by Payload) is checked there.
 */
function guardGlobalVersions(global: SanitizedGlobalConfig): void {
  const rule = global.access.readVersions
  const route = `/globals/${global.slug}/versions`
  global.access.readVersions = (args) => {
    const { req } = args
    if (req.payloadAPI === 'REST' && req.pathname?.endsWith(route))
      checkWhere(req.payload, global, (req.query as { where?: unknown } | undefined)?.where, true)
    return rule ? rule(args) : Boolean(req.user)
  }
}
