import { CAREER_SECTIONS } from '@/features/career/format'
import type { CareerDetail } from '@/features/career/types'
import { breadcrumbList, pageTrail } from './breadcrumbs'
import { event } from './event'
import { jobPosting } from './job-posting'
import { trainingEventView } from './map'
import type { JsonLdNode, SiteContext } from './types'

/** The trail of a career post: its list (the "← Lowongan Kerja" link above its title), then itself. */
export const careerTrail = (post: CareerDetail) =>
  pageTrail([{ label: CAREER_SECTIONS[post.type].label, href: CAREER_SECTIONS[post.type].path }], {
    label: post.title,
    href: post.href,
  })

/**
 * A career post's structured data: a vacancy or an internship is a JobPosting, a training an
 * Event (when its dates are set), each with the page's breadcrumb.
 */
export function careerPostNodes(post: CareerDetail, context: SiteContext, now: Date): JsonLdNode[] {
  const training = post.type === 'pengembangan-dan-pelatihan'
  const view = training ? trainingEventView(post, context) : null
  const subject = training
    ? view && event(view, context.organisation)
    : jobPosting(post, context, now)
  return [...(subject ? [subject] : []), breadcrumbList(careerTrail(post), context.siteUrl)]
}
