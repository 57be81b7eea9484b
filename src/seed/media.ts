import type { Payload } from 'payload'
import { seedContext } from './context'

/**
 * The id of the media item with this alt text, uploaded from `draw()` when there is none yet, so
 * a seed piece run again, or after staff uploaded the same picture, adds no second copy.
 */
export async function seedMedia(
  payload: Payload,
  alt: string,
  name: string,
  draw: () => Promise<Buffer>,
  mimetype = 'image/jpeg',
): Promise<number> {
  const found = await payload.find({
    collection: 'media',
    where: { alt: { equals: alt } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (found.docs[0]) return found.docs[0].id
  const data = await draw()
  const doc = await payload.create({
    collection: 'media',
    data: { alt },
    file: { data, mimetype, name, size: data.length },
    overrideAccess: true,
    context: seedContext(),
  })
  return doc.id
}
