import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seed } from '@/seed'
import {
  attachPaymentProof,
  chooseTrack,
  findApplication,
  submitApplication,
} from '@/features/admissions/application/service'
import { readProgrammeChoices, type MajorOption } from '@/features/admissions/form/programme-choice'
import { WAVE_MESSAGES } from '@/features/admissions/waves/messages'
import type { SelectionSchedule } from '@/payload-types'
import {
  createApplicant,
  createStaff,
  freshPayload,
  sessionToken,
  uploadAsApplicant,
  validationMessages,
  type ApplicantUser,
} from '../helpers/payload'
import { readyToSubmit } from '../helpers/application-form'

// Admission waves (gelombang) open registration, the payment proof and the
// submission only inside their registration window; a programme's quota per wave limits the
// submissions; staff move an application to the next wave (recorded).
let payload: Payload
let major: MajorOption
const waves: Record<string, SelectionSchedule> = {}
const DAY = 86_400_000
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString()
let n = 0

async function wave(key: string, track: SelectionSchedule['track'], from: number, to: number) {
  waves[key] = await payload.create({
    collection: 'selection-schedules',
    data: {
      wave: key,
      academicYear: '2026/2027',
      track,
      registrationStart: at(from),
      registrationEnd: at(to),
      testDate: at(to + 5),
      announcementDate: at(to + 10),
    },
    overrideAccess: true,
  })
}

const applicant = () => createApplicant(payload, `gelombang${++n}@contoh.id`, `Pendaftar ${n}`)
const applicationOf = async (user: ApplicantUser) => (await findApplication(payload, user))!
const staffSet = async (user: ApplicantUser, data: Record<string, unknown>) =>
  payload.update({
    collection: 'applications',
    id: (await applicationOf(user)).id,
    data,
    overrideAccess: true,
  })

async function move(id: number | string, token?: string) {
  const request = new Request(`http://localhost/api/cms/applications/${id}/move-wave`, {
    method: 'POST',
    headers: token ? { Authorization: `JWT ${token}` } : {},
  })
  const response = await handleEndpoints({ config: payload.config, request })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

beforeAll(async () => {
  payload = await freshPayload()
  await seed(payload, () => {}, ['penerimaan', 'program studi'])
  major = (await readProgrammeChoices(payload)).majors[0]!
  // Reguler: a closed wave, an open one (quota 1 for the major), the next one; Jepang: only a
  // coming wave; Magang: none at all (not limited).
  await wave('Gelombang 1', 'reguler', -60, -30)
  await wave('Gelombang 2', 'reguler', -5, 20)
  await wave('Gelombang 3', 'reguler', 25, 50)
  await wave('Gelombang Jepang', 'jepang', 10, 40)
  waves['Gelombang 2'] = await payload.update({
    collection: 'selection-schedules',
    id: waves['Gelombang 2']!.id,
    data: { quotas: [{ programme: Number(major.id), quota: 1 }] },
    overrideAccess: true,
  })
}, 180_000)

afterAll(async () => {
  await payload?.destroy()
})

describe('registration (choosing the track)', () => {
  it('joins the wave of the track open now', async () => {
    const user = await applicant()
    expect((await chooseTrack(payload, user, 'reguler')).ok).toBe(true)
    expect((await applicationOf(user)).wave).toBe(waves['Gelombang 2']!.id)
  })

  it('is refused while no wave of the track is open, saying when the next one opens', async () => {
    const user = await applicant()
    const result = await chooseTrack(payload, user, 'jepang')
    const opens = WAVE_MESSAGES.opensOn(
      'Gelombang Jepang',
      waves['Gelombang Jepang']!.registrationStart,
    )
    expect(result).toMatchObject({ ok: false, message: opens })
    expect(opens).toMatch(/^Pendaftaran gelombang Jepang dibuka \d{1,2} \w+ \d{4}\.$/)
    expect(await findApplication(payload, user)).toBeNull()
    // REST/Local API with the applicant's access meets the same hook.
    const direct = payload.create({
      collection: 'applications',
      data: { applicant: user.id as number, track: 'jepang' } as never,
      overrideAccess: false,
      user: user as never,
    })
    expect(await validationMessages(direct)).toBe(opens)
  })

  it('is not limited for a track without waves', async () => {
    const user = await applicant()
    expect((await chooseTrack(payload, user, 'magang')).ok).toBe(true)
    expect((await applicationOf(user)).wave ?? null).toBeNull()
  })

  it('refuses switching to a track whose waves are closed, keeping the application as it was', async () => {
    const user = await applicant()
    await chooseTrack(payload, user, 'reguler')
    expect((await chooseTrack(payload, user, 'jepang')).ok).toBe(false)
    expect(await applicationOf(user)).toMatchObject({
      track: 'reguler',
      wave: waves['Gelombang 2']!.id,
    })
  })
})

describe('payment proof and submission', () => {
  it('refuses the payment proof once the wave has closed, with the closing date', async () => {
    const user = await applicant()
    await chooseTrack(payload, user, 'reguler')
    await staffSet(user, { wave: waves['Gelombang 1']!.id })
    const proof = await uploadAsApplicant(payload, user, 'payment_proof')
    const result = await attachPaymentProof(payload, user, proof)
    const closed = WAVE_MESSAGES.closedOn('Gelombang 1', waves['Gelombang 1']!.registrationEnd)
    expect(result).toMatchObject({
      ok: false,
      message: `${WAVE_MESSAGES.step.paymentProof} ${closed}`,
    })
    expect((await applicationOf(user)).status).toBe('registered')
    // Any change of the wave is in the history, here a system write (no user).
    const history = await payload.find({
      collection: 'application-events',
      where: { application: { equals: (await applicationOf(user)).id } },
      overrideAccess: true,
    })
    expect(history.docs.map((e) => e.action)).toContain(
      WAVE_MESSAGES.move.event('Gelombang 2', 'Gelombang 1'),
    )
    // Moved back into the open wave, the same upload is accepted.
    await staffSet(user, { wave: waves['Gelombang 2']!.id })
    expect((await attachPaymentProof(payload, user, proof)).ok).toBe(true)
  })

  it('refuses the submission outside the window, then fills the quota and refuses the next one', async () => {
    const first = await applicant()
    const second = await applicant()
    for (const user of [first, second]) {
      await chooseTrack(payload, user, 'reguler')
      await readyToSubmit(payload, user, major)
    }
    await staffSet(first, { wave: waves['Gelombang 3']!.id })
    const early = await submitApplication(payload, first)
    const opens = WAVE_MESSAGES.opensOn('Gelombang 3', waves['Gelombang 3']!.registrationStart)
    expect(early).toMatchObject({ ok: false, message: `${WAVE_MESSAGES.step.submission} ${opens}` })
    await staffSet(first, { wave: waves['Gelombang 2']!.id })
    expect(await submitApplication(payload, first)).toMatchObject({ ok: true })
    const full = await submitApplication(payload, second)
    expect(full).toMatchObject({
      ok: false,
      message: WAVE_MESSAGES.quotaFull(major.name, 'Gelombang 2'),
    })
    expect((await applicationOf(second)).status).toBe('payment_verified')
  })
})

describe('moving an application to the next wave', () => {
  it('lets admissions staff move it, records it, and opens the next wave’s rules', async () => {
    await createStaff(payload, 'admissions')
    const token = await sessionToken(payload, 'users', 'admissions@utb.test', 'Rahasia-Sekali-123')
    const user = await applicant()
    await chooseTrack(payload, user, 'reguler')
    const app = await applicationOf(user)
    const moved = await move(app.id, token)
    expect(moved).toEqual({
      status: 200,
      body: {
        message: WAVE_MESSAGES.move.done('Gelombang 3'),
        wave: { id: waves['Gelombang 3']!.id, name: 'Gelombang 3' },
      },
    })
    expect((await applicationOf(user)).wave).toBe(waves['Gelombang 3']!.id)
    const { docs } = await payload.find({
      collection: 'application-events',
      where: { application: { equals: app.id } },
      sort: '-createdAt',
      overrideAccess: true,
    })
    expect(docs[0]).toMatchObject({
      action: WAVE_MESSAGES.move.event('Gelombang 2', 'Gelombang 3'),
      actorType: 'staff',
    })
    // Gelombang 3 has not opened: the proof waits for it.
    const proof = await uploadAsApplicant(payload, user, 'payment_proof')
    expect((await attachPaymentProof(payload, user, proof)).ok).toBe(false)
    // There is no wave after the last one.
    expect(await move(app.id, token)).toMatchObject({
      status: 409,
      body: { errors: [{ message: WAVE_MESSAGES.move.noNext }] },
    })
  })

  it('refuses editors, applicants and visitors', async () => {
    const user = await applicant()
    await chooseTrack(payload, user, 'reguler')
    const app = await applicationOf(user)
    await createStaff(payload, 'editor')
    const editorToken = await sessionToken(
      payload,
      'users',
      'editor@utb.test',
      'Rahasia-Sekali-123',
    )
    const applicantToken = await sessionToken(
      payload,
      'applicants',
      user.email,
      'Kata-Sandi-Uji-2026',
    )
    for (const token of [editorToken, applicantToken, undefined]) {
      expect(await move(app.id, token)).toMatchObject({
        status: 403,
        body: { errors: [{ message: WAVE_MESSAGES.move.forbidden }] },
      })
    }
    expect((await applicationOf(user)).wave).toBe(waves['Gelombang 2']!.id)
  })
})
