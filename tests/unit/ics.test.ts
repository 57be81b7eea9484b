import { describe, expect, it } from 'vitest'
import { selectionIcsEvents, selectionScheduleIcs } from '@/features/admissions-info/ics'
import { trainingEndProblem } from '@/features/career/format'
import { trainingIcs, trainingIcsPath } from '@/features/career/ics'
import { toCareerCard } from '@/features/career/map'
import { dayAfter, icsCalendar } from '@/lib/ics'
import type { CareerPost, SelectionSchedule } from '@/payload-types'
import { selectionWaves } from '@/seed/admissions-info'
import { SEED_DAY } from '../helpers/seed-day'
import { linesWithin75Octets, parseIcs } from '../helpers/ics'

const siteUrl = 'https://utb.ac.id'
const stamp = new Date('2026-11-24T01:02:03.000Z')

describe('the iCalendar writer (RFC 5545), read back with ical.js', () => {
  // Commas, semicolons, a backslash, newlines and non-ASCII text must all survive the round trip.
  const tricky =
    'Tes seleksi; gelombang 1, jalur "Reguler" \\ daring\n' +
    'Catatan: bawa KTP – ruang ‘Aula Utama’, Jl. Soekarno-Hatta № 378 (日本語 kelas)'
  const long = 'Pelatihan Kecerdasan Artifisial untuk Pemula – pengenalan, praktik, sertifikasi. '
  const body = icsCalendar({
    name: 'Kalender Uji, Universitas Teknologi Bandung; Jawa Barat',
    company: 'Universitas Teknologi Bandung',
    product: 'Kalender Uji',
    stamp,
    events: [
      {
        uid: 'a@utb.ac.id',
        allDay: true,
        firstDay: '2027-02-27',
        lastDay: '2027-03-01',
        summary: tricky,
      },
      {
        uid: 'b@utb.ac.id',
        allDay: false,
        start: new Date('2027-03-10T02:00:00.000Z'),
        end: new Date('2027-03-10T09:30:00.000Z'),
        summary: long.repeat(3),
        description: tricky,
        location: 'Kampus UTB, Lab Komputer 3',
        url: `${siteUrl}/pusat-karir/pengembangan-dan-pelatihan/x`,
        categories: ['Pelatihan'],
      },
    ],
  })
  const parsed = parseIcs(body)

  it('writes the calendar properties a calendar app needs', () => {
    expect(body.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true)
    expect(body.endsWith('END:VCALENDAR\r\n')).toBe(true)
    expect(body.replace(/\r\n/g, '')).not.toMatch(/\n/)
    expect(parsed).toMatchObject({
      version: '2.0',
      prodId: '-//Universitas Teknologi Bandung//Kalender Uji//ID',
      method: 'PUBLISH',
      name: 'Kalender Uji, Universitas Teknologi Bandung; Jawa Barat',
      stamps: ['2026-11-24T01:02:03Z', '2026-11-24T01:02:03Z'],
    })
  })

  it('round-trips text with commas, semicolons, backslashes, newlines and non-ASCII', () => {
    expect(parsed.events[0]!.summary).toBe(tricky)
    expect(parsed.events[1]!.description).toBe(tricky)
    expect(parsed.events[1]!.location).toBe('Kampus UTB, Lab Komputer 3')
    expect(body).toContain('LOCATION:Kampus UTB\\, Lab Komputer 3\r\n')
  })

  it('folds long lines at 75 octets without splitting a character, and unfolding restores them', () => {
    expect(linesWithin75Octets(body)).toBe(true)
    expect(body).toMatch(/\r\n [^\r\n]/)
    expect(parsed.events[1]!.summary).toBe(long.repeat(3))
  })

  it('writes all-day events as dates with an exclusive end, timed events in UTC', () => {
    expect(parsed.events[0]).toMatchObject({ allDay: true, start: '20270227', end: '20270302' })
    expect(parsed.events[1]).toMatchObject({
      allDay: false,
      start: '20270310T020000Z',
      end: '20270310T093000Z',
      url: `${siteUrl}/pusat-karir/pengembangan-dan-pelatihan/x`,
      categories: ['Pelatihan'],
    })
    expect(dayAfter('2028-02-28')).toBe('2028-02-29')
    expect(dayAfter('2026-12-31')).toBe('2027-01-01')
  })
})

describe('the selection schedule as a calendar', () => {
  const docs = selectionWaves(SEED_DAY).map(
    (w, i) => ({ ...w, id: i + 1, createdAt: '', updatedAt: '' }) as SelectionSchedule,
  )

  it('has each wave’s registration window, test, announcement and re-registration days', () => {
    const { events, name } = parseIcs(
      selectionScheduleIcs(docs, { name: 'Universitas Teknologi Bandung', siteUrl, stamp }),
    )
    expect(name).toBe('Jadwal Seleksi Universitas Teknologi Bandung')
    expect(events).toHaveLength(docs.length * 4)
    expect(events.slice(0, 4)).toEqual([
      expect.objectContaining({
        uid: 'jadwal-seleksi-1-registration@utb.ac.id',
        summary: 'Pendaftaran Gelombang 1 (Semua jalur)',
        allDay: true,
        start: '20261001',
        end: '20270201',
        url: `${siteUrl}/pendaftaran/jadwal-seleksi`,
      }),
      expect.objectContaining({
        uid: 'jadwal-seleksi-1-test@utb.ac.id',
        summary: 'Tes seleksi Gelombang 1 (Semua jalur)',
        description:
          'Semua jalur, tahun akademik 2027/2028\nPelaksanaan tes: Daring (CBT) atau di Kampus UTB',
        start: '20270206',
        end: '20270207',
      }),
      expect.objectContaining({
        summary: 'Pengumuman Gelombang 1 (Semua jalur)',
        start: '20270213',
      }),
      expect.objectContaining({
        summary: 'Batas daftar ulang Gelombang 1 (Semua jalur)',
        start: '20270313',
      }),
    ])
    // Stable per record and step: re-importing the file updates instead of duplicating.
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length)
  })

  it('leaves out a missing re-registration deadline and days Jakarta would read differently', () => {
    const late = {
      ...docs[0]!,
      reRegistrationEnd: null,
      // 18:00 UTC is already the next day in Jakarta.
      testDate: '2027-02-06T18:00:00.000Z',
    }
    const events = selectionIcsEvents([late], siteUrl)
    expect(events.map((e) => e.summary)).toEqual([
      'Pendaftaran Gelombang 1 (Semua jalur)',
      'Tes seleksi Gelombang 1 (Semua jalur)',
      'Pengumuman Gelombang 1 (Semua jalur)',
    ])
    expect(events[1]).toMatchObject({ firstDay: '2027-02-07', lastDay: '2027-02-07' })
  })
})

describe('a training as a calendar', () => {
  const post = (over: Partial<CareerPost> = {}): CareerPost =>
    ({
      id: 12,
      title: 'Pelatihan Cloud Computing',
      slug: 'pelatihan-cloud-computing',
      type: 'pengembangan-dan-pelatihan',
      organization: 'Pusat Karir UTB, bersama PT Awan',
      location: 'Kampus UTB, Lab Komputer 3',
      date: '2026-11-01T05:00:00.000Z',
      eventStart: '2026-12-10T02:00:00.000Z',
      eventEnd: '2026-12-11T09:00:00.000Z',
      summary: 'Dua hari: kontainer; Kubernetes, sertifikasi.',
      description: {},
      updatedAt: '',
      createdAt: '',
      ...over,
    }) as CareerPost

  it('is one timed event in UTC with the place, organiser and page', () => {
    const card = toCareerCard(post())
    expect(card.event).toEqual({
      start: '2026-12-10T02:00:00.000Z',
      end: '2026-12-11T09:00:00.000Z',
      text: 'Kamis, 10 Desember 2026 pukul 09.00 WIB – Jumat, 11 Desember 2026 pukul 16.00 WIB',
    })
    expect(trainingIcsPath(card)).toBe(
      '/pusat-karir/pengembangan-dan-pelatihan/pelatihan-cloud-computing/kalender.ics',
    )
    const { events, name } = parseIcs(trainingIcs(card, { name: 'UTB', siteUrl, stamp })!)
    expect(name).toBe('Pelatihan Cloud Computing')
    expect(events).toEqual([
      {
        uid: 'pelatihan-12@utb.ac.id',
        summary: 'Pelatihan Cloud Computing',
        description:
          'Dua hari: kontainer; Kubernetes, sertifikasi.\nPenyelenggara: Pusat Karir UTB, bersama PT Awan',
        location: 'Kampus UTB, Lab Komputer 3',
        url: `${siteUrl}/pusat-karir/pengembangan-dan-pelatihan/pelatihan-cloud-computing`,
        categories: ['Pengembangan dan Pelatihan'],
        allDay: false,
        start: '20261210T020000Z',
        end: '20261211T090000Z',
      },
    ])
  })

  it('has no calendar without a start, nor for another type of post', () => {
    expect(
      trainingIcs(toCareerCard(post({ eventStart: null })), { name: 'UTB', siteUrl, stamp }),
    ).toBeNull()
    const vacancy = toCareerCard(post({ type: 'lowongan-kerja' }))
    expect(vacancy.event).toBeNull()
    expect(trainingIcs(vacancy, { name: 'UTB', siteUrl, stamp })).toBeNull()
  })

  it('refuses an end before the start, in Indonesian', () => {
    expect(trainingEndProblem('2026-12-10T02:00:00.000Z', '2026-12-10T01:00:00.000Z')).toBe(
      'Waktu selesai tidak boleh sebelum waktu mulai pelatihan.',
    )
    expect(trainingEndProblem(null, '2026-12-10T01:00:00.000Z')).toBe(
      'Isi juga waktu mulai pelatihan.',
    )
    expect(trainingEndProblem('2026-12-10T02:00:00.000Z', '2026-12-10T02:00:00.000Z')).toBeNull()
    expect(trainingEndProblem('2026-12-10T02:00:00.000Z', null)).toBeNull()
  })
})
