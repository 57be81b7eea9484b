import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seed } from '@/seed'
import { chooseTrack, findApplication } from '@/features/admissions/application/service'
import { storeApplicantFile } from '@/features/admissions/uploads/store'
import { ACCOUNT_LIMITS } from '@/features/accounts/rate-limit'
import { MAX_UNATTACHED_FILES, UPLOAD_MESSAGES } from '@/features/admissions/uploads/rules'
import * as f from '../helpers/upload-fixtures'
import { storedBytes } from '../helpers/storage'
import {
  createApplicant,
  createStaff,
  freshPayload,
  validationMessages,
  type ApplicantUser,
} from '../helpers/payload'
import { QUEUE_TICK_MS, runQueueTick } from '@/jobs/runner'

// No upload limit bypass: the limits of applicant uploads hold on every entry point
// (here the Local API as Payload's REST and GraphQL routes call it), and unused files are purged.

let payload: Payload
let png: Buffer

const file = (data: Buffer, name = 'foto.png') => ({
  data,
  name,
  mimetype: 'image/png',
  size: data.length,
})
/** What `POST /api/cms/applicant-files` does for an applicant: a create as that user. */
const createAs = (user: ApplicantUser, kind = 'photo') =>
  payload.create({
    collection: 'applicant-files',
    data: { owner: user.id as number, kind } as never,
    file: file(png),
    overrideAccess: false,
    user: user as never,
    depth: 0,
  })
const outcome = (call: Promise<unknown>) =>
  call.then(
    () => 'stored',
    (error: { status?: number; message?: string; data?: { errors?: { message: string }[] } }) =>
      `${error.status}: ${error.data?.errors?.[0]?.message ?? error.message}`,
  )
const filesOf = async (user: ApplicantUser) =>
  (
    await payload.find({
      collection: 'applicant-files',
      where: { owner: { equals: user.id } },
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
  ).docs
const stored = async (filename: string | null | undefined) =>
  (await storedBytes(payload, 'applicant-files', filename ?? '')) !== null

async function applicantOnTrack(email: string) {
  const user = await createApplicant(payload, email)
  expect((await chooseTrack(payload, user, 'reguler')).ok).toBe(true)
  return user
}

beforeAll(async () => {
  payload = await freshPayload()
  await seed(payload, () => {}, ['penerimaan'])
  png = await f.plainPng()
}, 180_000)

afterAll(async () => {
  await payload?.destroy()
})

describe('Upload limit bypass: the limits live in the collection hook', () => {
  it('45 uploads in a row: at most 10 unattached files are kept, the rate limit refuses the rest (429)', async () => {
    const user = await applicantOnTrack('ani.banjir@contoh.id')
    const results: string[] = []
    for (let i = 0; i < 45; i++) results.push(await outcome(createAs(user)))
    expect(results.filter((r) => r === 'stored')).toHaveLength(MAX_UNATTACHED_FILES)
    expect(results.slice(MAX_UNATTACHED_FILES, ACCOUNT_LIMITS.upload.points)).toEqual(
      Array(ACCOUNT_LIMITS.upload.points - MAX_UNATTACHED_FILES).fill(
        `400: ${UPLOAD_MESSAGES.tooManyUnattached}`,
      ),
    )
    for (const refused of results.slice(ACCOUNT_LIMITS.upload.points))
      expect(refused).toMatch(
        /^429: Terlalu banyak unggahan\. Silakan coba lagi dalam \d+ menit\.$/,
      )
    expect(await filesOf(user)).toHaveLength(MAX_UNATTACHED_FILES)
  })

  it('counts only files the application does not use: the route attaches each, so a whole form fits', async () => {
    const user = await applicantOnTrack('budi.formulir@contoh.id')
    const jpeg = await f.plainJpeg()
    for (let i = 0; i < MAX_UNATTACHED_FILES - 1; i++)
      expect(await outcome(createAs(user, 'id_card'))).toBe('stored')
    for (const kind of ['payment_proof', 'photo', 'id_card', 'diploma', 'skck'] as const) {
      expect(
        await storeApplicantFile({
          payload,
          user,
          kind,
          file: { data: jpeg, name: 'berkas.jpg', mimetype: 'image/jpeg', size: jpeg.length },
        }),
      ).toMatchObject({ ok: true })
    }
    // Nine unused files and five the form uses: one more unused file fits, the next does not.
    expect(await outcome(createAs(user, 'skck'))).toBe('stored')
    expect(await outcome(createAs(user, 'skck'))).toBe(`400: ${UPLOAD_MESSAGES.tooManyUnattached}`)
  })

  it('applies the application-status check to a direct create as well as to the upload route', async () => {
    const user = await applicantOnTrack('citra.status@contoh.id')
    const app = (await findApplication(payload, user))!
    await payload.update({
      collection: 'applications',
      id: app.id,
      data: { status: 'payment_verified' },
      overrideAccess: true,
    })
    expect(await validationMessages(createAs(user, 'payment_proof'))).toBe(
      UPLOAD_MESSAGES.proofLocked,
    )
    expect(await outcome(createAs(user, 'id_card'))).toBe('stored')
    await payload.update({
      collection: 'applications',
      id: app.id,
      data: { status: 'submitted' },
      overrideAccess: true,
    })
    expect(await validationMessages(createAs(user, 'id_card'))).toBe(UPLOAD_MESSAGES.formLocked)

    const noTrack = await createApplicant(payload, 'dedi.tanpajalur@contoh.id')
    expect(await validationMessages(createAs(noTrack))).toBe(UPLOAD_MESSAGES.noApplication)
    expect(await filesOf(noTrack)).toHaveLength(0)
  })

  it('leaves staff uploads for an applicant unlimited', async () => {
    const user = await applicantOnTrack('eka.staf@contoh.id')
    const staff = await createStaff(payload, 'admissions')
    for (let i = 0; i < MAX_UNATTACHED_FILES + 2; i++) {
      await payload.create({
        collection: 'applicant-files',
        data: { owner: user.id as number, kind: 'skck' },
        file: file(png),
        overrideAccess: false,
        user: staff as never,
      })
    }
    expect(await filesOf(user)).toHaveLength(MAX_UNATTACHED_FILES + 2)
  })
})

describe('Upload limit bypass: unattached files are purged after a day by a job', () => {
  it('deletes unattached files older than a day (record and stored file), keeps attached and recent', async () => {
    const user = await applicantOnTrack('fajar.sisa@contoh.id')
    const jpeg = await f.plainJpeg()
    const oldUnattached = [await createAs(user), await createAs(user, 'skck')]
    const attached = await storeApplicantFile({
      payload,
      user,
      kind: 'photo',
      file: { data: jpeg, name: 'foto.jpg', mimetype: 'image/jpeg', size: jpeg.length },
    })
    expect(attached.ok).toBe(true)
    // Uploaded 26 hours ago (the clock stays real: S3 refuses requests signed a day off).
    const dayAgo = new Date(Date.now() - 26 * 60 * 60 * 1000).toISOString()
    for (const doc of [...oldUnattached, attached.ok && attached.file]) {
      await payload.db.updateOne({
        collection: 'applicant-files',
        id: (doc as { id: number }).id,
        data: { createdAt: dayAgo },
      })
    }
    const recent = await createAs(user, 'diploma')
    for (const doc of [...oldUnattached, recent]) expect(await stored(doc.filename)).toBe(true)

    await payload.jobs.queue({ task: 'purgeUnattachedFiles', input: {} })
    const run = await payload.jobs.run({ queue: 'default' })
    expect(Object.values(run.jobStatus ?? {})).toEqual([{ status: 'success' }])

    const left = await filesOf(user)
    expect(left.map((d) => d.id).sort()).toEqual(
      [attached.ok && attached.file.id, recent.id].sort(),
    )
    for (const doc of oldUnattached) expect(await stored(doc.filename)).toBe(false)
    expect(await stored(recent.filename)).toBe(true)
  })

  it('runs on a schedule on the default queue, which the queue timer works once a minute', async () => {
    const task = payload.config.jobs.tasks?.find((t) => t.slug === 'purgeUnattachedFiles')
    expect(task?.schedule?.[0]).toMatchObject({ queue: 'default' })
    expect(QUEUE_TICK_MS).toBe(60_000)
    // A tick of the timer queues the next scheduled run.
    await runQueueTick(payload)
    const { docs } = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'purgeUnattachedFiles' } },
      overrideAccess: true,
    })
    expect(docs.some((job) => job.queue === 'default' && job.waitUntil)).toBe(true)
  })
})
