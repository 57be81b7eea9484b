import { revalidateTag } from 'next/cache'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'
import type { CacheTag } from '@/lib/cache-tags'

/**
 * Expire a cache tag right away so the next visitor sees the edit. Scripts and tests run
 * Payload outside Next.js (no NEXT_RUNTIME), where there is no cache to expire; seeding also
 * says so explicitly with context.skipRevalidate.
 */
export function expireTag(tag: CacheTag, req: PayloadRequest): void {
  if (req.context?.skipRevalidate || !process.env.NEXT_RUNTIME) return
  try {
    revalidateTag(tag, { expire: 0 })
  } catch (error) {
    req.payload.logger.warn({ msg: `Revalidasi cache "${tag}" dilewati`, err: error })
  }
}

export const revalidateGlobal =
  (tag: CacheTag): GlobalAfterChangeHook =>
  ({ doc, req }) => {
    expireTag(tag, req)
    return doc
  }

export const revalidateCollection = (
  ...tags: CacheTag[]
): { afterChange: CollectionAfterChangeHook[]; afterDelete: CollectionAfterDeleteHook[] } => ({
  afterChange: [
    ({ doc, req }) => {
      tags.forEach((tag) => expireTag(tag, req))
      return doc
    },
  ],
  afterDelete: [
    ({ doc, req }) => {
      tags.forEach((tag) => expireTag(tag, req))
      return doc
    },
  ],
})
