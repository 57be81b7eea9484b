import { generate } from 'otplib'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { SECOND_FACTOR_MESSAGES as M } from '@/features/accounts/second-factor/messages'
import { RECOVERY_CODE_COUNT } from '@/features/accounts/second-factor/recovery-codes'
import { freshPayload, sessionToken } from '../helpers/payload'

// Lets a test read the configuration as production would (the rule for admins and admissions).
const envOverride = vi.hoisted(() => ({ production: false }))
vi.mock('@/lib/env', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/env')>()
  return {
    ...actual,
    env: () =>
      envOverride.production
        ? { ...actual.env(), appEnv: 'production', isProduction: true }
        : actual.env(),
  }
})

const PASSWORD = 'Rahasia-Sekali-123'
let payload: Payload
type Route = (req: Request, ctx: { params: Promise<{ slug: string[] }> }) => Promise<Response>
let GET: Route
let POST: Route

let lastIp = 10
const newIp = () => `198.51.100.${++lastIp}`

beforeAll(async () => {
  payload = await freshPayload()
  const [{ REST_GET, REST_POST }, { default: config }] = await Promise.all([
    import('@payloadcms/next/routes'),
    import('@/payload.config'),
  ])
  GET = REST_GET(config)
  POST = REST_POST(config)
})
afterAll(async () => {
  await payload?.destroy()
})

/** A session of `email` seen from one address: REST calls as the admin's browser makes them. */
async function signIn(email: string, ip = newIp()) {
  const token = await sessionToken(payload, 'users', email, PASSWORD)
  const headers = { Authorization: `JWT ${token}`, 'x-forwarded-for': ip }
  const call = (handler: Route, url: string, body?: unknown) =>
    handler(
      new Request(`http://localhost:3000/api/cms/${url}`, {
        method: handler === GET ? 'GET' : 'POST',
        headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
      { params: Promise.resolve({ slug: url.split('?')[0]!.split('/') }) },
    )
  return {
    get: (url: string) => call(GET, url),
    post: (url: string, body: unknown = {}) => call(POST, url, body),
    /** Who the session is, for Payload: null once the session has ended. */
    me: async () => ((await (await call(GET, 'users/me')).json()) as { user: unknown }).user,
    state: async () => ((await (await call(GET, 'users/mfa')).json()) as { state: string }).state,
  }
}
type Session = Awaited<ReturnType<typeof signIn>>

let staffCount = 0
async function staff(role: 'admin' | 'editor' | 'admissions', required = false) {
  const email = `mfa-${++staffCount}-${role}@utb.test`
  const doc = await payload.create({
    collection: 'users',
    data: {
      email,
      password: PASSWORD,
      name: `Staf ${staffCount}`,
      role,
      secondFactorRequired: required,
    },
    overrideAccess: true,
  })
  return { id: doc.id, email }
}

const messageOf = async (res: Response) =>
  ((await res.json()) as { errors?: { message: string }[] }).errors?.[0]?.message

/** Enrols an authenticator app in `session`: its secret and the recovery codes shown once. */
async function enrolTotp(session: Session) {
  const setup = (await (await session.post('users/mfa/totp/setup')).json()) as {
    secret: string
    uri: string
    qr: string
  }
  expect(setup.uri).toMatch(/^otpauth:\/\/totp\/.+secret=/)
  expect(setup.qr).toMatch(/^data:image\/png;base64,/)
  const confirmed = await session.post('users/mfa/totp/confirm', {
    code: await generate({ secret: setup.secret }),
  })
  expect(confirmed.status).toBe(200)
  const { recoveryCodes } = (await confirmed.json()) as { recoveryCodes: string[] }
  return { secret: setup.secret, recoveryCodes }
}

/** A code of the next time step: accepted (one step of tolerance), and never the one just used. */
const nextCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 })

const auditRows = async (action: string) =>
  (
    await payload.find({
      collection: 'access-audit',
      where: { action: { equals: action } },
      overrideAccess: true,
      depth: 0,
    })
  ).docs

describe('a staff member who must have a second factor', () => {
  it('enrols TOTP, then signs in with password + code and reaches applicant data only after it', async () => {
    const officer = await staff('admissions', true)
    const before = await signIn(officer.email)
    const enrolling = await signIn(officer.email)
    expect(await enrolling.state()).toBe('enrol')
    expect((await enrolling.get('applications')).status).toBe(403)
    expect((await enrolling.get('applicants')).status).toBe(403)

    const { secret, recoveryCodes } = await enrolTotp(enrolling)
    expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT)
    // The enrolling session counts as verified; the one opened before the enrolment has ended.
    expect((await enrolling.get('applications')).status).toBe(200)
    expect(await before.me()).toBeNull()
    expect((await auditRows('second-factor-enrol')).map((row) => row.user)).toContain(officer.id)

    const next = await signIn(officer.email)
    expect(await next.state()).toBe('pending')
    // Its own account (Payload's /me, which the admin asks on the second-step view): nothing else.
    expect(await next.me()).toMatchObject({ email: officer.email })
    expect((await next.get(`users/${officer.id}`)).status).toBe(200)
    for (const url of ['applications', 'applicants', 'applicant-files', 'application-events'])
      expect((await next.get(url)).status, url).toBe(403)
    expect(await messageOf(await next.post('users/mfa/verify', { code: '000000' }))).toBe(
      M.codeWrong,
    )
    expect((await next.post('users/mfa/verify', { code: await nextCode(secret) })).status).toBe(200)
    expect(await next.state()).toBe('done')
    expect((await next.get('applications')).status).toBe(200)
  })

  it('keeps the TOTP secret out of every answer', async () => {
    const officer = await staff('admissions', true)
    const session = await signIn(officer.email)
    const { secret } = await enrolTotp(session)
    const me = JSON.stringify(await session.me())
    const status = await (await session.get('users/mfa')).text()
    expect(me).not.toContain(secret)
    expect(me).not.toContain('secondStepSessions')
    expect(status).not.toContain(secret)
    expect((await session.get('staff-factors')).status).toBe(403)
    const stored = await payload.find({ collection: 'staff-factors', overrideAccess: true })
    expect(JSON.stringify(stored.docs)).not.toContain(secret)
  })

  it('locks the second step after six wrong codes, ends the session and records it', async () => {
    const officer = await staff('admissions', true)
    const { secret } = await enrolTotp(await signIn(officer.email))
    const session = await signIn(officer.email)
    for (let i = 0; i < 5; i++)
      expect((await session.post('users/mfa/verify', { code: '000000' })).status).toBe(400)
    const sixth = await session.post('users/mfa/verify', { code: '000000' })
    expect(sixth.status).toBe(429)
    expect(await messageOf(sixth)).toBe(M.locked)
    expect(await session.me()).toBeNull()
    // Locked for a while: even the right code from a new login is refused.
    const again = await signIn(officer.email)
    expect((await again.post('users/mfa/verify', { code: await nextCode(secret) })).status).toBe(
      429,
    )
    expect((await again.get('applications')).status).toBe(403)
    expect((await auditRows('second-factor-locked')).map((row) => row.user)).toContain(officer.id)
  })

  it('counts codes against the staff login limit of the address, as the password step', async () => {
    const ip = newIp()
    const officers = [await staff('admissions', true), await staff('admissions', true)]
    const secrets: string[] = []
    for (const officer of officers)
      secrets.push((await enrolTotp(await signIn(officer.email))).secret)
    const sessions = [await signIn(officers[0]!.email, ip), await signIn(officers[1]!.email, ip)]
    // Five wrong codes per account stay below the lock; ten from one address use the limit up.
    for (const session of sessions)
      for (let i = 0; i < 5; i++)
        expect((await session.post('users/mfa/verify', { code: '000000' })).status).toBe(400)
    const limited = await sessions[1]!.post('users/mfa/verify', {
      code: await nextCode(secrets[1]!),
    })
    expect(limited.status).toBe(429)
    expect(await messageOf(limited)).toMatch(/^Terlalu banyak percobaan dari jaringan Anda/)
    const elsewhere = await signIn(officers[1]!.email)
    expect(
      (await elsewhere.post('users/mfa/verify', { code: await nextCode(secrets[1]!) })).status,
    ).toBe(200)
  })

  it('takes each recovery code once', async () => {
    const officer = await staff('admissions', true)
    const { recoveryCodes } = await enrolTotp(await signIn(officer.email))
    const first = await signIn(officer.email)
    const used = await first.post('users/mfa/verify', { recoveryCode: recoveryCodes[2] })
    expect(used.status).toBe(200)
    expect(await used.json()).toMatchObject({ recoveryCodesLeft: RECOVERY_CODE_COUNT - 1 })
    expect((await first.get('applications')).status).toBe(200)
    expect((await auditRows('second-factor-recovery-code')).map((r) => r.user)).toContain(
      officer.id,
    )

    const second = await signIn(officer.email)
    const reused = await second.post('users/mfa/verify', { recoveryCode: recoveryCodes[2] })
    expect(reused.status).toBe(400)
    expect(await messageOf(reused)).toBe(M.recoveryWrong)
    expect((await second.get('applications')).status).toBe(403)
  })
})

describe('a lost factor', () => {
  it('is reset by another admin, audited; the member enrols again at the next login', async () => {
    const officer = await staff('admissions', true)
    const officerSession = await signIn(officer.email)
    await enrolTotp(officerSession)
    const admin = await signIn((await staff('admin')).email)
    const editor = await signIn((await staff('editor')).email)

    const refused = await editor.post(`users/mfa/reset/${officer.id}`)
    expect(refused.status).toBe(403)
    expect(await messageOf(refused)).toBe(M.adminOnly)

    expect((await admin.post(`users/mfa/reset/${officer.id}`)).status).toBe(200)
    expect(await officerSession.me()).toBeNull()
    const rows = await auditRows('second-factor-reset')
    expect(rows.map((row) => row.target)).toContain(`users #${officer.id} (${officer.email})`)

    const next = await signIn(officer.email)
    expect(await next.state()).toBe('enrol')
    expect((await next.get('applications')).status).toBe(403)
  })
})

describe('the rule per environment', () => {
  it('outside production a member without a factor works as before; in production admissions must enrol', async () => {
    const officer = await staff('admissions')
    const session = await signIn(officer.email)
    expect(await session.state()).toBe('done')
    expect((await session.get('applications')).status).toBe(200)
    envOverride.production = true
    try {
      expect(await session.state()).toBe('enrol')
      expect((await session.get('applications')).status).toBe(403)
      await enrolTotp(session)
      expect((await session.get('applications')).status).toBe(200)
    } finally {
      envOverride.production = false
    }
  })

  it('refuses the last factor’s removal when one is required, and audits a removal', async () => {
    const editorAccount = await staff('editor')
    const session = await signIn(editorAccount.email)
    await enrolTotp(session)
    expect((await session.post('users/mfa/remove', { factor: 'totp' })).status).toBe(200)
    expect((await auditRows('second-factor-remove')).map((r) => r.user)).toContain(editorAccount.id)
    expect(await session.state()).toBe('done')

    const officer = await staff('admissions', true)
    const required = await signIn(officer.email)
    await enrolTotp(required)
    const last = await required.post('users/mfa/remove', { factor: 'totp' })
    expect(last.status).toBe(400)
    expect(await messageOf(last)).toBe(M.lastFactor)
  })
})
