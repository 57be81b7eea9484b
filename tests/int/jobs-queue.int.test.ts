import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { FRESH_MAIL_MS, STALLED_AFTER_MS, runQueueTick } from '@/jobs/runner'
import { ADVISORY_LOCKS, advisoryKey } from '@/lib/advisory-lock'
import { SEND_EMAIL_TASK } from '@/lib/email'
import { startMailSink } from '../../scripts/mail-sink.mjs'
import { expectLoggedError } from '../helpers/logged-errors'
import { mailsFor, waitForMail } from '../helpers/mailbox'
import {
  createApplicant,
  createStaff,
  databaseKind,
  freshPayload,
  type Staff,
} from '../helpers/payload'

/*
 * Every mail is a job in the database before the request answers; the server that
 * queued it sends it at once; a refused mail waits for its retry in the queue, where admins (and
 * nobody else) see it; the queue's timer runs under one lock across servers and hands back jobs
 * a dead server left half-done.
 */

let payload: Payload
let sink: { close: () => Promise<void> } | undefined
let smtpPort: number
let admin: Staff
const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kampus-mail-queue-'))

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })

const mailJobs = (to: string) =>
  payload
    .find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: SEND_EMAIL_TASK } },
      overrideAccess: true,
      limit: 100,
    })
    .then(({ docs }) => docs.filter((job) => JSON.stringify(job.input).includes(to)))

const send = (to: string) => payload.sendEmail({ to, subject: 'Uji antrean', text: `Halo ${to}` })

beforeAll(async () => {
  smtpPort = await freePort()
  process.env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}?tls=off`
  payload = await freshPayload()
  admin = await createStaff(payload, 'admin')
  sink = await startMailSink({ port: smtpPort, dir: mailDir })
}, 180_000)

afterAll(async () => {
  vi.useRealTimers()
  await payload?.destroy()
  await sink?.close()
  delete process.env.SMTP_URL
})

describe('a mail', () => {
  it('is a job in the database when sendEmail returns, and is delivered and cleared right after', async () => {
    const answer = (await send('langsung@contoh.id')) as { queued: boolean; job: number | string }
    expect(answer.queued).toBe(true)
    // The job existed before the caller got its answer: it is read back by its id.
    const job = await payload.findByID({
      collection: 'payload-jobs',
      id: answer.job,
      overrideAccess: true,
      disableErrors: true,
    })
    expect(job === null || job.taskSlug === SEND_EMAIL_TASK).toBe(true)
    await waitForMail(mailDir, 'langsung@contoh.id', /Uji antrean/)
    // Completed jobs are deleted (Payload's deleteJobOnComplete).
    await vi.waitFor(async () => expect(await mailJobs('langsung@contoh.id')).toEqual([]), {
      timeout: 5000,
    })
  })

  it('refused by the SMTP server stays in the queue with its error, and a later tick delivers it once', async () => {
    await sink?.close()
    sink = undefined
    // Payload's queue logs the refused attempt as an error.
    expectLoggedError(/TaskError: connect ECONNREFUSED/)
    await send('antre@contoh.id')
    const [failed] = await vi.waitFor(
      async () => {
        const jobs = await mailJobs('antre@contoh.id')
        expect(jobs).toHaveLength(1)
        expect(jobs[0]).toMatchObject({ totalTried: 1, processing: false })
        return jobs
      },
      { timeout: 30_000 },
    )
    expect(failed!.waitUntil).toBeTruthy()
    expect(JSON.stringify(failed!.log)).toMatch(/ECONNREFUSED|connect/i)

    sink = await startMailSink({ port: smtpPort, dir: mailDir })
    // The retry is due after the back-off: the tick is run as if that time had come.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(Date.parse(failed!.waitUntil!) + 1000) })
    try {
      expect(await runQueueTick(payload)).toBe(true)
    } finally {
      vi.useRealTimers()
    }
    await waitForMail(mailDir, 'antre@contoh.id', /Uji antrean/)
    expect(mailsFor(mailDir, 'antre@contoh.id')).toHaveLength(1)
    expect(await mailJobs('antre@contoh.id')).toEqual([])
  })
})

describe('the queue in the admin panel', () => {
  it('is readable by admins only, and nobody may write a job over the API', async () => {
    const job = await payload.jobs.queue({
      task: SEND_EMAIL_TASK,
      input: { message: { to: 'lihat@contoh.id', subject: 'x', text: 'x' } },
      waitUntil: new Date(Date.now() + 3_600_000),
    } as never)
    const read = (user: unknown) =>
      payload
        .find({
          collection: 'payload-jobs',
          where: { id: { equals: job.id } },
          overrideAccess: false,
          user: user as never,
        })
        .then(
          (r) => r.totalDocs,
          () => 'ditolak',
        )
    expect(await read(admin)).toBe(1)
    for (const role of ['editor', 'admissions'] as const)
      expect(await read(await createStaff(payload, role))).toBe('ditolak')
    expect(await read(await createApplicant(payload, 'pendaftar-antrean@contoh.id'))).toBe(
      'ditolak',
    )
    await expect(
      payload.update({
        collection: 'payload-jobs',
        id: job.id,
        data: { processing: true },
        overrideAccess: false,
        user: admin as never,
      }),
    ).rejects.toThrow()
    await payload.delete({
      collection: 'payload-jobs',
      id: job.id,
      overrideAccess: false,
      user: admin as never,
    })
  })
})

describe('the queue timer', () => {
  it('leaves a fresh mail to the server that queued it and takes it once that server had its time', async () => {
    const job = await payload.jobs.queue({
      task: SEND_EMAIL_TASK,
      input: { message: { to: 'segar@contoh.id', subject: 'Uji antrean', text: 'x' } },
    } as never)
    await runQueueTick(payload)
    expect(
      (await payload.findByID({ collection: 'payload-jobs', id: job.id, overrideAccess: true }))
        .totalTried,
    ).toBe(0)
    await runQueueTick(payload, new Date(Date.now() + FRESH_MAIL_MS + 1000))
    await waitForMail(mailDir, 'segar@contoh.id', /Uji antrean/)
  })

  it('hands back a job a stopped server left "processing" and runs it', async () => {
    const job = await payload.jobs.queue({
      task: SEND_EMAIL_TASK,
      input: { message: { to: 'terhenti@contoh.id', subject: 'Uji antrean', text: 'x' } },
    } as never)
    await payload.update({
      collection: 'payload-jobs',
      id: job.id,
      data: { processing: true },
      overrideAccess: true,
    })
    await runQueueTick(payload, new Date(Date.now() + FRESH_MAIL_MS + 1000))
    expect(
      (await payload.findByID({ collection: 'payload-jobs', id: job.id, overrideAccess: true }))
        .processing,
    ).toBe(true)
    await runQueueTick(payload, new Date(Date.now() + STALLED_AFTER_MS + 1000))
    await waitForMail(mailDir, 'terhenti@contoh.id', /Uji antrean/)
  })

  it.runIf(databaseKind() === 'postgres')(
    'does nothing while another server holds the queue',
    async () => {
      // The advisory lock of this file's own database (freshPayload's copy).
      const other = new pg.Client({ connectionString: process.env.DATABASE_URL })
      await other.connect()
      try {
        await other.query('SELECT pg_advisory_lock($1::bigint)', [
          advisoryKey(ADVISORY_LOCKS.jobsRunner),
        ])
        const job = await payload.jobs.queue({
          task: SEND_EMAIL_TASK,
          input: { message: { to: 'terkunci@contoh.id', subject: 'Uji antrean', text: 'x' } },
        } as never)
        expect(await runQueueTick(payload, new Date(Date.now() + FRESH_MAIL_MS + 1000))).toBe(false)
        expect(
          (await payload.findByID({ collection: 'payload-jobs', id: job.id, overrideAccess: true }))
            .totalTried,
        ).toBe(0)
        await other.query('SELECT pg_advisory_unlock($1::bigint)', [
          advisoryKey(ADVISORY_LOCKS.jobsRunner),
        ])
        expect(await runQueueTick(payload, new Date(Date.now() + FRESH_MAIL_MS + 1000))).toBe(true)
        await waitForMail(mailDir, 'terkunci@contoh.id', /Uji antrean/)
      } finally {
        await other.end()
      }
    },
  )
})
