import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seed } from '@/seed'
import { chooseTrack, findApplication, saveStep } from '@/features/admissions/application/service'
import { saveFormStep, submitForm } from '@/features/admissions/form/service'
import { resumeStep, type FormValues } from '@/features/admissions/form/fields'
import {
  readProgrammeChoices,
  type ProgrammeChoices,
} from '@/features/admissions/form/programme-choice'
import {
  createApplicant,
  createStaff,
  freshPayload,
  uploadAsApplicant,
  type ApplicantUser,
  type Staff,
} from '../helpers/payload'

let payload: Payload
let choices: ProgrammeChoices
let a: ApplicantUser
let b: ApplicantUser
let admissions: Staff

const TODAY = new Date('2026-11-23T00:00:00Z')
const personal: FormValues = {
  gender: 'female',
  birthPlace: 'Bandung',
  birthDate: '2007-09-01',
  nik: '3273 0141 0907 0001',
  religion: 'Islam',
  address: 'Jl. Soekarno-Hatta No. 1, Bandung',
  heightCm: '165',
}
const education: FormValues = {
  education: 'smk',
  schoolName: 'SMK Negeri 4 Bandung',
  graduationYear: '2025',
  parentName: 'Siti Aminah',
  parentPhone: '0812 3456 7890',
  colourBlind: 'tidak',
  hasSkck: 'ya',
  healthDeclaration: 'ya',
}

const save = (user: ApplicantUser, step: 1 | 2 | 3 | 4, values: FormValues, back = false) =>
  saveFormStep(payload, user, { step, back, values, choices, today: TODAY })

const upload = (owner: ApplicantUser, kind: string) => uploadAsApplicant(payload, owner, kind)

const setStatus = async (user: ApplicantUser, status: 'payment_verified') => {
  const app = (await findApplication(payload, user))!
  // Test set-up: the payment steps (proof, staff verification) are tested in admissions-pipeline.
  await payload.update({
    collection: 'applications',
    id: app.id,
    data: { status },
    overrideAccess: true,
  })
}

beforeAll(async () => {
  payload = await freshPayload()
  await seed(payload, () => {}, ['penerimaan', 'program studi'], TODAY)
  choices = await readProgrammeChoices(payload)
  a = await createApplicant(payload, 'ayu.form@contoh.id', 'Ayu Lestari')
  b = await createApplicant(payload, 'bima.form@contoh.id', 'Bima Sakti')
  admissions = await createStaff(payload, 'admissions')
  expect((await chooseTrack(payload, a, 'reguler')).ok).toBe(true)
  expect((await chooseTrack(payload, b, 'magang')).ok).toBe(true)
}, 180_000)

afterAll(async () => {
  await payload?.destroy()
})

describe('saving the form step by step', () => {
  it('refuses a step with wrong values, with an Indonesian message per field, and saves nothing', async () => {
    const outcome = await save(a, 1, {
      ...personal,
      nik: '12345',
      birthDate: '2007-02-30',
      gender: '',
    })
    expect(outcome).toMatchObject({
      kind: 'invalid',
      errors: {
        nik: 'NIK harus 16 digit angka, sesuai KTP atau Kartu Keluarga.',
        birthDate: 'Tanggal lahir tidak ada di kalender.',
        gender: 'Pilih jenis kelamin.',
      },
    })
    expect((await findApplication(payload, a))!.personal?.nik ?? null).toBeNull()
  })

  it('stores each step with where to resume, keeping the answers of the other steps', async () => {
    expect(await save(a, 1, personal)).toEqual({ kind: 'saved', goTo: 2 })
    expect(await save(a, 2, education)).toEqual({ kind: 'saved', goTo: 3 })
    const app = (await findApplication(payload, a))!
    expect(app.personal).toMatchObject({
      gender: 'female',
      birthDate: '2007-09-01T00:00:00.000Z',
      nik: '3273014109070001',
      heightCm: 165,
      education: 'smk',
      graduationYear: 2025,
      colourBlind: false,
      hasSkck: true,
      healthDeclaration: true,
    })
    // Another device opens the form where the applicant left it.
    expect(resumeStep(app.currentStep)).toBe(3)
  })

  it('goes back a step without losing anything', async () => {
    expect(await save(a, 2, education, true)).toEqual({ kind: 'saved', goTo: 1 })
    const app = (await findApplication(payload, a))!
    expect(resumeStep(app.currentStep)).toBe(1)
    expect(app.personal).toMatchObject({
      birthPlace: 'Bandung',
      schoolName: 'SMK Negeri 4 Bandung',
    })
  })

  it('saves an ineligible answer but keeps the applicant on the step with the refusal', async () => {
    const outcome = await save(b, 1, { ...personal, birthDate: '2011-03-15', heightCm: '150' })
    expect(outcome).toEqual({
      kind: 'ineligible',
      next: 2,
      refusals: {
        birthDate: 'Usia Anda 16 tahun pada 1 September 2027. Syarat usia jalur ini 17–23 tahun.',
        heightCm: 'Tinggi badan minimal 160 cm.',
      },
    })
    const app = (await findApplication(payload, b))!
    expect(app.personal?.birthDate).toBe('2011-03-15T00:00:00.000Z')
    expect(resumeStep(app.currentStep)).toBe(1)
  })

  it('accepts only a published major of the chosen category and faculty', async () => {
    const major = choices.majors[0]!
    const otherCategory = choices.categories.find((c) => c.id !== major.categoryId)!
    expect(
      await save(a, 3, { category: otherCategory.id, faculty: major.facultyId, major: major.id }),
    ).toMatchObject({ kind: 'invalid' })
    expect(
      await save(a, 3, { category: major.categoryId, faculty: major.facultyId, major: major.id }),
    ).toEqual({ kind: 'saved', goTo: 4 })
    expect((await findApplication(payload, a))!.programme).toMatchObject({
      major: Number(major.id),
      faculty: Number(major.facultyId),
    })
  })

  it('never lets applicant A change applicant B’s application', async () => {
    const appB = (await findApplication(payload, b))!
    await expect(
      payload.update({
        collection: 'applications',
        id: appB.id,
        data: { personal: { nik: '1111222233334444' } },
        overrideAccess: false,
        user: a as never,
      }),
    ).rejects.toThrow()
    // A's own save only ever reaches A's application.
    await save(a, 1, { ...personal, birthPlace: 'Cimahi' })
    expect((await findApplication(payload, b))!.personal).toMatchObject({
      birthPlace: 'Bandung',
      nik: '3273014109070001',
    })
  })
})

describe('submitting the form', () => {
  it('is refused before the payment is verified', async () => {
    expect(await submitForm(payload, a)).toEqual({
      ok: false,
      message: 'Formulir dapat dikirim setelah pembayaran Anda diverifikasi panitia.',
      problems: [],
    })
  })

  it('is refused with the missing parts and their steps while the form is incomplete', async () => {
    await setStatus(a, 'payment_verified')
    const outcome = await submitForm(payload, a)
    expect(outcome.ok).toBe(false)
    if (outcome.ok) return
    expect(outcome.problems).toEqual([
      { field: 'photo', step: 4, message: 'Unggah pas foto.' },
      { field: 'idCard', step: 4, message: 'Unggah KTP atau Kartu Keluarga.' },
      { field: 'diploma', step: 4, message: 'Unggah ijazah atau surat keterangan lulus.' },
    ])
  })

  it('succeeds once complete; afterwards every change is refused', async () => {
    const documents = {
      photo: await upload(a, 'photo'),
      idCard: await upload(a, 'id_card'),
      diploma: await upload(a, 'diploma'),
    }
    expect((await saveStep(payload, a, { documents, currentStep: 4 })).ok).toBe(true)
    expect(await submitForm(payload, a)).toEqual({ ok: true })
    const app = (await findApplication(payload, a))!
    expect(app.status).toBe('submitted')

    expect(await save(a, 1, personal)).toEqual({
      kind: 'refused',
      message: 'Formulir sudah dikirim dan tidak dapat diubah lagi.',
    })
    await expect(
      payload.update({
        collection: 'applications',
        id: app.id,
        data: { personal: { birthPlace: 'Garut' } },
        overrideAccess: false,
        user: a as never,
      }),
    ).rejects.toThrow()
    expect((await findApplication(payload, a))!.personal?.birthPlace).toBe('Cimahi')
  })

  it('records a staff status change in the application’s history', async () => {
    const app = (await findApplication(payload, a))!
    await payload.update({
      collection: 'applications',
      id: app.id,
      data: {
        status: 'test_scheduled',
        test: {
          date: '2027-01-15T02:00:00.000Z',
          mode: 'offline',
          place: 'Gedung Teknologi, Ruang 201',
        },
      },
      overrideAccess: false,
      user: admissions as never,
    })
    const events = await payload.find({
      collection: 'application-events',
      where: { application: { equals: app.id } },
      sort: 'createdAt',
      overrideAccess: true,
    })
    expect(events.docs.at(-1)).toMatchObject({
      action: 'Status: Tes dijadwalkan',
      fromStatus: 'submitted',
      toStatus: 'test_scheduled',
      actorType: 'staff',
    })
  })
})
