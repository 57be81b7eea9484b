import type { CareerPost } from '@/payload-types'
import { jakartaDay } from '@/lib/time-zone'

/** Pure helpers of the career centre pages (unit-tested): types, status, counts. */

export type CareerType = CareerPost['type']
export const CAREER_PAGE_SIZE = 10

/** Each type's list page: its path, heading and the noun its count uses ("12 lowongan"). */
export const CAREER_SECTIONS: Record<CareerType, { path: string; label: string; noun: string }> = {
  'lowongan-kerja': {
    path: '/pusat-karir/lowongan-kerja',
    label: 'Lowongan Kerja',
    noun: 'lowongan',
  },
  'info-magang': {
    path: '/pusat-karir/info-magang',
    label: 'Informasi Magang',
    noun: 'info magang',
  },
  'pengembangan-dan-pelatihan': {
    path: '/pusat-karir/pengembangan-dan-pelatihan',
    label: 'Pengembangan dan Pelatihan',
    noun: 'program pelatihan',
  },
}

/** The type whose posts are events with a time and place (training, workshops, bootcamps). */
export const TRAINING_TYPE = 'pengembangan-dan-pelatihan' satisfies CareerType

/** Why a training's end cannot be saved, or null: it must not come before its start. */
export function trainingEndProblem(
  start: string | null | undefined,
  end: string | null | undefined,
): string | null {
  if (!end) return null
  if (!start) return 'Isi juga waktu mulai pelatihan.'
  return Date.parse(end) < Date.parse(start)
    ? 'Waktu selesai tidak boleh sebelum waktu mulai pelatihan.'
    : null
}

export const countLabel = (type: CareerType, total: number) =>
  `${total.toLocaleString('id-ID')} ${CAREER_SECTIONS[type].noun}`

export const careerPath = (type: CareerType, slug: string) =>
  `${CAREER_SECTIONS[type].path}/${slug}`

export type CareerStatus = 'open' | 'closed'

/**
 * Closed when staff closed it early, or when the deadline's day (in Jakarta) is before today's:
 * a post stays open for the whole of its last day. No deadline means open until closed early.
 */
export function careerStatus(
  post: { deadline?: string | null; closedEarly?: boolean | null },
  now: Date = new Date(),
): CareerStatus {
  if (post.closedEarly) return 'closed'
  if (!post.deadline) return 'open'
  const deadline = new Date(post.deadline)
  if (Number.isNaN(deadline.getTime())) return 'open'
  return jakartaDay(deadline) < jakartaDay(now) ? 'closed' : 'open'
}

export const STATUS_TEXT: Record<CareerStatus, string> = { open: 'Dibuka', closed: 'Ditutup' }
