import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { seed } from '@/seed'
import {
  attachPaymentProof,
  chooseTrack,
  findApplication,
  submitApplication,
} from '@/features/admissions/application/service'
import { waveStatus } from '@/features/admissions-info/map'
import { readProgrammeChoices } from '@/features/admissions/form/programme-choice'
import { jakartaDay } from '@/lib/time-zone'
import type { SelectionSchedule } from '@/payload-types'
import { createApplicant, freshPayload, uploadAsApplicant } from '../helpers/payload'
import { readyToSubmit } from '../helpers/application-form'

// The demo is dated from the day it is seeded: seeded years after it was written, it still has
// one wave open, the next ones coming, a closed one, a current academic calendar, and an
// applicant can register and submit in the open wave.
const NEW_YEAR_2031 = new Date('2031-01-01T09:00:00+07:00')
let payload: Payload
let waves: SelectionSchedule[]

beforeAll(async () => {
  payload = await freshPayload()
  const pieces = [
    'program studi',
    'info pendaftaran',
    'penerimaan',
    'kalender akademik',
    'pendaftar demo',
  ] as const
  await seed(payload, () => {}, pieces, NEW_YEAR_2031)
  waves = (
    await payload.find({
      collection: 'selection-schedules',
      limit: 50,
      depth: 0,
      sort: 'registrationStart',
      overrideAccess: true,
    })
  ).docs
}, 900_000)

afterEach(() => {
  vi.useRealTimers()
})

afterAll(async () => {
  await payload?.destroy()
})

describe('the demo seeded on 1 January 2031', () => {
  it('has exactly one open wave, of the coming academic year, with waves before and after it', () => {
    const status = (w: SelectionSchedule) => waveStatus(w, NEW_YEAR_2031)
    const open = waves.filter((w) => status(w) === 'open')
    expect(open.map((w) => [w.wave, w.academicYear])).toEqual([['Gelombang 1', '2031/2032']])
    expect(waves.filter((w) => status(w) === 'upcoming').length).toBeGreaterThanOrEqual(1)
    expect(waves.filter((w) => status(w) === 'closed').length).toBeGreaterThanOrEqual(1)
    // Each wave's steps follow one another: registration, test, announcement, re-registration.
    for (const w of waves) {
      const steps = [w.registrationStart, w.registrationEnd, w.testDate, w.announcementDate]
      expect([...steps, w.reRegistrationEnd!].map(Date.parse)).toEqual(
        [...steps, w.reRegistrationEnd!].map(Date.parse).sort((a, b) => a - b),
      )
    }
  })

  it('asks the age on 1 September of the intake year', async () => {
    const settings = await payload.findGlobal({ slug: 'admissions-settings', overrideAccess: true })
    expect(settings.period).toBe('2031/2032')
    expect(jakartaDay(settings.referenceDate!)).toBe('2031-09-01')
  })

  it('has the academic calendar of 2030/2031 around that day', async () => {
    const { docs } = await payload.find({
      collection: 'academic-events',
      limit: 100,
      depth: 0,
      overrideAccess: true,
    })
    expect(new Set(docs.map((d) => d.academicYear))).toEqual(new Set(['2030/2031']))
    const today = jakartaDay(NEW_YEAR_2031.toISOString())
    const days = docs.map((d) => jakartaDay(d.startDate)).sort()
    expect(days[0]! < today && today < days.at(-1)!).toBe(true)
  })

  it('generated the demo applications before that day, most of them in the open wave', async () => {
    const { docs } = await payload.find({
      collection: 'applications',
      limit: 1000,
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    expect(docs).toHaveLength(300)
    expect(docs.every((d) => Date.parse(d.createdAt) < NEW_YEAR_2031.getTime())).toBe(true)
    const open = waves.find((w) => waveStatus(w, NEW_YEAR_2031) === 'open')!
    expect(docs.filter((d) => d.wave === open.id)).toHaveLength(180)
  })

  it('lets an applicant register in the open wave and submit the application', async () => {
    // The wave rules read the clock: only Date is faked, Payload's timers keep running.
    vi.useFakeTimers({ toFake: ['Date'], now: NEW_YEAR_2031 })
    const open = waves.find((w) => waveStatus(w, NEW_YEAR_2031) === 'open')!
    const major = (await readProgrammeChoices(payload)).majors[0]!
    const user = await createApplicant(payload, 'tahun.baru@contoh.id', 'Sekar Tahun Baru')
    expect((await chooseTrack(payload, user, 'reguler')).ok).toBe(true)
    const application = (await findApplication(payload, user))!
    expect(application.wave).toBe(open.id)
    const proof = await uploadAsApplicant(payload, user, 'payment_proof')
    expect(await attachPaymentProof(payload, user, proof)).toMatchObject({ ok: true })

    // 18 on 1 September 2031, leaving school that year.
    await readyToSubmit(payload, user, major, { birthDate: '2013-03-01', graduationYear: 2031 })
    const submitted = await submitApplication(payload, user)
    expect(submitted).toMatchObject({ ok: true, application: { status: 'submitted' } })
  })
})
