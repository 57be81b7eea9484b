import { describe, expect, it } from 'vitest'
import { calendarIcs } from '@/features/students/ics'
import {
  dateRangeParts,
  eventStates,
  groupCalendar,
  groupOrganisations,
  instagramLink,
  toCalendarEvent,
  toOrganisationCard,
  toOrganisationDetail,
} from '@/features/students/map'
import type { CalendarEvent } from '@/features/students/types'
import { formatDateRange } from '@/lib/format'
import { academicEvents, organisations } from '@/seed/students'
import { paragraphsToLexical } from '@/seed/richtext'
import { SEED_DAY } from '../helpers/seed-day'
import { linesWithin75Octets, parseIcs } from '../helpers/ics'
import type { AcademicEvent, Media, StudentOrganisation } from '@/payload-types'

const event = (over: Partial<AcademicEvent> & { id: number }): CalendarEvent =>
  toCalendarEvent({
    title: 'Agenda',
    academicYear: '2026/2027',
    semester: 'ganjil',
    category: 'akademik',
    startDate: '2026-08-03T05:00:00.000Z',
    endDate: null,
    note: null,
    createdAt: '',
    updatedAt: '',
    ...over,
  })

const joined = (p: ReturnType<typeof dateRangeParts>) =>
  `${p.start.text}${p.separator}${p.end?.text ?? ''}`

describe('date ranges in id-ID, split for <time> elements', () => {
  it('shortens the start inside one month, one year, and keeps both full across years', () => {
    const sameMonth = dateRangeParts('2026-08-03T05:00:00.000Z', '2026-08-14T05:00:00.000Z')
    expect(sameMonth).toEqual({
      start: { iso: '2026-08-03', text: '3' },
      end: { iso: '2026-08-14', text: '14 Agustus 2026' },
      separator: '–',
    })
    const months = dateRangeParts('2026-08-28T05:00:00.000Z', '2026-09-02T05:00:00.000Z')
    expect(joined(months)).toBe('28 Agustus – 2 September 2026')
    const years = dateRangeParts('2026-12-24T05:00:00.000Z', '2027-01-03T05:00:00.000Z')
    expect(joined(years)).toBe('24 Desember 2026 – 3 Januari 2027')
    for (const [s, e] of [
      ['2026-08-03T05:00:00.000Z', '2026-08-14T05:00:00.000Z'],
      ['2026-08-28T05:00:00.000Z', '2026-09-02T05:00:00.000Z'],
      ['2026-12-24T05:00:00.000Z', '2027-01-03T05:00:00.000Z'],
    ] as const) {
      expect(joined(dateRangeParts(s, e))).toBe(formatDateRange(s, e))
    }
  })

  it('gives one day without an end, with an end on the same Jakarta day, or an end before the start', () => {
    expect(dateRangeParts('2026-11-28T05:00:00.000Z')).toEqual({
      start: { iso: '2026-11-28', text: '28 November 2026' },
      separator: '',
    })
    // 17:30 UTC on the 27th is already the 28th in Jakarta.
    expect(
      dateRangeParts('2026-11-27T17:30:00.000Z', '2026-11-28T10:00:00.000Z').end,
    ).toBeUndefined()
    expect(
      dateRangeParts('2026-11-28T05:00:00.000Z', '2026-11-20T05:00:00.000Z').end,
    ).toBeUndefined()
  })

  it('maps an event with its category label, Jakarta days and full text', () => {
    const e = event({
      id: 1,
      category: 'ujian',
      startDate: '2026-10-19T05:00:00.000Z',
      endDate: '2026-10-30T05:00:00.000Z',
      note: ' Di portal. ',
    })
    expect(e).toMatchObject({
      categoryLabel: 'Ujian',
      startDay: '2026-10-19',
      endDay: '2026-10-30',
      dateText: '19–30 Oktober 2026',
      note: 'Di portal.',
    })
    expect(event({ id: 2 }).endDay).toBe('2026-08-03')
  })
})

describe('calendar grouping', () => {
  it('groups by academic year and semester (ganjil, genap, antara), then by start month, in date order', () => {
    const events = [
      event({ id: 1, semester: 'genap', startDate: '2027-02-08T05:00:00.000Z' }),
      event({ id: 2, semester: 'antara', startDate: '2027-06-28T05:00:00.000Z' }),
      event({ id: 3, startDate: '2026-08-31T05:00:00.000Z', endDate: '2026-12-11T05:00:00.000Z' }),
      event({ id: 4, startDate: '2026-08-03T05:00:00.000Z' }),
      event({
        id: 5,
        academicYear: '2025/2026',
        semester: 'genap',
        startDate: '2026-02-09T05:00:00.000Z',
      }),
    ]
    const groups = groupCalendar(events)
    expect(groups.map((g) => g.label)).toEqual([
      'Semester Genap 2025/2026',
      'Semester Ganjil 2026/2027',
      'Semester Genap 2026/2027',
      'Semester Antara 2026/2027',
    ])
    const ganjil = groups[1]!
    expect(ganjil.months.map((m) => m.label)).toEqual(['Agustus 2026'])
    expect(ganjil.months[0]!.events.map((e) => e.id)).toEqual([4, 3])
  })

  it('puts every seeded event of 2026/2027 in one of three semesters, months in order', () => {
    const events = academicEvents(SEED_DAY).map((e, i) =>
      toCalendarEvent({ ...e, id: i + 1, createdAt: '', updatedAt: '' }),
    )
    const groups = groupCalendar(events)
    expect(groups.map((g) => g.semester)).toEqual(['ganjil', 'genap', 'antara'])
    expect(groups.flatMap((g) => g.months.flatMap((m) => m.events)).length).toBe(
      academicEvents(SEED_DAY).length,
    )
    for (const g of groups)
      expect(g.months.map((m) => m.key)).toEqual([...g.months.map((m) => m.key)].sort())
  })
})

describe('current and next event (Asia/Jakarta days)', () => {
  const events = [
    event({ id: 1, startDate: '2026-08-03T05:00:00.000Z', endDate: '2026-08-14T05:00:00.000Z' }),
    event({ id: 2, startDate: '2026-08-31T05:00:00.000Z', endDate: '2026-12-11T05:00:00.000Z' }),
    event({ id: 3, startDate: '2026-11-28T05:00:00.000Z' }),
    event({ id: 4, startDate: '2026-11-28T05:00:00.000Z', endDate: '2026-11-29T05:00:00.000Z' }),
    event({ id: 5, startDate: '2026-12-14T05:00:00.000Z', endDate: '2026-12-23T05:00:00.000Z' }),
  ]
  const states = (iso: string) => Object.fromEntries(eventStates(events, new Date(iso)))

  it('marks ranges containing today as current and the earliest start to come as next (ties included)', () => {
    expect(states('2026-11-23T03:00:00.000Z')).toEqual({
      1: 'past',
      2: 'current',
      3: 'next',
      4: 'next',
      5: 'upcoming',
    })
  })

  it('keeps an event current for its whole first and last day, by the Jakarta clock', () => {
    // 27 Nov 17:30 UTC is 28 Nov 00:30 in Jakarta: the one-day event has begun.
    expect(states('2026-11-27T17:30:00.000Z')[3]).toBe('current')
    expect(states('2026-11-27T16:30:00.000Z')[3]).toBe('next')
    // 14 Aug 16:59 UTC is 14 Aug 23:59 in Jakarta: still the last day of event 1.
    expect(states('2026-08-14T16:59:00.000Z')[1]).toBe('current')
    expect(states('2026-08-14T17:00:00.000Z')[1]).toBe('past')
  })

  it('has no next event once everything has started, and every event upcoming-or-next before the first', () => {
    const after = states('2026-12-15T03:00:00.000Z')
    expect(Object.values(after)).not.toContain('next')
    expect(after[5]).toBe('current')
    const before = states('2026-07-01T03:00:00.000Z')
    expect(before).toEqual({
      1: 'next',
      2: 'upcoming',
      3: 'upcoming',
      4: 'upcoming',
      5: 'upcoming',
    })
  })
})

describe('iCalendar export', () => {
  const siteUrl = 'https://utb.ac.id'
  const ics = calendarIcs(
    [
      event({
        id: 7,
        title: 'UTS; ganjil, semua prodi',
        startDate: '2026-10-19T05:00:00.000Z',
        endDate: '2026-10-30T05:00:00.000Z',
        note: 'Jadwal di portal',
      }),
      event({ id: 8, title: 'Wisuda', startDate: '2026-12-31T05:00:00.000Z' }),
    ],
    { name: 'Universitas Teknologi Bandung', siteUrl, stamp: new Date('2026-11-23T03:04:05.000Z') },
  )
  const parsed = parseIcs(ics)

  it('parses as a published calendar of all-day events with an exclusive end day', () => {
    expect(parsed).toMatchObject({
      version: '2.0',
      prodId: '-//Universitas Teknologi Bandung//Kalender Akademik//ID',
      method: 'PUBLISH',
      name: 'Kalender Akademik Universitas Teknologi Bandung',
      stamps: ['2026-11-23T03:04:05Z', '2026-11-23T03:04:05Z'],
    })
    expect(parsed.events).toEqual([
      {
        uid: 'agenda-akademik-7@utb.ac.id',
        summary: 'UTS; ganjil, semua prodi',
        description: 'Perkuliahan · 2026/2027\nJadwal di portal',
        location: '',
        url: 'https://utb.ac.id/mahasiswa/kalender-akademik',
        categories: ['Perkuliahan'],
        allDay: true,
        start: '20261019',
        end: '20261031',
      },
      // A one-day event on the last day of the year ends on the first day of the next.
      expect.objectContaining({
        uid: 'agenda-akademik-8@utb.ac.id',
        start: '20261231',
        end: '20270101',
      }),
    ])
    expect(ics).toContain('SUMMARY:UTS\\; ganjil\\, semua prodi\r\n')
    expect(linesWithin75Octets(ics)).toBe(true)
  })

  it('folds a long line so that unfolding gives it back', () => {
    const title = 'Ujian – '.repeat(20)
    const long = calendarIcs([event({ id: 1, title })], {
      name: 'UTB',
      siteUrl,
      stamp: new Date(0),
    })
    expect(long).not.toContain(`SUMMARY:${title}`)
    expect(linesWithin75Octets(long)).toBe(true)
    expect(parseIcs(long).events[0]!.summary).toBe(title)
  })
})

const media = (id: number, alt: string) =>
  ({
    id,
    url: `http://localhost:3000/api/cms/media/file/${id}.png`,
    alt,
    width: 160,
    height: 160,
  }) as Media
const org = (over: Partial<StudentOrganisation> = {}): StudentOrganisation =>
  ({
    id: 3,
    name: 'Himpunan Mahasiswa Informatika',
    abbreviation: 'HMIF',
    slug: 'himpunan-mahasiswa-informatika',
    group: 'himpunan',
    logo: media(1, 'Logo HMIF'),
    image: media(2, 'Kegiatan HMIF'),
    summary: 'Ringkasan.',
    description: paragraphsToLexical(['Isi.']),
    activities: [{ title: 'Hackathon ' }, { title: ' ' }],
    foundedYear: 2005,
    instagram: '@hmif.utb',
    email: 'hmif@utb.ac.id',
    createdAt: '',
    updatedAt: '',
    ...over,
  }) as StudentOrganisation

describe('student organisations → props', () => {
  it('links a card to its detail with a site-relative logo', () => {
    const card = toOrganisationCard(org())
    expect(card.href).toBe('/mahasiswa/organisasi-mahasiswa/himpunan-mahasiswa-informatika')
    expect(card.logo).toEqual({
      url: '/api/cms/media/file/1.png',
      alt: 'Logo HMIF',
      width: 160,
      height: 160,
    })
    expect(toOrganisationCard(org({ logo: 5 })).logo).toBeUndefined()
  })

  it('gives the detail its group label, trimmed activities and checked contact links', () => {
    const detail = toOrganisationDetail(org())
    expect(detail.groupLabel).toBe('Himpunan Mahasiswa')
    expect(detail.activities).toEqual(['Hackathon'])
    expect(detail.instagram).toEqual({
      handle: 'hmif.utb',
      url: 'https://www.instagram.com/hmif.utb/',
    })
    expect(detail.email).toBe('hmif@utb.ac.id')
    const bare = toOrganisationDetail(
      org({
        instagram: null,
        email: 'bukan email',
        foundedYear: null,
        activities: null,
        image: null,
      }),
    )
    expect(bare).toMatchObject({ instagram: null, email: null, foundedYear: null, activities: [] })
    expect(bare.image).toBeUndefined()
  })

  it('reads an Instagram handle written with @, bare or as a profile link; rejects anything else', () => {
    expect(instagramLink('https://www.instagram.com/bem.utb/?hl=id')?.handle).toBe('bem.utb')
    expect(instagramLink('psm_utb')?.url).toBe('https://www.instagram.com/psm_utb/')
    expect(instagramLink('javascript:alert(1)')).toBeNull()
    expect(instagramLink('')).toBeNull()
  })

  it('groups cards in the order of the group list, keeping their order and leaving empty groups out', () => {
    const cards = [
      toOrganisationCard(org({ id: 1, group: 'ukm-seni', name: 'PSM' })),
      toOrganisationCard(org({ id: 2, group: 'himpunan', name: 'HMIF' })),
      toOrganisationCard(org({ id: 3, group: 'lembaga', name: 'BEM' })),
      toOrganisationCard(org({ id: 4, group: 'himpunan', name: 'HMSI' })),
    ]
    expect(groupOrganisations(cards).map((g) => [g.label, g.items.map((c) => c.name)])).toEqual([
      ['Lembaga Kemahasiswaan', ['BEM']],
      ['Himpunan Mahasiswa', ['HMIF', 'HMSI']],
      ['UKM Seni dan Budaya', ['PSM']],
    ])
  })

  it('seeds the example organisation and covers every group', () => {
    expect(organisations.find((o) => o.slug === 'himpunan-mahasiswa-informatika')?.name).toBe(
      'Himpunan Mahasiswa Informatika',
    )
    expect(new Set(organisations.map((o) => o.group)).size).toBe(6)
    expect(new Set(organisations.map((o) => o.slug)).size).toBe(organisations.length)
  })
})
