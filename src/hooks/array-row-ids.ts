import { ValidationError } from 'payload'
import type {
  CollectionBeforeValidateHook,
  CollectionConfig,
  FlattenedField,
  GlobalBeforeValidateHook,
  GlobalConfig,
  Plugin,
} from 'payload'

/**
 * The rows of an array field are stored in a table of their own whose key is the row's `id`, and
 * a client may send that id (the admin panel makes one for every new row). An id that another
 * document's row already has, or that two rows of one request share, broke the table's key and
 * answered 500. Refused here, before anything is written, with the row's path: the collection
 * or global the hook is on, for REST, GraphQL and the Local API alike. (No field here is a
 * `blocks` field; its rows would need the same check.)
 */

export const ROW_ID_MESSAGES = {
  twice: 'ID baris ini dipakai dua kali; hapus ID baris baru agar dibuat otomatis.',
  taken: 'ID baris ini sudah dipakai data lain; hapus ID baris baru agar dibuat otomatis.',
} as const

/** A row id of a request: `table` is the field path without indexes, `path` with them. */
type RowId = { table: string; path: string; id: string }

const isObject = (v: unknown): v is Record<string, unknown> =>
  Boolean(v) && typeof v === 'object' && !Array.isArray(v)

/** Every array row id in `data`, following groups, named tabs and nested arrays. */
export function rowIds(fields: FlattenedField[], data: unknown, table = '', path = ''): RowId[] {
  if (!isObject(data)) return []
  return fields.flatMap((field) => {
    const value = data[field.name]
    const t = table ? `${table}.${field.name}` : field.name
    const p = path ? `${path}.${field.name}` : field.name
    if (field.type === 'array' && Array.isArray(value))
      return value.flatMap((row, i) => {
        if (!isObject(row)) return []
        const own =
          typeof row.id === 'string' || typeof row.id === 'number'
            ? [{ table: t, path: `${p}.${i}.id`, id: String(row.id) }]
            : []
        return [...own, ...rowIds(field.flattenedFields, row, t, `${p}.${i}`)]
      })
    if ((field.type === 'group' || field.type === 'tab') && 'flattenedFields' in field)
      return rowIds(field.flattenedFields, value, t, p)
    return []
  })
}

/** The first row id used twice in one request, or undefined. */
function usedTwice(ids: RowId[]): RowId | undefined {
  const seen = new Set<string>()
  for (const row of ids) {
    const key = `${row.table} ${row.id}`
    if (seen.has(key)) return row
    seen.add(key)
  }
  return undefined
}

const refuse = (where: { collection?: string; global?: string }, path: string, message: string) =>
  new ValidationError({ ...where, errors: [{ path, message }] })

export const refuseForeignRowIds: CollectionBeforeValidateHook = async ({
  collection,
  data,
  originalDoc,
  req,
}) => {
  // An auth collection's `sessions` are Payload's own (no client may write them, and Payload
  // rewrites them with overrideAccess on login and password reset): nothing to check there.
  const ids = rowIds(collection.flattenedFields, data).filter(
    (r) => !(collection.auth && r.table === 'sessions'),
  )
  if (!ids.length) return data
  const twice = usedTwice(ids)
  if (twice) throw refuse({ collection: collection.slug }, twice.path, ROW_ID_MESSAGES.twice)
  // The document's own rows keep their ids; any other id must be new to the table.
  const own = new Set(
    rowIds(collection.flattenedFields, originalDoc).map((r) => `${r.table}.${r.id}`),
  )
  const fresh = ids.filter((r) => !own.has(`${r.table}.${r.id}`))
  for (const table of new Set(fresh.map((r) => r.table))) {
    const wanted = fresh.filter((r) => r.table === table)
    const { docs } = await req.payload.find({
      collection: collection.slug as never,
      where: {
        and: [
          { [`${table}.id`]: { in: wanted.map((r) => r.id) } },
          ...(originalDoc?.id !== undefined ? [{ id: { not_equals: originalDoc.id } }] : []),
        ],
      },
      depth: 0,
      limit: 1,
      pagination: false,
      trash: true,
      overrideAccess: true,
      req,
    })
    if (!docs.length) continue
    const taken = new Set(rowIds(collection.flattenedFields, docs[0]).map((r) => r.id))
    const first = wanted.find((r) => taken.has(r.id)) ?? wanted[0]!
    throw refuse({ collection: collection.slug }, first.path, ROW_ID_MESSAGES.taken)
  }
  return data
}

/** A global is one document: its old rows are replaced, so only an id used twice breaks the key. */
export const refuseRepeatedGlobalRowIds: GlobalBeforeValidateHook = ({ data, global }) => {
  const twice = usedTwice(rowIds(global.flattenedFields, data))
  if (twice) throw refuse({ global: global.slug }, twice.path, ROW_ID_MESSAGES.twice)
  return data
}

/** Puts the row id checks first on every collection and global of the config. */
export const arrayRowIdsPlugin: Plugin = (config) => ({
  ...config,
  collections: (config.collections ?? []).map((collection): CollectionConfig => ({
    ...collection,
    hooks: {
      ...collection.hooks,
      beforeValidate: [refuseForeignRowIds, ...(collection.hooks?.beforeValidate ?? [])],
    },
  })),
  globals: (config.globals ?? []).map((global): GlobalConfig => ({
    ...global,
    hooks: {
      ...global.hooks,
      beforeValidate: [refuseRepeatedGlobalRowIds, ...(global.hooks?.beforeValidate ?? [])],
    },
  })),
})
