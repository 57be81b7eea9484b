import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { canAccessAdmin, createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { seed } from '@/seed'
import { loginApplicant } from '@/features/admissions/auth/login'
import { AUTH_MESSAGES } from '@/features/admissions/auth/messages'
import { PASSWORD_MESSAGES } from '@/features/accounts/password-policy'
import { requestPasswordReset, resetPassword } from '@/features/admissions/auth/password-reset'
import { ACCOUNT_LIMITS } from '@/features/accounts/rate-limit'
import { REGISTER_APPLICANT, registerApplicant } from '@/features/admissions/auth/register'
import { parseForm, registerSchema, type RegisterInput } from '@/features/admissions/auth/schemas'
import { resendVerification, verifyApplicantEmail } from '@/features/admissions/auth/verify'
import { readPrivacyNotice } from '@/features/privacy/notice'
import { renewPrivacyConsent } from '@/features/admissions/data-rights/applicant-consent'
import { startMailSink } from '../../scripts/mail-sink.mjs'
import { linkIn, mailsFor, waitForMail } from '../helpers/mailbox'
import {
  createApplicant,
  createStaff,
  freshPayload,
  sessionToken,
  validationMessages,
  type ApplicantUser,
  type Staff,
} from '../helpers/payload'

// The guard reads the request through next/headers and redirects through next/navigation.
const request = vi.hoisted(() => ({ headers: new Headers() }))
vi.mock('server-only', () => ({}))
vi.mock('next/headers', () => ({ headers: async () => request.headers }))
vi.mock('next/navigation', () => ({
  redirect: (to: string) => {
    throw Object.assign(new Error('NEXT_REDIRECT'), { to })
  },
}))
vi.mock('@/lib/payload', () => ({ getPayloadClient: async () => payload }))

let payload: Payload
let sink: { close: () => Promise<void> }
let siteUrl: string
const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kampus-mail-'))

const passphrase64 = 'kuda laut biru menari di atas pelangi sambil makan tempe goreng!'

// Each test speaks from its own address, so the per-IP limits of one do not spill into another.
let lastIp = 10
const fromNewIp = () => new Headers({ 'x-forwarded-for': `203.0.113.${++lastIp}` })

const form = (over: Partial<Record<keyof RegisterInput, string>> = {}) => {
  const parsed = parseForm(registerSchema, {
    fullName: 'Citra Dewi',
    email: 'citra@contoh.id',
    whatsapp: '0812-3456-7890',
    password: 'kuda-laut-biru-7',
    passwordConfirm: over.password ?? 'kuda-laut-biru-7',
    consent: 'on',
    consentVersion: '1',
    ...over,
  })
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors))
  return parsed.data
}

const raw = async (email: string) =>
  (await payload.db.findOne<{
    id: number
    hash: string
    _verified: boolean
    loginAttempts?: number
    lockUntil?: string | null
  }>({
    collection: 'applicants',
    where: { email: { equals: email } },
  }))!

// As a browser sends them on a same-site navigation (Payload accepts the cookie only then: CSRF).
const sessionHeaders = (token: string | undefined) =>
  new Headers({
    cookie: `${payload.config.cookiePrefix}-token=${token}`,
    'sec-fetch-site': 'same-origin',
  })

async function verified(email: string, password = 'kuda-laut-biru-7') {
  const result = await registerApplicant(payload, form({ email, password }), fromNewIp())
  expect(result.ok).toBe(true)
  await payload.db.updateOne({
    collection: 'applicants',
    where: { email: { equals: email } },
    data: { _verified: true, _verificationToken: null },
  })
}

beforeAll(async () => {
  const port = 27000 + Math.floor(Math.random() * 2000)
  sink = await startMailSink({ port, dir: mailDir })
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}?tls=off`
  payload = await freshPayload()
  await seed(payload, () => {}, ['penerimaan'])
  const config = (await import('@/lib/env')).env()
  // Never the developer's own database: the environment must have been read after freshPayload set it.
  expect(config.dataDir).toBe(process.env.DATA_DIR)
  siteUrl = config.siteUrl
}, 180_000)

afterAll(async () => {
  await payload?.destroy()
  await sink?.close()
  delete process.env.SMTP_URL
})

describe('registration and email verification', () => {
  it('records consent to the privacy notice in force, with its time, and a normalised WhatsApp number', async () => {
    const version = String((await readPrivacyNotice(payload)).version)
    const before = Date.now()
    const result = await registerApplicant(payload, form({ consentVersion: version }), fromNewIp())
    expect(result).toEqual({ ok: true, email: 'citra@contoh.id' })
    const { docs } = await payload.find({
      collection: 'applicants',
      where: { email: { equals: 'citra@contoh.id' } },
      overrideAccess: true,
    })
    expect(docs[0]).toMatchObject({
      fullName: 'Citra Dewi',
      whatsapp: '6281234567890',
      privacyConsentVersion: version,
      _verified: false,
    })
    expect(new Date(docs[0]!.privacyConsentAt).getTime()).toBeGreaterThanOrEqual(before - 1000)
  })

  it('refuses consent given to an older version of the notice', async () => {
    const result = await registerApplicant(
      payload,
      form({ email: 'lama@contoh.id', consentVersion: '2020-01' }),
      fromNewIp(),
    )
    expect(result).toMatchObject({ ok: false, errors: { consent: AUTH_MESSAGES.consentChanged } })
  })

  it('stores the password with PBKDF2-SHA256 (Payload 3.90: 600 000 iterations)', async () => {
    const { hash } = await raw('citra@contoh.id')
    expect(hash.startsWith('pbkdf2-sha256-v1:')).toBe(true)
    expect(hash).not.toContain('kuda')
  })

  it('refuses an unverified account at login only once the password is right, and says why', async () => {
    const wrong = await loginApplicant(
      payload,
      { email: 'citra@contoh.id', password: 'bukan-sandinya-9' },
      fromNewIp(),
    )
    const unknown = await loginApplicant(
      payload,
      { email: 'tidak-ada@contoh.id', password: 'bukan-sandinya-9' },
      fromNewIp(),
    )
    expect(wrong).toEqual({
      ok: false,
      reason: 'credentials',
      message: AUTH_MESSAGES.wrongCredentials,
    })
    // An unknown email reads exactly like a wrong password.
    expect(unknown).toEqual(wrong)
    const right = await loginApplicant(
      payload,
      { email: 'citra@contoh.id', password: 'kuda-laut-biru-7' },
      fromNewIp(),
    )
    expect(right).toEqual({ ok: false, reason: 'unverified', message: AUTH_MESSAGES.unverified })
  })

  it('mails a verification link through the SMTP server; the link verifies once, then login works', async () => {
    const mail = await waitForMail(mailDir, 'citra@contoh.id', /Verifikasi email/)
    const link = new URL(linkIn(mail, `${siteUrl}/daftar/verifikasi?token=`))
    expect(await verifyApplicantEmail(payload, link.searchParams.get('token')!)).toEqual({
      ok: true,
      message: AUTH_MESSAGES.verified,
    })
    expect(await verifyApplicantEmail(payload, link.searchParams.get('token')!)).toEqual({
      ok: false,
      message: AUTH_MESSAGES.verifyInvalid,
    })
    const login = await loginApplicant(
      payload,
      { email: 'citra@contoh.id', password: 'kuda-laut-biru-7' },
      fromNewIp(),
    )
    expect(login).toMatchObject({ ok: true, email: 'citra@contoh.id' })
  })

  it('sends a fresh verification link on request, only to an unverified account, answering alike', async () => {
    await registerApplicant(payload, form({ email: 'dimas@contoh.id' }), fromNewIp())
    await waitForMail(mailDir, 'dimas@contoh.id', /Verifikasi email/)
    const again = await resendVerification(payload, 'dimas@contoh.id', fromNewIp())
    const verifiedOne = await resendVerification(payload, 'citra@contoh.id', fromNewIp())
    const nobody = await resendVerification(payload, 'siapa@contoh.id', fromNewIp())
    expect(again).toEqual({ ok: true, message: AUTH_MESSAGES.verificationResent })
    expect(verifiedOne).toEqual(again)
    expect(nobody).toEqual(again)
    await vi.waitFor(() => expect(mailsFor(mailDir, 'dimas@contoh.id')).toHaveLength(2), {
      timeout: 10_000,
    })
    const newest = mailsFor(mailDir, 'dimas@contoh.id').at(-1)!
    const token = new URL(linkIn(newest, `${siteUrl}/daftar/verifikasi?token=`)).searchParams.get(
      'token',
    )!
    expect((await verifyApplicantEmail(payload, token)).ok).toBe(true)
    expect(
      mailsFor(mailDir, 'citra@contoh.id').filter((m) => /Verifikasi/.test(m.subject)),
    ).toHaveLength(1)
  })

  it('answers a second registration of an email like a new one, mails the account, creates nothing', async () => {
    const result = await registerApplicant(
      payload,
      form({ email: 'citra@contoh.id', fullName: 'Orang Lain' }),
      fromNewIp(),
    )
    expect(result).toEqual({ ok: true, email: 'citra@contoh.id' })
    await waitForMail(mailDir, 'citra@contoh.id', /sudah memiliki akun/)
    expect(
      (
        await payload.count({
          collection: 'applicants',
          where: { email: { equals: 'citra@contoh.id' } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(1)
  })
})

describe('password policy in the collection (pages, REST, GraphQL and admin alike)', () => {
  it('refuses a common password at registration even when the form check is skipped', async () => {
    const input = { ...form({ email: 'eka@contoh.id' }), password: 'iloveyou1' }
    const result = await registerApplicant(payload, input, fromNewIp())
    expect(result).toMatchObject({
      ok: false,
      errors: { password: expect.stringMatching(/mudah ditebak|sering dipakai/) },
    })
  })

  it('refuses a password containing the email name, and a weak one set by staff', async () => {
    const input = { ...form({ email: 'fajar.nugraha@contoh.id' }), password: 'fajar.nugraha!2026' }
    expect(await registerApplicant(payload, input, fromNewIp())).toMatchObject({
      ok: false,
      errors: { password: PASSWORD_MESSAGES.containsEmail },
    })
    const admin = await createStaff(payload, 'admin')
    const someone = await createApplicant(payload, 'gita@contoh.id')
    const message = await validationMessages(
      payload.update({
        collection: 'applicants',
        id: someone.id,
        data: { password: 'password1' },
        overrideAccess: false,
        user: admin as never,
      }),
    )
    expect(message).toBe(PASSWORD_MESSAGES.common)
  })

  it('accepts a 64-character passphrase and logs in with it', async () => {
    expect([...passphrase64].length).toBe(64)
    await verified('hana@contoh.id', passphrase64)
    expect(
      await loginApplicant(
        payload,
        { email: 'hana@contoh.id', password: passphrase64 },
        fromNewIp(),
      ),
    ).toMatchObject({ ok: true })
  })
})

describe('lockout and per-IP limits', () => {
  it('locks an account for 15 minutes after 5 failed logins from several addresses, without saying so', async () => {
    await verified('indra@contoh.id')
    const results = []
    for (let i = 0; i < 5; i++)
      results.push(
        await loginApplicant(
          payload,
          { email: 'indra@contoh.id', password: `salah-sekali-${i}` },
          fromNewIp(),
        ),
      )
    // A locked account reads like a wrong password (else the lock would tell the account exists).
    expect(results.map((r) => r.ok === false && r.reason)).toEqual([
      'credentials',
      'credentials',
      'credentials',
      'credentials',
      'credentials',
    ])
    // Even the right password waits for the lock to end.
    const right = await loginApplicant(
      payload,
      { email: 'indra@contoh.id', password: 'kuda-laut-biru-7' },
      fromNewIp(),
    )
    expect(right).toEqual(results[0])
    const lockUntil = new Date((await raw('indra@contoh.id')).lockUntil!).getTime()
    expect(lockUntil - Date.now()).toBeGreaterThan(14 * 60_000)
  })

  it('answers 429 with an Indonesian message once one address passes the login limit, on any account', async () => {
    const ip = fromNewIp()
    const limit = ACCOUNT_LIMITS.login.points
    for (let i = 0; i < limit - 1; i++) {
      const result = await loginApplicant(
        payload,
        { email: `acak${i}@contoh.id`, password: 'bukan-sandinya-9' },
        ip,
      )
      expect(result).toMatchObject({ reason: 'credentials' })
    }
    // Successful logins (a class logging in from one school network) do not use up the limit…
    for (let i = 0; i < 3; i++)
      expect(
        await loginApplicant(payload, { email: 'hana@contoh.id', password: passphrase64 }, ip),
      ).toMatchObject({ ok: true })
    // …failures do.
    expect(
      await loginApplicant(
        payload,
        { email: 'acak-terakhir@contoh.id', password: 'bukan-sandinya-9' },
        ip,
      ),
    ).toMatchObject({ reason: 'credentials' })
    expect(
      await loginApplicant(payload, { email: 'citra@contoh.id', password: 'kuda-laut-biru-7' }, ip),
    ).toMatchObject({
      ok: false,
      reason: 'rate-limited',
      message: expect.stringMatching(
        /Terlalu banyak percobaan dari jaringan Anda\. Silakan coba lagi dalam \d+ menit/,
      ),
    })
    // The same hook guards Payload's own operation, as its REST endpoint calls it.
    const error = await payload
      .login({
        collection: 'applicants',
        data: { email: 'citra@contoh.id', password: 'kuda-laut-biru-7' },
        overrideAccess: false,
        req: { headers: ip },
      })
      .catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 429 })
    // Another address is not affected.
    expect(
      await loginApplicant(
        payload,
        { email: 'citra@contoh.id', password: 'kuda-laut-biru-7' },
        fromNewIp(),
      ),
    ).toMatchObject({ ok: true })
  })

  it('limits registrations and reset requests per address too', async () => {
    const ip = fromNewIp()
    expect((await registerApplicant(payload, form({ email: 'kelas0@contoh.id' }), ip)).ok).toBe(
      true,
    )
    // Every attempt counts, refused ones too (cheap here: they fail validation without hashing or mail).
    for (let i = 1; i < ACCOUNT_LIMITS.register.points; i++) {
      const attempt = payload.create({
        collection: 'applicants',
        data: { email: `kelas${i}@contoh.id`, password: 'kuda-laut-biru-7' } as never,
        overrideAccess: false,
        context: { [REGISTER_APPLICANT]: true },
        req: { headers: ip },
      })
      await expect(attempt).rejects.toMatchObject({ status: 400 })
    }
    expect(
      await registerApplicant(payload, form({ email: 'kelas-lebih@contoh.id' }), ip),
    ).toMatchObject({ ok: false, message: expect.stringMatching(/Terlalu banyak/) })
    const other = fromNewIp()
    for (let i = 0; i < ACCOUNT_LIMITS.forgotPassword.points; i++)
      expect((await requestPasswordReset(payload, 'siapa@contoh.id', other)).ok).toBe(true)
    expect(await requestPasswordReset(payload, 'siapa@contoh.id', other)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/Terlalu banyak/),
    })
  })
})

describe('forgotten password', () => {
  it('answers the same for a known and an unknown email, and mails a reset link only to the known one', async () => {
    const known = await requestPasswordReset(payload, 'citra@contoh.id', fromNewIp())
    const unknown = await requestPasswordReset(payload, 'tidak-terdaftar@contoh.id', fromNewIp())
    expect(known).toEqual({ ok: true, message: AUTH_MESSAGES.resetRequested })
    expect(unknown).toEqual(known)
    await waitForMail(mailDir, 'citra@contoh.id', /Atur ulang kata sandi/)
    expect(mailsFor(mailDir, 'tidak-terdaftar@contoh.id')).toEqual([])
  })

  it('sets a new password from the emailed link (policy applies, link works once), unlocking the account', async () => {
    await requestPasswordReset(payload, 'indra@contoh.id', fromNewIp())
    const mail = await waitForMail(mailDir, 'indra@contoh.id', /Atur ulang kata sandi/)
    const token = new URL(
      linkIn(mail, `${siteUrl}/daftar/atur-ulang-sandi?token=`),
    ).searchParams.get('token')!
    const common = await resetPassword(
      payload,
      { token, password: 'password123', passwordConfirm: 'password123' },
      fromNewIp(),
    )
    expect(common).toMatchObject({
      ok: false,
      errors: { password: expect.stringMatching(/sering dipakai|mudah ditebak/) },
    })
    const withEmail = await resetPassword(
      payload,
      { token, password: 'indra-baru-sekali', passwordConfirm: 'indra-baru-sekali' },
      fromNewIp(),
    )
    expect(withEmail).toMatchObject({
      ok: false,
      errors: { password: PASSWORD_MESSAGES.containsEmail },
    })
    expect(
      await resetPassword(
        payload,
        { token, password: 'Pelangi-Senja-48', passwordConfirm: 'Pelangi-Senja-48' },
        fromNewIp(),
      ),
    ).toEqual({ ok: true })
    expect(
      await resetPassword(
        payload,
        { token, password: 'Pelangi-Senja-49', passwordConfirm: 'Pelangi-Senja-49' },
        fromNewIp(),
      ),
    ).toMatchObject({
      ok: false,
      invalidLink: true,
      message: AUTH_MESSAGES.resetInvalid,
    })
    expect(
      await loginApplicant(
        payload,
        { email: 'indra@contoh.id', password: 'Pelangi-Senja-48' },
        fromNewIp(),
      ),
    ).toMatchObject({ ok: true })
    expect(
      await loginApplicant(
        payload,
        { email: 'indra@contoh.id', password: 'kuda-laut-biru-7' },
        fromNewIp(),
      ),
    ).toMatchObject({ reason: 'credentials' })
  })
})

describe('what an applicant may reach', () => {
  let a: ApplicantUser
  let b: ApplicantUser
  let admissionsStaff: Staff

  beforeAll(async () => {
    admissionsStaff = await createStaff(payload, 'admissions')
    a = await createApplicant(payload, 'ayu@contoh.id', 'Ayu Lestari')
    b = await createApplicant(payload, 'bima@contoh.id', 'Bima Sakti')
  })

  it('cannot read another applicant through the Local API with overrideAccess: false', async () => {
    const asA = { overrideAccess: false, user: a as never }
    await expect(
      payload.findByID({ collection: 'applicants', id: b.id, ...asA }),
    ).rejects.toMatchObject({ status: 404 })
    const { docs } = await payload.find({ collection: 'applicants', ...asA })
    expect(docs.map((d) => d.email)).toEqual(['ayu@contoh.id'])
    await expect(
      payload.update({ collection: 'applicants', id: b.id, data: { fullName: 'Diubah' }, ...asA }),
    ).rejects.toMatchObject({
      status: expect.toSatisfy((s: number) => s === 403 || s === 404),
    })
    expect(
      (await payload.findByID({ collection: 'applicants', id: b.id, overrideAccess: true }))
        .fullName,
    ).toBe('Bima Sakti')
  })

  it('cannot open /admin with an applicant session', async () => {
    const { token } = await payload.login({
      collection: 'applicants',
      data: { email: 'ayu@contoh.id', password: 'Kata-Sandi-Uji-2026' },
    })
    const { user, permissions } = await payload.auth({ headers: sessionHeaders(token) })
    expect(user).toMatchObject({ collection: 'applicants', email: 'ayu@contoh.id' })
    // Payload's own gate of /admin routes and server functions refuses the applicant (staff pass it).
    expect(permissions.canAccessAdmin).not.toBe(true)
    await expect(
      canAccessAdmin({ req: await createLocalReq({ user: user as never }, payload) }),
    ).rejects.toThrow()
    const staff = await payload.findByID({
      collection: 'users',
      id: admissionsStaff.id,
      overrideAccess: true,
    })
    await expect(
      canAccessAdmin({
        req: await createLocalReq({ user: { ...staff, collection: 'users' } as never }, payload),
      }),
    ).resolves.toBeUndefined()
  })
})

describe('the applicant guard (§5) of /daftar and /multi-step-form', () => {
  const requireApplicant = async (path: string) =>
    (await import('@/features/admissions/auth/session')).requireApplicant(path)
  const redirectOf = (call: Promise<unknown>) =>
    call.then(
      () => null,
      (e: { to?: string }) => e.to ?? e,
    )

  it('sends an anonymous visitor to the login with the way back', async () => {
    request.headers = new Headers()
    expect(await redirectOf(requireApplicant('/daftar'))).toBe('/daftar/login?kembali=%2Fdaftar')
    expect(await redirectOf(requireApplicant('/multi-step-form'))).toBe(
      '/daftar/login?kembali=%2Fmulti-step-form',
    )
  })

  it('sends a logged-in staff member to the login too: staff are not applicants', async () => {
    const token = await sessionToken(payload, 'users', 'admissions@utb.test', 'Rahasia-Sekali-123')
    request.headers = sessionHeaders(token)
    // The staff session itself is valid…
    expect((await payload.auth({ headers: request.headers })).user).toMatchObject({
      collection: 'users',
      role: 'admissions',
    })
    // …but it is not an applicant's.
    expect(await redirectOf(requireApplicant('/daftar'))).toBe('/daftar/login?kembali=%2Fdaftar')
  })

  it('lets a logged-in applicant through', async () => {
    const login = await loginApplicant(
      payload,
      { email: 'citra@contoh.id', password: 'kuda-laut-biru-7' },
      fromNewIp(),
    )
    if (!login.ok) throw new Error(login.message)
    request.headers = sessionHeaders(login.token)
    expect(await requireApplicant('/multi-step-form')).toMatchObject({
      collection: 'applicants',
      email: 'citra@contoh.id',
    })
  })

  it('asks an applicant who agreed to an older privacy notice to agree again first', async () => {
    const applicant = await requireApplicant('/multi-step-form')
    await payload.update({
      collection: 'applicants',
      id: applicant.id,
      data: { privacyConsentVersion: '2026-11' },
      overrideAccess: true,
    })
    expect(await redirectOf(requireApplicant('/daftar'))).toBe(
      '/daftar/persetujuan-privasi?kembali=%2Fdaftar',
    )
    expect(await redirectOf(requireApplicant('/multi-step-form'))).toBe(
      '/daftar/persetujuan-privasi?kembali=%2Fmulti-step-form',
    )
    // The renewal page itself and the data-rights page stay open.
    for (const path of ['/daftar/persetujuan-privasi', '/daftar/data-saya'])
      expect(await requireApplicant(path)).toMatchObject({ email: 'citra@contoh.id' })
    const version = String((await readPrivacyNotice(payload)).version)
    expect(await renewPrivacyConsent(payload, applicant, { consent: true, version })).toEqual({
      ok: true,
    })
    expect(await requireApplicant('/daftar')).toMatchObject({ privacyConsentVersion: version })
  })
})
