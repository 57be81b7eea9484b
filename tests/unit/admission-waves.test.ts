import { describe, expect, it } from 'vitest'
import { WAVE_MESSAGES, waveInSentence } from '@/features/admissions/waves/messages'
import {
  afterWaveCloses,
  nextWave,
  openWave,
  quotaHasRoom,
  quotaOf,
  registrationWave,
  stepClosedMessage,
  upcomingWave,
  type WaveWindow,
} from '@/features/admissions/waves/rules'
import { toWaveNotice } from '@/features/admissions/waves/view'

// Noon in Jakarta (05:00 UTC), as the seeded schedule stores its days.
const day = (d: string) => `${d}T05:00:00.000Z`
const w = (id: number, wave: string, track: string, start: string, end: string): WaveWindow => ({
  id,
  wave,
  track,
  registrationStart: day(start),
  registrationEnd: day(end),
  testDate: day('2027-02-06'),
  announcementDate: day('2027-02-13'),
})
const g1 = w(1, 'Gelombang 1', 'semua', '2026-10-01', '2027-01-31')
const g2 = w(2, 'Gelombang 2', 'semua', '2027-03-01', '2027-04-30')
const jp = w(3, 'Gelombang Jepang', 'jepang', '2026-11-01', '2026-12-15')
const waves = [g2, jp, g1]

describe('the wave messages', () => {
  it('name the wave in the sentence and the date in id-ID, Jakarta', () => {
    expect(WAVE_MESSAGES.opensOn('Gelombang 2', g2.registrationStart)).toBe(
      'Pendaftaran gelombang 2 dibuka 1 Maret 2027.',
    )
    expect(WAVE_MESSAGES.closedOn('Gelombang 1', g1.registrationEnd)).toBe(
      'Pendaftaran gelombang 1 ditutup 31 Januari 2027.',
    )
    // 23:30 WIB on 31 January is still 31 January in Jakarta (16:30 UTC).
    expect(WAVE_MESSAGES.closedOn('Gelombang 1', '2027-01-31T16:30:00.000Z')).toMatch(/31 Januari/)
    expect(waveInSentence('Khusus')).toBe('gelombang Khusus')
  })
})

describe('which wave an applicant joins', () => {
  it('is the open one, the track’s own before the one for every track', () => {
    const now = new Date(day('2026-11-20'))
    expect(openWave(waves, 'reguler', now)?.id).toBe(1)
    expect(openWave(waves, 'jepang', now)?.id).toBe(3)
    expect(registrationWave(waves, 'reguler', now)).toEqual({ ok: true, wave: g1 })
  })

  it('between waves, none: registration says when the next opens', () => {
    const now = new Date(day('2027-02-10'))
    expect(openWave(waves, 'reguler', now)).toBeNull()
    expect(upcomingWave(waves, 'reguler', now)?.id).toBe(2)
    expect(registrationWave(waves, 'reguler', now)).toEqual({
      ok: false,
      message: 'Pendaftaran gelombang 2 dibuka 1 Maret 2027.',
    })
  })

  it('after the last wave, says it closed; a track without waves is not limited', () => {
    const after = registrationWave(waves, 'magang', new Date(day('2027-06-01')))
    expect(after).toEqual({
      ok: false,
      message: `Pendaftaran gelombang 2 ditutup 30 April 2027. ${WAVE_MESSAGES.noneOpen}`,
    })
    expect(registrationWave([jp], 'magang', new Date())).toEqual({ ok: true, wave: null })
  })

  it('the next wave of a track follows the current one', () => {
    expect(nextWave(waves, 'reguler', g1)?.id).toBe(2)
    expect(nextWave(waves, 'jepang', jp)?.id).toBe(2)
    expect(nextWave(waves, 'reguler', g2)).toBeNull()
  })
})

describe('is a step open for the wave now', () => {
  it('is open on the first and the whole last day (Jakarta), closed after, not yet before', () => {
    expect(stepClosedMessage('paymentProof', g1, new Date('2026-09-30T17:00:00.000Z'))).toBeNull()
    expect(stepClosedMessage('submission', g1, new Date('2027-01-31T16:59:00.000Z'))).toBeNull()
    expect(stepClosedMessage('submission', g1, new Date('2027-01-31T17:00:00.000Z'))).toBe(
      'Formulir tidak dapat dikirim lagi. Pendaftaran gelombang 1 ditutup 31 Januari 2027.',
    )
    expect(stepClosedMessage('paymentProof', g2, new Date(day('2027-02-10')))).toBe(
      'Bukti pembayaran tidak dapat diunggah lagi. Pendaftaran gelombang 2 dibuka 1 Maret 2027.',
    )
    expect(stepClosedMessage('registration', g2, new Date(day('2027-02-10')))).toBe(
      'Pendaftaran gelombang 2 dibuka 1 Maret 2027.',
    )
  })

  it('applications without a wave are not limited', () => {
    expect(stepClosedMessage('submission', null, new Date())).toBeNull()
  })
})

describe('what an applicant of a closed wave reads next', () => {
  const closed = new Date(day('2027-02-03'))
  it('before submitting: the wave closed, staff may move them to the next wave', () => {
    expect(afterWaveCloses(g1, 'payment_verified', closed)).toEqual([
      'Pendaftaran gelombang 1 ditutup 31 Januari 2027.',
      WAVE_MESSAGES.nextSteps.moved,
    ])
  })
  it('after submitting: the test and announcement dates still ahead', () => {
    expect(afterWaveCloses(g1, 'submitted', closed)).toEqual([
      'Tes seleksi gelombang Anda dijadwalkan 6 Februari 2027.',
      'Pengumuman hasil seleksi gelombang Anda pada 13 Februari 2027.',
    ])
    expect(afterWaveCloses(g1, 'submitted', new Date(day('2027-02-10')))).toHaveLength(1)
  })
  it('nothing while the wave is open or once decided', () => {
    expect(afterWaveCloses(g1, 'registered', new Date(day('2026-11-20')))).toEqual([])
    expect(afterWaveCloses(g1, 'accepted', closed)).toEqual([])
  })
})

describe('quotas', () => {
  it('a programme without a quota is not limited; with one, seats stop at it', () => {
    const quotas = [{ programme: 7, quota: 2 }]
    expect(quotaOf(quotas, '7')).toBe(2)
    expect(quotaOf(quotas, 8)).toBeNull()
    expect(quotaHasRoom(1, 2)).toBe(true)
    expect(quotaHasRoom(2, 2)).toBe(false)
    expect(quotaHasRoom(500, null)).toBe(true)
    expect(WAVE_MESSAGES.filled(12, 40)).toBe('12 dari 40 kursi terisi')
  })
})

describe('the applicant pages’ wave notice', () => {
  it('names the wave, says which steps are closed and what comes next', () => {
    const closed = toWaveNotice(
      waves,
      { wave: 1, status: 'payment_verified' },
      'reguler',
      new Date(day('2027-02-10')),
    )
    expect(closed).toEqual({
      waveName: 'Gelombang 1',
      registrationClosed: 'Pendaftaran gelombang 2 dibuka 1 Maret 2027.',
      proofClosed:
        'Bukti pembayaran tidak dapat diunggah lagi. Pendaftaran gelombang 1 ditutup 31 Januari 2027.',
      submissionClosed:
        'Formulir tidak dapat dikirim lagi. Pendaftaran gelombang 1 ditutup 31 Januari 2027.',
      next: ['Pendaftaran gelombang 1 ditutup 31 Januari 2027.', WAVE_MESSAGES.nextSteps.moved],
    })
    const open = toWaveNotice(
      waves,
      { wave: 1, status: 'registered' },
      'reguler',
      new Date(day('2026-11-20')),
    )
    expect(open).toMatchObject({
      registrationClosed: null,
      proofClosed: null,
      submissionClosed: null,
      next: [],
    })
    expect(toWaveNotice(waves, null, 'reguler', new Date(day('2026-11-20'))).waveName).toBeNull()
  })
})
