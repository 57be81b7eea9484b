import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { inject } from 'vitest'
import { newDatabase } from './database-copies'
import { guardPayloadLogger } from './logged-errors'
import { startTestS3 } from './storage'

/**
 * A Payload instance on a real, migrated database of this test file's own: a copy of the base
 * database the run migrated once (tests/setup/int-database.ts) — a copy of the SQLite file, or a
 * PostgreSQL `CREATE DATABASE … TEMPLATE` of TEST_DATABASE_URL — so files run side by side.
 * Uploads go to local folders, or to s3rver with `TEST_S3=1` (or after startTestS3()).
 */
export async function freshPayload(): Promise<Payload> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kampus-int-'))
  process.env.DATA_DIR = dataDir
  process.env.APP_ENV = 'test'
  if (process.env.TEST_S3 === '1' && !process.env.S3_BUCKET)
    await startTestS3({ privateBucket: false })
  process.env.DATABASE_URL = await ownDatabase(dataDir)

  const [{ getPayload }, { default: config }, sqlite, postgres] = await Promise.all([
    import('payload'),
    import('@/payload.config'),
    import('@/migrations/sqlite'),
    import('@/migrations/postgres'),
  ])
  const payload = await getPayload({ config })
  guardPayloadLogger(payload.logger)
  // Finds every migration applied (the copy's); migrates a database made outside the base.
  await payload.db.migrate({
    migrations: (databaseKind() === 'postgres' ? postgres.migrations : sqlite.migrations) as never,
  })
  const destroy = payload.destroy.bind(payload)
  payload.destroy = async () => {
    await jobsSettled(payload)
    await destroy()
  }
  return payload
}

/**
 * A mail job writes its log after the SMTP server took the message, so a test that saw the mail
 * can reach its teardown while the job still writes; closing the database under it fails the job.
 */
async function jobsSettled(payload: Payload, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const running = await payload
      .count({
        collection: 'payload-jobs',
        where: { processing: { equals: true } },
        overrideAccess: true,
      })
      .catch(() => ({ totalDocs: 0 }))
    if (running.totalDocs === 0) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** This file's copy of the run's migrated base database: its DATABASE_URL. */
async function ownDatabase(dataDir: string): Promise<string> {
  const base = inject('intDatabase')
  if (base.kind === 'postgres') return newDatabase(base.baseUrl)
  const file = path.join(dataDir, 'test.db')
  fs.copyFileSync(base.baseFile, file)
  return `file:${file}`
}

/** A new, empty database of this run's kind, for a test that migrates by itself: its DATABASE_URL. */
export async function emptyDatabase(dataDir: string): Promise<string> {
  const base = inject('intDatabase')
  if (base.kind === 'postgres') return newDatabase(base.baseUrl, { empty: true })
  return `file:${path.join(dataDir, 'kampus.db')}`
}

export const databaseKind = () => (process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite')

export type Staff = { id: number | string; collection: 'users'; role: string }
export type StaffRole = 'admin' | 'editor' | 'admissions'

/** A staff account of `role`, shaped to pass as `user` to Local API calls with overrideAccess: false. */
export async function createStaff(payload: Payload, role: StaffRole): Promise<Staff> {
  const doc = await payload.create({
    collection: 'users',
    data: { email: `${role}@utb.test`, password: 'Rahasia-Sekali-123', name: role, role },
    overrideAccess: true,
  })
  return { ...doc, collection: 'users' } as unknown as Staff
}

export type ApplicantUser = {
  id: number | string
  collection: 'applicants'
  email: string
  fullName: string
}

/** A verified applicant account, shaped to pass as `user` to Local API calls with overrideAccess: false. */
export async function createApplicant(
  payload: Payload,
  email: string,
  fullName = 'Calon Mahasiswa',
): Promise<ApplicantUser> {
  const doc = await payload.create({
    collection: 'applicants',
    data: {
      email,
      password: 'Kata-Sandi-Uji-2026',
      fullName,
      whatsapp: '6281234567890',
      privacyConsentVersion: '1',
      privacyConsentAt: new Date().toISOString(),
      _verified: true,
    },
    overrideAccess: true,
    disableVerificationEmail: true,
  })
  return { ...doc, collection: 'applicants' } as unknown as ApplicantUser
}

/** The field messages of the ValidationError a Local API call throws (what the admin shows per field). */
export async function validationMessages(call: Promise<unknown>): Promise<string> {
  try {
    await call
  } catch (error) {
    const errors = (error as { data?: { errors?: { message: string }[] } }).data?.errors
    return errors?.length
      ? errors.map((e) => e.message).join(' | ')
      : String((error as Error).message)
  }
  throw new Error('Panggilan ini seharusnya ditolak, tetapi berhasil.')
}

/**
 * A session token as the login sets it in the cookie. Staff logins give no token to callers
 * (`removeTokenFromResponses`, ADR 0015), so tests ask Payload's login operation directly.
 */
export async function sessionToken(
  payload: Payload,
  collection: 'users' | 'applicants',
  email: string,
  password: string,
): Promise<string> {
  const { createLocalReq, loginOperation } = await import('payload')
  const result = await loginOperation({
    collection: payload.collections[collection],
    data: { email, password },
    req: await createLocalReq({}, payload),
  })
  return result.token!
}

/** A small JPEG of `kind` uploaded by the applicant themself (access enforced); its id. */
export async function uploadAsApplicant(
  payload: Payload,
  owner: ApplicantUser,
  kind: string,
): Promise<number> {
  const { default: sharp } = await import('sharp')
  const data = await sharp({ create: { width: 30, height: 40, channels: 3, background: '#246' } })
    .jpeg()
    .toBuffer()
  const doc = await payload.create({
    collection: 'applicant-files',
    data: { owner: owner.id as number, kind } as never,
    file: { data, mimetype: 'image/jpeg', name: `${kind}.jpg`, size: data.length },
    overrideAccess: false,
    user: owner as never,
  })
  return doc.id as number
}

/** POST `body` as JSON to a Payload endpoint under /api/cms, signed in with `token` (or not). */
export async function postCms(
  payload: Payload,
  path: string,
  token: string | null,
  body: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const { handleEndpoints } = await import('payload')
  const request = new Request(`http://localhost/api/cms${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `JWT ${token}` } : {}),
    },
    body: JSON.stringify(body),
  })
  const response = await handleEndpoints({ config: payload.config, request })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}
