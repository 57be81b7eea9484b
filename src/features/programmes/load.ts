import 'server-only'
import { cachedIfFound } from '@/lib/cached'
import { cachedVisitorFind, findBySlugAsVisitor } from '@/lib/visitor-find'
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
    const doc = await findBySlugAsVisitor('programmes', slug)
    return doc ? toProgrammeView(doc) : null
  },
)

/** Every published programme's slug, pre-rendered at build. */
export const getProgrammeSlugs = () => publishedSlugs('programmes')

/** Every published programme by name, as documents (the content API's majors and accreditation lists). */
export const readProgrammes = cachedVisitorFind('programmes-docs', [TAGS.programmes], {
  collection: 'programmes',
  sort: 'name',
  limit: 200,
  depth: 1,
})
