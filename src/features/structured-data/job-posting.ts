import { careerStatus } from '@/features/career/format'
import type { CareerDetail } from '@/features/career/types'
import { lexicalText } from '@/features/search/text'
import { absoluteUrl, compact, endOfJakartaDay } from './node'
import { organisationNamed } from './organisation'
import { isOnline } from './place'
import type { JsonLdNode, SiteContext } from './types'

/** Enough for the longest post the career centre writes; a runaway text stops here. */
const DESCRIPTION_LIMIT = 2000
const HYBRID = /\b(hibrida|hybrid)\b/i

/**
 * When the post stops taking applications. Open until the end of its deadline's day (the rule
 * the page's badge follows); a post closed early was closed when it was last saved, or at its
 * deadline if that came first. Google: an expired posting must carry a validThrough in the past.
 */
export function validThrough(post: CareerDetail, now: Date): string | undefined {
  const deadline = post.deadline ? endOfJakartaDay(post.deadline) : undefined
  if (careerStatus(post, now) === 'open') return deadline
  if (!post.closedEarly) return deadline
  const closed = new Date(Math.min(Date.parse(post.updatedAt), now.getTime() - 1000))
  return deadline && Date.parse(deadline) < closed.getTime() ? deadline : closed.toISOString()
}

/** Where the work is: a town (or a hybrid arrangement there), or anywhere in Indonesia. */
function workplace(location: string): Record<string, unknown> {
  const town = location.replace(/\s*\([^)]*\)/g, '').trim()
  if (isOnline(location) && !HYBRID.test(location)) {
    return {
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'Indonesia' },
    }
  }
  return {
    jobLocation: {
      '@type': 'Place',
      address: compact({ '@type': 'PostalAddress', addressLocality: town, addressCountry: 'ID' }),
    },
    ...(HYBRID.test(location) ? { jobLocationType: 'TELECOMMUTE' } : {}),
  }
}

/**
 * A vacancy or an internship as a JobPosting (Google: title, description, datePosted,
 * hiringOrganization, jobLocation or a remote job's applicantLocationRequirements, validThrough
 * when it expires; employmentType recommended). Internships are INTERN; the CMS does not record
 * whether a vacancy is full- or part-time, so a vacancy carries no employmentType rather than a
 * guessed one. The description is the post's own text (Google asks for the whole description).
 */
export function jobPosting(post: CareerDetail, { siteUrl, organisation }: SiteContext, now: Date) {
  const url = absoluteUrl(siteUrl, post.href)
  return compact({
    '@type': 'JobPosting',
    '@id': `${url}#lowongan`,
    title: post.title,
    description: lexicalText(post.description, DESCRIPTION_LIMIT) || post.summary,
    datePosted: post.date,
    validThrough: validThrough(post, now),
    employmentType: post.type === 'info-magang' ? 'INTERN' : undefined,
    hiringOrganization: organisationNamed(post.organization, organisation, siteUrl),
    ...workplace(post.location),
    directApply: false,
    url,
  }) as JsonLdNode
}
