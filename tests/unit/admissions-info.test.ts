import {
  DEFAULT_REFUND_RULE,
  DEFAULT_REGISTRATION_FEE,
  toRegistrationFee,
} from '@/features/admissions-info/fee'
import { describe, expect, it } from 'vitest'
import {
  groupTuitionFees,
  scheduleOverview,
  toScholarship,
  toWave,
  waveStatus,
} from '@/features/admissions-info/map'
import { scholarships, selectionWaves, tuitionFees } from '@/seed/admissions-info'
import { programmes } from '@/seed/programmes'
import { SEED_DAY } from '../helpers/seed-day'
import type { Programme, Scholarship, SelectionSchedule, TuitionFee } from '@/payload-types'

const stamp = { createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' }

describe('registration fee (§9)', () => {
  it('is Rp 300.000, refunded in full when not accepted, until staff set otherwise', () => {
    expect(DEFAULT_REGISTRATION_FEE).toBe(300_000)
    expect(DEFAULT_REFUND_RULE).toMatch(/dikembalikan 100%.*tidak diterima atau tidak lulus tes/)
    expect(toRegistrationFee({ refundRule: ' ' })).toEqual({
      fee: 300_000,
      refundRule: DEFAULT_REFUND_RULE,
    })
    expect(toRegistrationFee({ fee: 250_000, refundRule: 'Aturan staf.' })).toEqual({
      fee: 250_000,
      refundRule: 'Aturan staf.',
    })
  })
})

describe('tuition tables', () => {
  const programme = (name: string, degree: Programme['degree'] = 'S1') =>
    ({ id: 1, name, degree }) as Programme
  // "S1 Teknik Informatika – Jalur Reguler": label "S1 Teknik Informatika", track "reguler".
  const fee = (id: number, name: string, o: Partial<TuitionFee> = {}): TuitionFee => ({
    id,
    label: name.replace(/ – Jalur \w+$/, ''),
    track: (/ – Jalur (\w+)$/.exec(name)?.[1]?.toLowerCase() ?? 'semua') as TuitionFee['track'],
    programme: programme(name.replace(/^S1 /, '').replace(/ – Jalur \w+$/, '')),
    academicYear: '2027/2028',
    developmentFee: 7_500_000,
    semesterFee: 6_500_000,
    practicumFee: null,
    ...stamp,
    ...o,
  })

  it('groups by track in the order of §1, rows by programme, amounts as Rp', () => {
    const tables = groupTuitionFees([
      fee(1, 'S1 Teknik Informatika – Jalur Jepang', { developmentFee: 12_500_000 }),
      fee(2, 'S1 Teknik Informatika – Jalur Reguler', { practicumFee: 750_000 }),
      fee(3, 'S1 Bisnis Digital – Jalur Reguler', { programme: 7 }),
      fee(4, 'D3 Manajemen Informatika', {
        programme: programme('Manajemen Informatika', 'D3'),
        note: 'Kelas malam',
      }),
    ])
    expect(tables.map((t) => t.track)).toEqual(['reguler', 'jepang', 'semua'])
    const reguler = tables[0]!
    expect(reguler.title).toBe('Jalur Reguler')
    expect(reguler.academicYear).toBe('2027/2028')
    // An unreadable (e.g. unpublished) programme falls back to the display label.
    expect(reguler.rows.map((r) => r.programme)).toEqual([
      'S1 Bisnis Digital',
      'S1 Teknik Informatika',
    ])
    expect(reguler.rows[1]).toMatchObject({
      developmentFee: 'Rp 7.500.000',
      semesterFee: 'Rp 6.500.000',
      practicumFee: 'Rp 750.000',
    })
    expect(reguler.rows[0]!.practicumFee).toBe('–')
    expect(tables[1]!.rows[0]!.developmentFee).toBe('Rp 12.500.000')
    expect(tables[2]!.rows[0]).toMatchObject({
      programme: 'D3 Manajemen Informatika',
      note: 'Kelas malam',
    })
  })

  it('shows only the newest academic year', () => {
    const tables = groupTuitionFees([
      fee(1, 'S1 Teknik Informatika – Jalur Reguler', {
        academicYear: '2026/2027',
        semesterFee: 6_000_000,
      }),
      fee(2, 'S1 Teknik Informatika – Jalur Reguler', { academicYear: '2027/2028' }),
    ])
    expect(tables).toHaveLength(1)
    expect(tables[0]!.rows).toHaveLength(1)
    expect(tables[0]!.rows[0]!.semesterFee).toBe('Rp 6.500.000')
    expect(groupTuitionFees([])).toEqual([])
  })

  it('the demo tuition covers every seeded programme on all three tracks', () => {
    const fees = tuitionFees(SEED_DAY)
    expect(fees).toHaveLength(programmes.length * 3)
    for (const p of programmes)
      expect(new Set(fees.filter((f) => f.programmeSlug === p.slug).map((f) => f.track))).toEqual(
        new Set(['reguler', 'magang', 'jepang']),
      )
    for (const f of fees)
      expect(Number.isInteger(f.developmentFee) && Number.isInteger(f.semesterFee)).toBe(true)
  })
})

describe('selection waves: open or closed by the Jakarta calendar day', () => {
  const wave = {
    registrationStart: '2027-02-01T05:00:00.000Z',
    registrationEnd: '2027-04-30T05:00:00.000Z',
  }

  it('is upcoming before the first day, open through the whole last day, closed after', () => {
    expect(waveStatus(wave, new Date('2027-01-31T16:59:00.000Z'))).toBe('upcoming') // 31 Jan 23:59 WIB
    expect(waveStatus(wave, new Date('2027-01-31T17:00:00.000Z'))).toBe('open') // 1 Feb 00:00 WIB
    expect(waveStatus(wave, new Date('2027-03-15T05:00:00.000Z'))).toBe('open')
    expect(waveStatus(wave, new Date('2027-04-30T16:59:00.000Z'))).toBe('open') // 30 Apr 23:59 WIB
    expect(waveStatus(wave, new Date('2027-04-30T17:00:00.000Z'))).toBe('closed') // 1 May 00:00 WIB
  })

  const docs = selectionWaves(SEED_DAY).map(
    (w, i) => ({ ...w, id: i + 1, ...stamp }) as SelectionSchedule,
  )

  it('orders waves by start and names the open wave, else the next one', () => {
    const during = scheduleOverview([...docs].reverse(), new Date('2026-11-23T03:00:00.000Z'))
    expect(during.waves.map((w) => w.wave)).toEqual(['Gelombang 1', 'Gelombang 2', 'Gelombang 3'])
    expect(during.waves.map((w) => w.status)).toEqual(['open', 'upcoming', 'upcoming'])
    expect(during.current?.wave).toBe('Gelombang 1')
    const before = scheduleOverview(docs, new Date('2026-09-01T03:00:00.000Z'))
    expect(before.current).toMatchObject({ wave: 'Gelombang 1', status: 'upcoming' })
    const after = scheduleOverview(docs, new Date('2027-09-01T03:00:00.000Z'))
    expect(after.waves.every((w) => w.status === 'closed')).toBe(true)
    expect(after.current).toBeNull()
  })

  it('formats the dates in id-ID and names the track', () => {
    const w = toWave(docs[1]!)
    expect(w).toMatchObject({
      registration: '1 Februari – 30 April 2027',
      test: '8 Mei 2027',
      announcement: '15 Mei 2027',
      reRegistration: '12 Juni 2027',
      track: 'Semua jalur',
    })
    expect(selectionWaves(SEED_DAY).every((x) => x.academicYear === '2027/2028')).toBe(true)
  })
})

describe('scholarships', () => {
  it('maps lists and the deadline, and links only web or site addresses', () => {
    const doc: Scholarship = {
      id: 3,
      name: 'Beasiswa Uji',
      provider: 'UTB',
      summary: 'Ringkas.',
      benefits: [{ text: 'Bebas uang pangkal' }],
      requirements: [{ text: 'IPK 3,25' }, { text: 'Aktif' }],
      quota: null,
      deadline: '2027-04-30T05:00:00.000Z',
      applyUrl: 'javascript:alert(1)',
      ...stamp,
    }
    const card = toScholarship(doc)
    expect(card).toMatchObject({
      benefits: ['Bebas uang pangkal'],
      requirements: ['IPK 3,25', 'Aktif'],
      quota: '',
      deadlineText: '30 April 2027',
      applyUrl: null,
    })
    expect(card.image).toBeUndefined()
    expect(toScholarship({ ...doc, applyUrl: '/daftar' }).applyUrl).toBe('/daftar')
    expect(
      toScholarship({ ...doc, applyUrl: 'https://kip-kuliah.kemdiktisaintek.go.id' }).applyUrl,
    ).toMatch(/^https:/)
    expect(scholarships(SEED_DAY).length).toBeGreaterThanOrEqual(5)
  })
})
