import type { CollectionSlug, Payload, PopulateType, Where } from 'payload'

/**
 * `offset`/`limit` reads (the content API's paging) on Payload, which pages by page number:
 * rows [offset, offset + limit) lie in at most two pages of size `limit`, so two reads at most.
 */
export async function findSlice<S extends CollectionSlug>(
  payload: Payload,
  args: {
    collection: S
    where?: Where
    sort?: string | string[]
    depth?: number
    populate?: PopulateType
    offset: number
    limit: number
  },
) {
  const { offset, limit, ...query } = args
  const first = Math.floor(offset / limit) + 1
  const skip = offset % limit
  const read = (page: number) => payload.find({ ...query, limit, page, overrideAccess: false })
  const a = await read(first)
  const docs = skip && a.hasNextPage ? [...a.docs, ...(await read(first + 1)).docs] : a.docs
  return { docs: docs.slice(skip, skip + limit), totalDocs: a.totalDocs }
}

/** How many pages of `size` a list of `totalDocs` has, counted as Payload does: at least one, also when empty. */
export const pageCount = (totalDocs: number, size: number) =>
  Math.max(1, Math.ceil(totalDocs / size))
