import { describe, expect, it } from 'vitest'
import { careerStatus, countLabel } from '@/features/career/format'
import { jakartaDay } from '@/lib/time-zone'
import { toCareerCard, toCareerDetail } from '@/features/career/map'
import { careerPosts } from '@/seed/career'
import { seedClock } from '@/seed/clock'
import { paragraphsToLexical } from '@/seed/richtext'
import type { CareerPost, Media } from '@/payload-types'

describe('career status (Asia/Jakarta calendar days)', () => {
  // 22 Nov 2026 at 10:00 in Jakarta (03:00 UTC).
  const now = new Date('2026-11-22T03:00:00.000Z')

  it('stays open for the whole deadline day and closes the day after', () => {
    expect(careerStatus({ deadline: '2026-11-22T05:00:00.000Z' }, now)).toBe('open')
    expect(careerStatus({ deadline: '2026-11-23T05:00:00.000Z' }, now)).toBe('open')
    expect(careerStatus({ deadline: '2026-11-21T05:00:00.000Z' }, now)).toBe('closed')
  })

  it('compares Jakarta days, not UTC days', () => {
    // 21 Nov 18:00 UTC is already 22 Nov 01:00 in Jakarta: the deadline day is today.
    expect(careerStatus({ deadline: '2026-11-21T18:00:00.000Z' }, now)).toBe('open')
    // 21 Nov 16:59 UTC is 21 Nov 23:59 in Jakarta: yesterday.
    expect(careerStatus({ deadline: '2026-11-21T16:59:00.000Z' }, now)).toBe('closed')
    // Late evening in Jakarta (17:30 UTC = 00:30 next day): a deadline of "today UTC" has passed.
    expect(
      careerStatus({ deadline: '2026-11-22T05:00:00.000Z' }, new Date('2026-11-22T17:30:00.000Z')),
    ).toBe('closed')
    expect(jakartaDay(new Date('2026-11-22T17:30:00.000Z'))).toBe('2026-11-23')
  })

  it('is closed when closed early, whatever the deadline; open without a deadline', () => {
    expect(careerStatus({ deadline: '2027-01-01T05:00:00.000Z', closedEarly: true }, now)).toBe(
      'closed',
    )
    expect(careerStatus({ deadline: null, closedEarly: true }, now)).toBe('closed')
    expect(careerStatus({ deadline: null }, now)).toBe('open')
    expect(careerStatus({ deadline: 'bukan tanggal' }, now)).toBe('open')
  })
})

describe('career counts', () => {
  it('names the count with the type’s noun, digits grouped the Indonesian way', () => {
    expect(countLabel('lowongan-kerja', 12)).toBe('12 lowongan')
    expect(countLabel('info-magang', 1)).toBe('1 info magang')
    expect(countLabel('pengembangan-dan-pelatihan', 1500)).toBe('1.500 program pelatihan')
  })
})

const media = {
  id: 3,
  url: 'http://localhost:3000/api/cms/media/file/karier.webp',
  alt: 'Ruang kerja',
  width: 1200,
  height: 675,
} as Media
const doc = (over: Partial<CareerPost> = {}): CareerPost =>
  ({
    id: 7,
    title: 'Lowongan Staf IT',
    slug: 'lowongan-staf-it',
    type: 'lowongan-kerja',
    organization: 'PT Sinergi Data Parahyangan',
    location: 'Bandung',
    date: '2026-03-12T05:00:00.000Z',
    deadline: '2026-04-01T05:00:00.000Z',
    closedEarly: false,
    image: media,
    summary: 'Ringkasan.',
    description: paragraphsToLexical(['Isi.']),
    applyUrl: 'https://karir.utb.ac.id/daftar/lowongan-staf-it',
    ...over,
  }) as CareerPost

describe('career documents → props', () => {
  it('links to the detail under the post’s own type, with id-ID dates and a site-relative image', () => {
    const card = toCareerCard(doc())
    expect(card.href).toBe('/pusat-karir/lowongan-kerja/lowongan-staf-it')
    expect(toCareerCard(doc({ type: 'info-magang' })).href).toBe(
      '/pusat-karir/info-magang/lowongan-staf-it',
    )
    expect(card.dateText).toBe('12 Maret 2026')
    expect(card.deadlineText).toBe('1 April 2026')
    expect(card.image?.url).toBe('/api/cms/media/file/karier.webp')
  })

  it('has no deadline text without a deadline and no image when the upload is not populated', () => {
    const card = toCareerCard(doc({ deadline: null, image: 3 }))
    expect(card.deadlineText).toBe('')
    expect(card.image).toBeUndefined()
  })

  it('keeps only web links as the apply link', () => {
    expect(toCareerDetail(doc()).applyUrl).toBe('https://karir.utb.ac.id/daftar/lowongan-staf-it')
    expect(toCareerDetail(doc({ applyUrl: 'javascript:alert(1)' })).applyUrl).toBeNull()
    expect(toCareerDetail(doc({ applyUrl: '' })).applyUrl).toBeNull()
  })
})

describe('seeded career posts', () => {
  const now = Date.UTC(2026, 10, 22, 3)
  const posts = careerPosts(seedClock(new Date(now)))

  it('have unique slugs, including the route examples under their types', () => {
    expect(new Set(posts.map((p) => p.slug)).size).toBe(posts.length)
    const typeOf = (slug: string) => posts.find((p) => p.slug === slug)?.type
    expect(typeOf('lowongan-staf-it')).toBe('lowongan-kerja')
    expect(typeOf('magang-software-engineer')).toBe('info-magang')
    expect(typeOf('pelatihan-cloud-computing')).toBe('pengembangan-dan-pelatihan')
  })

  it('give every type more than one page, and both open and closed posts', () => {
    for (const type of ['lowongan-kerja', 'info-magang', 'pengembangan-dan-pelatihan'] as const) {
      const ofType = posts.filter((p) => p.type === type)
      expect(ofType.length).toBeGreaterThan(10)
      const statuses = new Set(ofType.map((p) => careerStatus(p, new Date(now))))
      expect(statuses).toEqual(new Set(['open', 'closed']))
    }
  })
})
