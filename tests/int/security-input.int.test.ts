import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seed } from '@/seed'
import { chooseTrack, findApplication } from '@/features/admissions/application'
import { readProgrammeChoices, type ProgrammeChoices } from '@/features/admissions/programme-choice'
import { createApplicant, createStaff, freshPayload, validationMessages, type ApplicantUser, type Staff } from '../helpers/payload'

// Issue 11 §3 "Programme choice not checked on the server": the Applications hook accepts only a
// published major of the chosen category and faculty, whoever writes the application.

let payload: Payload
let choices: ProgrammeChoices
let applicant: ApplicantUser
let admissions: Staff
let draftMajor: number | string

const valid = () => {
  const major = choices.majors[0]!
  return { category: Number(major.categoryId), faculty: Number(major.facultyId), major: Number(major.id) }
}

beforeAll(async () => {
  payload = await freshPayload()
  await seed(payload, () => {}, ['penerimaan', 'program studi'])
  choices = await readProgrammeChoices(payload)
  applicant = await createApplicant(payload, 'gilang.prodi@contoh.id')
  admissions = await createStaff(payload, 'admissions')
  expect((await chooseTrack(payload, applicant, 'reguler')).ok).toBe(true)
  const { category, faculty } = valid()
  const draft = await payload.create({
    collection: 'programmes',
    data: { name: 'Prodi Rahasia (draf)', degree: 'S1', faculty, category } as never,
    draft: true,
    overrideAccess: true,
  })
  draftMajor = draft.id
}, 180_000)

afterAll(async () => {
  await payload?.destroy()
})

describe('Programme choice not checked on the server (§3)', () => {
  it('refuses a draft programme id in PATCH /api/cms/applications/<own id> with an Indonesian field message', async () => {
    const app = (await findApplication(payload, applicant))!
    const patch = payload.update({ collection: 'applications', id: app.id, data: { programme: { ...valid(), major: draftMajor } } as never, overrideAccess: false, user: applicant as never })
    expect(await validationMessages(patch)).toBe('Program studi ini tidak tersedia untuk kategori dan fakultas yang dipilih.')
    expect((await findApplication(payload, applicant))!.programme?.major ?? null).toBeNull()
  })

  it('refuses a major of another faculty and a category without majors, for staff as well', async () => {
    const app = (await findApplication(payload, applicant))!
    const other = choices.majors.find((m) => m.facultyId !== String(valid().faculty) && m.categoryId === String(valid().category))!
    const asStaff = (programme: object) =>
      validationMessages(payload.update({ collection: 'applications', id: app.id, data: { programme } as never, overrideAccess: false, user: admissions as never }))
    expect(await asStaff({ ...valid(), major: Number(other.id) })).toBe('Program studi ini tidak tersedia untuk kategori dan fakultas yang dipilih.')
    const emptyCategory = await payload.create({ collection: 'programme-categories', data: { name: 'Kategori Kosong' } as never, overrideAccess: true })
    expect(await asStaff({ ...valid(), category: emptyCategory.id })).toBe('Pilih kategori program dari daftar.')
  })

  it('keeps a published choice, and other edits of an application whose programme was unpublished later', async () => {
    const app = (await findApplication(payload, applicant))!
    const saved = await payload.update({ collection: 'applications', id: app.id, data: { programme: valid() }, overrideAccess: false, user: applicant as never, depth: 0 })
    expect(saved.programme).toMatchObject(valid())
    await payload.update({ collection: 'programmes', id: valid().major, data: { _status: 'draft' } as never, overrideAccess: true })
    const again = await payload.update({ collection: 'applications', id: app.id, data: { currentStep: 2 }, overrideAccess: false, user: applicant as never, depth: 0 })
    expect(again.currentStep).toBe(2)
  })
})
