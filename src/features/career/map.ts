import type { CareerPost } from '@/payload-types'
import { formatNewsDate } from '@/features/news/format'
import { toImage } from '@/features/shell/map'
import { formatDateTimeRange } from '@/lib/format'
import { careerPath, TRAINING_TYPE } from './format'
import type { CareerCard, CareerDetail, TrainingEvent } from './types'

/** A training's time, when staff entered one (other types have none). */
export function trainingEvent(doc: CareerPost): TrainingEvent | null {
  if (doc.type !== TRAINING_TYPE || !doc.eventStart) return null
  const end = doc.eventEnd ?? null
  return { start: doc.eventStart, end, text: formatDateTimeRange(doc.eventStart, end) }
}

/** Payload career posts (read at depth 1) → plain props. Pure, unit-tested. */
export function toCareerCard(doc: CareerPost): CareerCard {
  const image = toImage(doc.image)
  return {
    id: doc.id,
    title: doc.title,
    type: doc.type,
    href: careerPath(doc.type, doc.slug ?? ''),
    organization: doc.organization,
    location: doc.location ?? '',
    date: doc.date,
    dateText: formatNewsDate(doc.date),
    deadline: doc.deadline ?? null,
    deadlineText: doc.deadline ? formatNewsDate(doc.deadline) : '',
    closedEarly: Boolean(doc.closedEarly),
    event: trainingEvent(doc),
    summary: doc.summary,
    ...(image ? { image } : {}),
  }
}

export function toCareerDetail(doc: CareerPost): CareerDetail {
  const url = doc.applyUrl?.trim()
  // Only web links become the "apply" button; anything else stored by mistake is not a link.
  return {
    ...toCareerCard(doc),
    description: doc.description,
    applyUrl: url && /^https?:\/\//.test(url) ? url : null,
    updatedAt: doc.updatedAt,
  }
}
