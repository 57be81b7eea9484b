import 'server-only'
import { cached, cachedIfFound } from '@/lib/cached'
import { getPayloadClient } from '@/lib/payload'
import { publishedSlugs } from '@/lib/published-slugs'
import { TAGS } from '@/lib/cache-tags'
import { toProgrammeView } from './map'
import type { ProgrammeView } from './types'

/**
 * Programme reads as an anonymous visitor (overrideAccess: false, no user): only published
 * programmes. Cached under the programmes tag, which programmes, faculties and programme
 * categories all expire on change.
 */
export const getProgramme = cachedIfFound(
  'programme',
  [TAGS.programmes],
  async (slug: string): Promise<ProgrammeView | null> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'programmes',
      where: { slug: { equals: slug } },
      limit: 1,
      depth: 1,
      overrideAccess: false,
    })
    return docs[0] ? toProgrammeView(docs[0]) : null
  },
)

/** Every published programme's slug, pre-rendered at build. */
export const getProgrammeSlugs = () => publishedSlugs('programmes')

/** Every published programme by name, as documents (the content API's majors and accreditation lists). */
export const readProgrammes = cached('programmes-docs', [TAGS.programmes], async () => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'programmes',
    sort: 'name',
    limit: 200,
    depth: 1,
    overrideAccess: false,
  })
  return docs
})
