import { icsCalendar, icsUid, type IcsEvent } from '@/lib/ics'
import type { CareerCard } from './types'

/**
 * A training as an iCalendar file with one timed event (UTC), offered on its page when staff
 * entered its time. Pure, unit-tested.
 */

export const TRAINING_ICS_FILE = 'kalender.ics'
/** Beside the training's page: `/pusat-karir/pengembangan-dan-pelatihan/{slug}/kalender.ics`. */
export const trainingIcsPath = (post: Pick<CareerCard, 'href'>) =>
  `${post.href}/${TRAINING_ICS_FILE}`

/** The post's own event, or null when it is not a training or has no time yet. */
export function trainingIcsEvent(post: CareerCard, siteUrl: string): IcsEvent | null {
  if (!post.event) return null
  return {
    uid: icsUid(`pelatihan-${post.id}`, siteUrl),
    allDay: false,
    start: new Date(post.event.start),
    ...(post.event.end ? { end: new Date(post.event.end) } : {}),
    summary: post.title,
    description: [post.summary, `Penyelenggara: ${post.organization}`].filter(Boolean).join('\n'),
    location: post.location,
    url: `${siteUrl}${post.href}`,
    categories: ['Pengembangan dan Pelatihan'],
  }
}

export function trainingIcs(
  post: CareerCard,
  { name, siteUrl, stamp }: { name: string; siteUrl: string; stamp: Date },
): string | null {
  const event = trainingIcsEvent(post, siteUrl)
  if (!event) return null
  return icsCalendar({
    name: post.title,
    company: name,
    product: 'Pelatihan',
    stamp,
    events: [event],
  })
}
