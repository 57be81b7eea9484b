import 'server-only'
import type { CollectionSlug, DataFromCollectionSlug, Sort, Where } from 'payload'
import { cached } from '@/lib/cached'
import type { CacheTag } from '@/lib/cache-tags'
import { getPayloadClient } from '@/lib/payload'

type VisitorQuery<S extends CollectionSlug> = {
  collection: S
  where?: Where
  sort?: Sort
  limit: number
  depth: number
}

/**
 * A collection's documents as an anonymous visitor may read them (overrideAccess: false, no
 * user): the collection's access rule leaves out what is not published.
 */
export async function findAsVisitor<S extends CollectionSlug>(
  query: VisitorQuery<S>,
): Promise<DataFromCollectionSlug<S>[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ ...query, overrideAccess: false })
  return docs
}

/** The same read cached under the tags that the collection's hooks expire on change. */
export const cachedVisitorFind = <S extends CollectionSlug>(
  key: string,
  tags: CacheTag[],
  query: VisitorQuery<S>,
) => cached(key, tags, () => findAsVisitor(query))

/** The document a detail page shows (its relations one level deep), or undefined. */
export async function findBySlugAsVisitor<S extends CollectionSlug>(collection: S, slug: string) {
  const [doc] = await findAsVisitor({
    collection,
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 1,
  })
  return doc
}
