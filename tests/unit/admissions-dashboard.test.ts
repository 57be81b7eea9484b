import { describe, expect, it } from 'vitest'
import {
  ageBucket,
  dayIndex,
  durationLabel,
  funnel,
  groupEvents,
  median,
  pendingByAge,
  programmeFigures,
  proofToVerificationHours,
  registrationsPerWaveDay,
  type DashboardApplication,
  type StatusEvent,
} from '@/features/admissions/dashboard/figures'
import {
  applicationsWhere,
  csvExportHref,
  parseDashboardFilter,
} from '@/features/admissions/dashboard/filter'
import {
  previousWave,
  quotaMap,
  wavesInView,
  type WaveOption,
} from '@/features/admissions/dashboard/load'

const NOW = new Date('2026-11-25T10:00:00Z')
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3_600_000).toISOString()
const app = (
  id: string,
  status: DashboardApplication['status'],
  extra: Partial<DashboardApplication> = {},
) => ({ id, status, createdAt: hoursAgo(200), programme: null, ...extra }) as DashboardApplication
const ev = (application: string, toStatus: string, h: number): StatusEvent => ({
  application,
  toStatus,
  createdAt: hoursAgo(h),
})

describe('the funnel', () => {
  it('counts an application at every step it passed, from its history as well as its status', () => {
    const apps = [
      app('1', 'registered'),
      app('2', 'payment_rejected'),
      // Rejected, then uploaded again: it reached "proof uploaded" but not "verified".
      app('3', 'proof_uploaded'),
      app('4', 'not_accepted'),
      app('5', 'accepted'),
      // Status now "registered" (e.g. moved to the next wave), but the history says it was verified.
      app('6', 'registered'),
      { ...app('7', 'accepted'), reregistered: true },
      { ...app('8', 'accepted'), reregistered: true, enrolled: true },
      // Withdrawn at the re-registration deadline: it was accepted.
      app('9', 'withdrawn'),
    ]
    const events = groupEvents([ev('6', 'proof_uploaded', 50), ev('6', 'payment_verified', 40)])
    expect(funnel(apps, events).map((s) => [s.label, s.count])).toEqual([
      ['Terdaftar', 9],
      ['Bukti bayar diunggah', 8],
      ['Pembayaran terverifikasi', 6],
      ['Formulir dikirim', 5],
      ['Tes dijadwalkan', 5],
      ['Diterima', 4],
      ['Daftar ulang dikirim', 2],
      ['Mahasiswa baru (NIM)', 1],
    ])
  })
})

describe('registrations per day of the wave', () => {
  const wave = {
    registrationStart: '2026-11-01T00:00:00Z',
    registrationEnd: '2026-11-03T00:00:00Z',
  }
  const previous = {
    registrationStart: '2026-06-01T00:00:00Z',
    registrationEnd: '2026-06-10T00:00:00Z',
  }
  it('aligns day N of this wave with day N of the previous one (Jakarta days), edges clamped', () => {
    const rows = registrationsPerWaveDay(
      wave,
      [
        { createdAt: '2026-10-30T05:00:00Z' }, // before the opening: day 1
        { createdAt: '2026-11-01T16:59:00Z' }, // 23:59 in Jakarta: day 1
        { createdAt: '2026-11-01T17:00:00Z' }, // 00:00 in Jakarta: day 2
        { createdAt: '2026-11-09T05:00:00Z' }, // after the closing: the last day
      ],
      {
        wave: previous,
        apps: [{ createdAt: '2026-06-02T03:00:00Z' }, { createdAt: '2026-06-09T03:00:00Z' }],
      },
    )
    expect(rows).toEqual([
      { day: 1, date: '2026-11-01', current: 2, previous: 0 },
      { day: 2, date: '2026-11-02', current: 1, previous: 1 },
      { day: 3, date: '2026-11-03', current: 1, previous: 1 },
    ])
  })
  it('has no comparison column without a previous wave', () => {
    expect(registrationsPerWaveDay(wave, []).map((r) => r.previous)).toEqual([null, null, null])
    expect(dayIndex('2026-11-01T00:00:00Z', '2026-11-01T16:59:59Z')).toBe(0)
  })
})

describe('programmes against quota', () => {
  it('counts applications and acceptances per programme, lists quota-only programmes too', () => {
    const apps = [
      app('1', 'accepted', { programme: '10' }),
      app('2', 'submitted', { programme: '10' }),
      app('3', 'accepted', { programme: '11' }),
      app('4', 'registered'),
    ]
    const rows = programmeFigures(
      apps,
      new Map([
        ['10', 30],
        ['12', 5],
      ]),
      new Map([
        ['10', 'Informatika'],
        ['11', 'Akuntansi'],
        ['12', 'Desain'],
      ]),
    )
    expect(rows).toEqual([
      { programme: '11', name: 'Akuntansi', applications: 1, accepted: 1, quota: null },
      { programme: '12', name: 'Desain', applications: 0, accepted: 0, quota: 5 },
      { programme: '10', name: 'Informatika', applications: 2, accepted: 1, quota: 30 },
    ])
  })
})

describe('proof upload to verification', () => {
  it('measures from the last upload before the verification; a re-upload restarts the clock', () => {
    const events = groupEvents([
      ev('1', 'proof_uploaded', 100),
      ev('1', 'payment_verified', 90),
      ev('2', 'proof_uploaded', 100),
      ev('2', 'payment_rejected', 95),
      ev('2', 'proof_uploaded', 60),
      ev('2', 'payment_verified', 30),
      ev('3', 'proof_uploaded', 10),
    ])
    const apps = [app('1', 'submitted'), app('2', 'payment_verified'), app('3', 'proof_uploaded')]
    const hours = proofToVerificationHours(apps, events)
    expect(hours).toEqual([10, 30])
    expect(median(hours)).toBe(20)
    expect(median([5, 1, 3])).toBe(3)
    expect(median([])).toBeNull()
    expect(durationLabel(20)).toBe('20 jam 0 menit')
    expect(durationLabel(50.5)).toBe('2 hari 2 jam')
    expect(durationLabel(0.25)).toBe('15 menit')
    expect(durationLabel(null)).toBe('Belum ada data')
  })
})

describe('pending work by age', () => {
  it('sorts waiting applications into < 1 day, 1–3 days and > 3 days since they entered the queue', () => {
    expect([
      ageBucket(23.9 * 3_600_000),
      ageBucket(24 * 3_600_000),
      ageBucket(72 * 3_600_000),
    ]).toEqual(['under1', 'oneToThree', 'oneToThree'])
    expect(ageBucket(72.1 * 3_600_000)).toBe('over3')
    const apps = [
      app('1', 'proof_uploaded'),
      app('2', 'proof_uploaded', { paymentProofAt: hoursAgo(30) }),
      app('3', 'proof_uploaded', { paymentProofAt: hoursAgo(100) }),
      app('4', 'submitted', { submittedAt: hoursAgo(80) }),
      app('5', 'accepted'),
    ]
    // Application 1's last upload is in its history; 2 and 3 fall back to paymentProofAt.
    const rows = pendingByAge(apps, groupEvents([ev('1', 'proof_uploaded', 2)]), NOW)
    expect(rows.map((r) => [r.status, r.under1, r.oneToThree, r.over3])).toEqual([
      ['proof_uploaded', 1, 1, 1],
      ['submitted', 0, 0, 1],
    ])
  })
})

describe('the filter', () => {
  it('keeps only a period, an id and a known track, and builds the same query for list and CSV', () => {
    const filter = parseDashboardFilter({
      periode: '2026/2027',
      gelombang: '7',
      jalur: 'magang',
      prodi: ['3', '4'],
    })
    expect(filter).toEqual({ period: '2026/2027', wave: '7', track: 'magang', programme: '3' })
    expect(
      parseDashboardFilter({ periode: '2026', gelombang: 'x', jalur: 'vip', prodi: '' }),
    ).toEqual({})
    expect(applicationsWhere(filter, false)).toEqual({
      and: [
        { period: { equals: '2026/2027' } },
        { track: { equals: 'magang' } },
        { 'programme.major': { equals: '3' } },
      ],
    })
    expect(decodeURIComponent(csvExportHref({ track: 'jepang', wave: '2' }))).toBe(
      '/api/cms/applications/export.csv?where[wave][equals]=2&where[track][equals]=jepang',
    )
    expect(csvExportHref({})).toBe('/api/cms/applications/export.csv')
  })
})

describe('waves in view', () => {
  const wave = (id: string, track: string, start: string, year = '2026/2027'): WaveOption => ({
    id,
    name: `Gelombang ${id}`,
    academicYear: year,
    track,
    registrationStart: start,
    registrationEnd: start,
    quotas: [
      { programme: '10', quota: 10 },
      { programme: '11', quota: 4 },
    ],
  })
  const waves = [
    wave('1', 'reguler', '2026-01-01'),
    wave('2', 'magang', '2026-02-01'),
    wave('3', 'reguler', '2026-03-01'),
    wave('4', 'semua', '2026-04-01', '2027/2028'),
  ]
  it('finds the previous wave of the same track and sums the quotas of the waves in view', () => {
    expect(previousWave(waves, waves[2]!)?.id).toBe('1')
    expect(previousWave(waves, waves[1]!)).toBeNull()
    expect(wavesInView(waves, { track: 'reguler' }).map((w) => w.id)).toEqual(['1', '3', '4'])
    expect(wavesInView(waves, { period: '2026/2027', wave: '2' }).map((w) => w.id)).toEqual(['2'])
    expect([...quotaMap(wavesInView(waves, { track: 'magang', period: '2026/2027' }), {})]).toEqual(
      [
        ['10', 10],
        ['11', 4],
      ],
    )
    expect([...quotaMap(waves, { programme: '11' })]).toEqual([['11', 16]])
  })
})
