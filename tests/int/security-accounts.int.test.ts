import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { generatePayloadCookie } from 'payload/shared'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ACCOUNT_MESSAGES } from '@/features/accounts/messages'
import { PASSWORD_MESSAGES } from '@/features/accounts/password-policy'
import { confirmEmailChange } from '@/features/accounts/credential-change'
import { loginApplicant } from '@/features/admissions/auth/login'
import { AUTH_MESSAGES } from '@/features/admissions/auth/messages'
import { requestPasswordReset } from '@/features/admissions/auth/password-reset'
import { ACCOUNT_LIMITS, ACCOUNT_LOCKOUT } from '@/features/accounts/rate-limit'
import { registerApplicant } from '@/features/admissions/auth/register'
import { parseForm, registerSchema } from '@/features/admissions/auth/schemas'
import { readPrivacyNotice } from '@/features/privacy/notice'
import { runQueueTick } from '@/jobs/runner'
import { SEND_EMAIL_TASK } from '@/lib/email'
import { startMailSink } from '../../scripts/mail-sink.mjs'
import { expectLoggedError } from '../helpers/logged-errors'
import { linkIn, mailsFor, waitForMail } from '../helpers/mailbox'
import {
  createApplicant,
  createStaff,
  freshPayload,
  validationMessages,
  type Staff,
} from '../helpers/payload'

// Lets one test read the configuration as production would (the staff cookie's Secure flag).
const envOverride = vi.hoisted(() => ({ appEnv: undefined as string | undefined }))
vi.mock('@/lib/env', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/env')>()
  return {
    ...actual,
    env: () =>
      envOverride.appEnv ? { ...actual.env(), appEnv: envOverride.appEnv } : actual.env(),
  }
})

let payload: Payload
let sink: { close: () => Promise<void> } | undefined
let smtpPort: number
let siteUrl: string
let admin: Staff
let consentVersion: string
const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kampus-mail-sec-'))

let lastIp = 10
const newIp = () => `198.51.100.${++lastIp}`
const fromIp = (ip = newIp()) => new Headers({ 'x-forwarded-for': ip })

const STAFF_PASSWORD = 'Rahasia-Sekali-123'
const APPLICANT_PASSWORD = 'Kata-Sandi-Uji-2026'

const registration = (email: string, password = 'kuda-laut-biru-7') => {
  const parsed = parseForm(registerSchema, {
    fullName: 'Uji Keamanan',
    email,
    whatsapp: '0812-3456-7890',
    password,
    passwordConfirm: password,
    consent: 'on',
    consentVersion,
  })
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors))
  return parsed.data
}

const staffLogin = (email: string, password: string, headers: Headers) =>
  payload
    .login({
      collection: 'users',
      data: { email, password },
      overrideAccess: false,
      req: { headers },
    })
    .then(
      () => 200,
      (e: { status?: number; message?: string }) => ({ status: e.status, message: e.message }),
    )

const account = async (collection: 'users' | 'applicants', email: string) =>
  (await payload.db.findOne<{
    id: number
    email: string
    loginAttempts?: number
    lockUntil?: string | null
    pendingEmail?: string | null
    _verified?: boolean
  }>({
    collection,
    where: { email: { equals: email } },
  }))!

const unlock = (collection: 'users' | 'applicants', email: string) =>
  payload.db.updateOne({
    collection,
    where: { email: { equals: email } },
    data: { loginAttempts: 0, lockUntil: null },
  })

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now()
  await run()
  return performance.now() - start
}
/**
 * Medians of `samples` runs of each, interleaved so a slow moment of the machine hits both alike;
 * `between` runs untimed after each pair (resets a failure count so the known account never locks).
 */
async function medians(
  samples: number,
  a: () => Promise<unknown>,
  b: () => Promise<unknown>,
  between?: () => Promise<unknown>,
) {
  const ta: number[] = []
  const tb: number[] = []
  for (let i = 0; i < samples; i++) {
    ta.push(await timed(a))
    tb.push(await timed(b))
    await between?.()
  }
  return { a: median(ta), b: median(tb) }
}

// Below a few milliseconds the medians are scheduler noise (a reset answers before any work);
// the gap this guards against is one PBKDF2 with 600 000 iterations, ~100 ms.
const NOISE_MS = 5
/** Neither median is more than three times the other, give or take the noise. */
function expectSimilar({ a, b }: { a: number; b: number }) {
  expect(b * 3 + NOISE_MS).toBeGreaterThan(a)
  expect(a * 3 + NOISE_MS).toBeGreaterThan(b)
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })

beforeAll(async () => {
  // The SMTP server is down at first (nothing listens on the port): 'SMTP down at registration' starts it later.
  smtpPort = await freePort()
  process.env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}?tls=off`
  payload = await freshPayload()
  siteUrl = (await import('@/lib/env')).env().siteUrl
  admin = await createStaff(payload, 'admin')
  consentVersion = String((await readPrivacyNotice(payload)).version)
}, 180_000)

afterAll(async () => {
  await payload?.destroy()
  await sink?.close()
  delete process.env.SMTP_URL
})

describe('SMTP down at registration', () => {
  it('registers with the usual answer and queues the verification mail, which a retry delivers', async () => {
    // Expected from the start: the first attempt can fail before the registration has answered.
    expectLoggedError(/TaskError: connect ECONNREFUSED/)
    const result = await registerApplicant(payload, registration('smtp-mati@contoh.id'), fromIp())
    expect(result).toEqual({ ok: true, email: 'smtp-mati@contoh.id' })
    expect(await account('applicants', 'smtp-mati@contoh.id')).toMatchObject({ _verified: false })
    // The failed first attempt leaves the mail in the jobs queue. Waiting for that attempt to end
    // keeps the retry below from running the same job beside it (the mail would go out twice).
    const [failed] = await vi.waitFor(
      async () => {
        const { docs } = await payload.find({
          collection: 'payload-jobs',
          where: { taskSlug: { equals: SEND_EMAIL_TASK } },
          overrideAccess: true,
        })
        expect(docs).toHaveLength(1)
        expect(docs[0]).toMatchObject({ totalTried: 1, processing: false })
        return docs
      },
      { timeout: 15_000 },
    )
    sink = await startMailSink({ port: smtpPort, dir: mailDir })
    // The queue's timer retries it once the back-off has passed.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(Date.parse(failed!.waitUntil!) + 1000) })
    try {
      await runQueueTick(payload)
    } finally {
      vi.useRealTimers()
    }
    const mail = await waitForMail(mailDir, 'smtp-mati@contoh.id', /Verifikasi email/)
    expect(linkIn(mail, `${siteUrl}/daftar/verifikasi?token=`)).toBeTruthy()
  })
})

describe('staff passwords and login throttling', () => {
  it('refuses a weak staff password on create, update and reset, with the applicants’ policy', async () => {
    const asAdmin = { overrideAccess: false, user: admin as never }
    expect(
      await validationMessages(
        payload.create({
          collection: 'users',
          data: { email: 'baru@utb.test', password: '123', name: 'Baru', role: 'editor' },
          ...asAdmin,
        }),
      ),
    ).toBe(PASSWORD_MESSAGES.tooShort)
    expect(
      await validationMessages(
        payload.create({
          collection: 'users',
          data: { email: 'baru@utb.test', password: 'password123', name: 'Baru', role: 'editor' },
          ...asAdmin,
        }),
      ),
    ).toMatch(/sering dipakai|mudah ditebak/)
    const editor = await createStaff(payload, 'editor')
    expect(
      await validationMessages(
        payload.update({
          collection: 'users',
          id: editor.id,
          data: { password: 'editor-2026-baru' },
          ...asAdmin,
        }),
      ),
    ).toBe(PASSWORD_MESSAGES.containsEmail)
    const token = await payload.forgotPassword({
      collection: 'users',
      data: { email: 'editor@utb.test' },
      disableEmail: true,
    })
    const reset = payload.resetPassword({
      collection: 'users',
      data: { token: String(token), password: '12345678' },
      overrideAccess: false,
    })
    expect(await validationMessages(reset)).toMatch(/sering dipakai|mudah ditebak/)
  })

  it('throttles one address per email before the account lockout, so it cannot lock a staff account', async () => {
    const ip = newIp()
    const answers = []
    for (let i = 0; i < ACCOUNT_LOCKOUT.maxLoginAttempts + 2; i++)
      answers.push(await staffLogin('admin@utb.test', `salah-sekali-${i}`, fromIp(ip)))
    const throttledFrom = ACCOUNT_LIMITS.loginPerAccount.points
    expect(throttledFrom).toBeLessThan(ACCOUNT_LOCKOUT.maxLoginAttempts)
    expect(answers.slice(0, throttledFrom).map((a) => (a as { status: number }).status)).toEqual(
      Array(throttledFrom).fill(401),
    )
    for (const answer of answers.slice(throttledFrom))
      expect(answer).toMatchObject({
        status: 429,
        message: expect.stringMatching(/Terlalu banyak percobaan/),
      })
    expect((await account('users', 'admin@utb.test')).lockUntil ?? null).toBeNull()
    // The owner, from another address, still gets in.
    expect(await staffLogin('admin@utb.test', STAFF_PASSWORD, fromIp())).toBe(200)
  })

  it('limits one address across emails (12 failures not all 401); a login that succeeds gives one back', async () => {
    const ip = newIp()
    const limit = ACCOUNT_LIMITS.staffLogin.points
    for (let i = 0; i < limit - 1; i++)
      expect(
        await staffLogin(`tebakan${i}@utb.test`, 'bukan-sandinya-9', fromIp(ip)),
      ).toMatchObject({ status: 401 })
    // A school or office network shares one address: logins that succeed do not use it up.
    for (let i = 0; i < 3; i++)
      expect(await staffLogin('admin@utb.test', STAFF_PASSWORD, fromIp(ip))).toBe(200)
    expect(
      await staffLogin('tebakan-akhir@utb.test', 'bukan-sandinya-9', fromIp(ip)),
    ).toMatchObject({ status: 401 })
    expect(await staffLogin('tebakan-lagi@utb.test', 'bukan-sandinya-9', fromIp(ip))).toMatchObject(
      { status: 429 },
    )
  })

  it('throttles the applicants’ login the same way: per address and email before the lockout', async () => {
    await createApplicant(payload, 'sasaran@contoh.id')
    const ip = fromIp()
    const results = []
    for (let i = 0; i < ACCOUNT_LOCKOUT.maxLoginAttempts + 1; i++)
      results.push(
        await loginApplicant(
          payload,
          { email: 'sasaran@contoh.id', password: `salah-${i}-sekali` },
          ip,
        ),
      )
    expect(results.map((r) => (r.ok ? 'ok' : r.reason))).toEqual([
      ...Array(ACCOUNT_LIMITS.loginPerAccount.points).fill('credentials'),
      ...Array(ACCOUNT_LOCKOUT.maxLoginAttempts + 1 - ACCOUNT_LIMITS.loginPerAccount.points).fill(
        'rate-limited',
      ),
    ])
    expect((await account('applicants', 'sasaran@contoh.id')).lockUntil ?? null).toBeNull()
    expect(
      await loginApplicant(
        payload,
        { email: 'sasaran@contoh.id', password: APPLICANT_PASSWORD },
        fromIp(),
      ),
    ).toMatchObject({ ok: true })
  })
})

describe('staff cookie Secure in production', () => {
  it('sets Secure on the staff session cookie in production, as on the applicants’ one', async () => {
    // Payload reads the collection's cookie settings once, when it builds its config: a fresh copy of the collection.
    vi.resetModules()
    const { Users } = await import('@/collections/Users')
    const cookie = () =>
      generatePayloadCookie({
        collectionAuthConfig: Users.auth as never,
        cookiePrefix: payload.config.cookiePrefix,
        token: 'x',
      }) as string
    expect(cookie()).not.toMatch(/Secure/)
    envOverride.appEnv = 'production'
    try {
      expect(cookie()).toMatch(/; Secure/)
      expect(cookie()).toMatch(/HttpOnly/)
      expect(cookie()).toMatch(/SameSite=Lax/)
    } finally {
      envOverride.appEnv = undefined
    }
  })
})

describe('changing email or password without the current password', () => {
  it('refuses an applicant’s new email without the current password, then holds it until confirmed', async () => {
    const me = await createApplicant(payload, 'lama@contoh.id', 'Laras Ayu')
    const asMe = { overrideAccess: false, user: me as never }
    const change = (data: Record<string, unknown>) =>
      payload.update({ collection: 'applicants', id: me.id, data: data as never, ...asMe })
    expect(await validationMessages(change({ email: 'baru@contoh.id' }))).toBe(
      ACCOUNT_MESSAGES.currentPasswordMissing,
    )
    expect(
      await validationMessages(
        change({ email: 'baru@contoh.id', currentPassword: 'bukan-sandinya' }),
      ),
    ).toBe(ACCOUNT_MESSAGES.currentPasswordWrong)
    // A wrong current password counts like a failed login.
    expect((await account('applicants', 'lama@contoh.id')).loginAttempts).toBe(1)

    await change({ email: 'baru@contoh.id', currentPassword: APPLICANT_PASSWORD })
    expect(await account('applicants', 'lama@contoh.id')).toMatchObject({
      pendingEmail: 'baru@contoh.id',
      _verified: true,
    })
    expect(
      await payload.db.findOne({
        collection: 'applicants',
        where: { email: { equals: 'baru@contoh.id' } },
      }),
    ).toBeNull()
    const notice = await waitForMail(mailDir, 'lama@contoh.id', /Permintaan penggantian email/)
    expect(notice.html).toContain('baru@contoh.id')
    const confirm = await waitForMail(mailDir, 'baru@contoh.id', /Konfirmasi email baru/)
    const token = new URL(
      linkIn(confirm, `${siteUrl}/daftar/verifikasi-email?token=`),
    ).searchParams.get('token')!

    expect(await confirmEmailChange(payload, 'applicants', token)).toEqual({
      ok: true,
      reason: 'done',
      message: ACCOUNT_MESSAGES.emailChangeDone,
    })
    expect(await confirmEmailChange(payload, 'applicants', token)).toMatchObject({ ok: false })
    expect(await account('applicants', 'baru@contoh.id')).toMatchObject({
      id: me.id,
      pendingEmail: null,
      _verified: true,
    })
    await waitForMail(mailDir, 'lama@contoh.id', /telah diganti/)
    expect(
      await loginApplicant(
        payload,
        { email: 'baru@contoh.id', password: APPLICANT_PASSWORD },
        fromIp(),
      ),
    ).toMatchObject({ ok: true })
  })

  it('refuses an applicant’s new password without the current one; tells the account when it changes', async () => {
    const me = await createApplicant(payload, 'pemilik@contoh.id')
    const asMe = { overrideAccess: false, user: me as never }
    const change = (data: Record<string, unknown>) =>
      payload.update({ collection: 'applicants', id: me.id, data: data as never, ...asMe })
    expect(await validationMessages(change({ password: 'Pelangi-Senja-48' }))).toBe(
      ACCOUNT_MESSAGES.currentPasswordMissing,
    )
    await change({ password: 'Pelangi-Senja-48', currentPassword: APPLICANT_PASSWORD })
    await waitForMail(mailDir, 'pemilik@contoh.id', /Kata sandi akun UTB Anda telah diganti/)
    expect(
      await loginApplicant(
        payload,
        { email: 'pemilik@contoh.id', password: 'Pelangi-Senja-48' },
        fromIp(),
      ),
    ).toMatchObject({ ok: true })
  })

  it('staff need their current password too, but not an admin resetting a colleague, who is told', async () => {
    const me = await createStaff(payload, 'admissions')
    const asMe = { overrideAccess: false, user: me as never }
    expect(
      await validationMessages(
        payload.update({
          collection: 'users',
          id: me.id,
          data: { email: 'penerimaan-baru@utb.test' },
          ...asMe,
        }),
      ),
    ).toBe(ACCOUNT_MESSAGES.currentPasswordMissing)
    await payload.update({
      collection: 'users',
      id: me.id,
      data: { email: 'penerimaan-baru@utb.test', currentPassword: STAFF_PASSWORD } as never,
      ...asMe,
    })
    expect(await account('users', 'admissions@utb.test')).toMatchObject({
      pendingEmail: 'penerimaan-baru@utb.test',
    })
    const confirm = await waitForMail(mailDir, 'penerimaan-baru@utb.test', /Konfirmasi email baru/)
    expect(confirm.html).toContain(`${siteUrl}/api/cms/users/konfirmasi-email?token=`)

    await payload.update({
      collection: 'users',
      id: me.id,
      data: { password: 'Sandi-Baru-Dari-Admin-7' },
      overrideAccess: false,
      user: admin as never,
    })
    await waitForMail(mailDir, 'admissions@utb.test', /Kata sandi akun UTB Anda telah diganti/)
    expect(await staffLogin('admissions@utb.test', 'Sandi-Baru-Dari-Admin-7', fromIp())).toBe(200)
  })
})

describe('account enumeration', () => {
  it('answers a registration with an existing email like a new one and mails that account instead', async () => {
    await createApplicant(payload, 'sudah-ada@contoh.id')
    const fresh = await registerApplicant(payload, registration('belum-ada@contoh.id'), fromIp())
    const existing = await registerApplicant(payload, registration('sudah-ada@contoh.id'), fromIp())
    expect(existing).toEqual({ ok: true, email: 'sudah-ada@contoh.id' })
    expect(fresh).toEqual({ ok: true, email: 'belum-ada@contoh.id' })
    const mail = await waitForMail(mailDir, 'sudah-ada@contoh.id', /sudah memiliki akun/)
    expect(mail.html).toContain(`${siteUrl}/daftar/lupa-sandi`)
    expect(
      mailsFor(mailDir, 'sudah-ada@contoh.id').filter((m) => /Verifikasi/.test(m.subject)),
    ).toEqual([])
  })

  it('takes about as long to refuse an unknown email as a wrong password (applicants and staff)', async () => {
    await createApplicant(payload, 'waktu@contoh.id')
    const applicant = await medians(
      20,
      () =>
        loginApplicant(
          payload,
          { email: 'waktu@contoh.id', password: 'bukan-sandinya-9' },
          fromIp(),
        ),
      () =>
        loginApplicant(
          payload,
          { email: `tidak-ada-${lastIp}@contoh.id`, password: 'bukan-sandinya-9' },
          fromIp(),
        ),
      () => unlock('applicants', 'waktu@contoh.id'),
    )
    expectSimilar(applicant)
    const staff = await medians(
      20,
      () => staffLogin('admin@utb.test', 'bukan-sandinya-9', fromIp()),
      () => staffLogin(`tidak-ada-${lastIp}@utb.test`, 'bukan-sandinya-9', fromIp()),
      () => unlock('users', 'admin@utb.test'),
    )
    expectSimilar(staff)
  }, 120_000)

  it('answers a locked account exactly like an unknown email', async () => {
    await createApplicant(payload, 'terkunci@contoh.id')
    for (let i = 0; i < ACCOUNT_LOCKOUT.maxLoginAttempts; i++)
      await loginApplicant(
        payload,
        { email: 'terkunci@contoh.id', password: `salah-${i}-sekali` },
        fromIp(),
      )
    expect((await account('applicants', 'terkunci@contoh.id')).lockUntil).toBeTruthy()
    const locked = await loginApplicant(
      payload,
      { email: 'terkunci@contoh.id', password: APPLICANT_PASSWORD },
      fromIp(),
    )
    const unknown = await loginApplicant(
      payload,
      { email: 'tak-dikenal@contoh.id', password: APPLICANT_PASSWORD },
      fromIp(),
    )
    expect(locked).toEqual(unknown)
    expect(locked).toEqual({
      ok: false,
      reason: 'credentials',
      message: AUTH_MESSAGES.wrongCredentials,
    })
    const lockedStaff = await staffLogin('admin@utb.test', 'x', fromIp())
    expect(lockedStaff).toMatchObject({ status: 401 })
  })

  it('answers a password reset request for a known and an unknown email alike, in similar time', async () => {
    const times = await medians(
      20,
      () => requestPasswordReset(payload, 'sasaran@contoh.id', fromIp()),
      () => requestPasswordReset(payload, `tidak-ada-${lastIp}@contoh.id`, fromIp()),
    )
    expectSimilar(times)
    expect(await requestPasswordReset(payload, 'sasaran@contoh.id', fromIp())).toEqual(
      await requestPasswordReset(payload, 'siapa@contoh.id', fromIp()),
    )
    await waitForMail(mailDir, 'sasaran@contoh.id', /Atur ulang kata sandi/)
  })
})
