import { expect, test } from './fixtures'
import { openPage } from './helpers'
import { adminSend, createApplicantViaApi } from './admin-api'
import { linkIn, waitForMail } from '../helpers/mailbox'
import { ACCOUNT_MESSAGES } from '../../src/features/accounts/messages'
import { AUTH_MESSAGES } from '../../src/features/admissions/auth/messages'

// Account protection (ADR 0018, 0019), over HTTP against the production build.
const MAIL_DIR = process.env.E2E_MAIL_DIR ?? ''
const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`
// Its own address for the per-address limits, so this file does not use up other tests' limits.
const ownAddress = () => ({ 'x-forwarded-for': `192.0.2.${Math.floor(Math.random() * 250) + 1}` })
const STAFF_PASSWORD = 'Staf-Uji-Keamanan-2026'

/** A staff account of its own, so failed logins here never lock the e2e admin that other tests use. */
async function createStaffViaApi(request: Parameters<typeof adminSend>[0]) {
  const email = `staf-${stamp()}@utb.test`
  const res = await adminSend(request, 'post', '/api/cms/users', {
    email,
    password: STAFF_PASSWORD,
    name: 'Staf Uji',
    role: 'editor',
  })
  expect(res.status(), await res.text()).toBe(201)
  return email
}

test('email or password changed without the current password; a new email waits for confirmation', async ({
  page,
  request,
  baseURL,
}) => {
  const me = await createApplicantViaApi(request, 'ganti-email')
  const newEmail = `baru-${stamp()}@contoh.id`
  const without = await request.patch(`/api/cms/applicants/${me.id}`, {
    headers: me.headers,
    data: { email: newEmail },
  })
  expect(without.status()).toBe(400)
  expect(JSON.stringify(await without.json())).toContain(ACCOUNT_MESSAGES.currentPasswordMissing)
  const noPassword = await request.patch(`/api/cms/applicants/${me.id}`, {
    headers: me.headers,
    data: { password: 'Sandi-Lain-Sekali-99' },
  })
  expect(noPassword.status()).toBe(400)

  const asked = await request.patch(`/api/cms/applicants/${me.id}`, {
    headers: me.headers,
    data: { email: newEmail, currentPassword: me.password },
  })
  expect(asked.status(), await asked.text()).toBe(200)
  expect(((await asked.json()) as { doc: Record<string, unknown> }).doc).toMatchObject({
    email: me.email,
    pendingEmail: newEmail,
    _verified: true,
  })
  const notice = await waitForMail(MAIL_DIR, me.email, /Permintaan penggantian email/)
  expect(notice.html).toContain(newEmail)
  const confirm = await waitForMail(MAIL_DIR, newEmail, /Konfirmasi email baru/)
  const link = new URL(linkIn(confirm, `${baseURL}/daftar/verifikasi-email?token=`))

  // Opening the link changes nothing by itself (a mail scanner may open it); its button does.
  await openPage(page, `${link.pathname}${link.search}`)
  await page.getByRole('button', { name: ACCOUNT_MESSAGES.emailChangeButton }).click()
  await expect(page.getByTestId('form-success')).toContainText(ACCOUNT_MESSAGES.emailChangeDone)
  await waitForMail(MAIL_DIR, me.email, /telah diganti/)
  const login = await request.post('/api/cms/applicants/login', {
    headers: ownAddress(),
    data: { email: newEmail, password: me.password },
  })
  expect(login.status()).toBe(200)
})

test('staff passwords and login throttling: one address gets 429 on a staff email before the account locks', async ({
  request,
}) => {
  const weak = await adminSend(request, 'post', '/api/cms/users', {
    email: `lemah-${stamp()}@utb.test`,
    password: '123',
    name: 'Lemah',
    role: 'editor',
  })
  expect(weak.status()).toBe(400)
  expect(await weak.text()).toContain('Kata sandi minimal 8 karakter')
  const staff = await createStaffViaApi(request)
  const headers = ownAddress()
  const answers = []
  for (let i = 0; i < 6; i++) {
    answers.push(
      await request.post('/api/cms/users/login', {
        headers,
        data: { email: staff, password: `Salah-Sekali-${i}-2026` },
      }),
    )
  }
  expect(answers.map((a) => a.status())).toEqual([401, 401, 401, 401, 429, 429])
  // What the admin's login form shows: the reason and when to try again, in Indonesian.
  expect(
    ((await answers[5]!.json()) as { errors: { message: string }[] }).errors[0]!.message,
  ).toMatch(/^Terlalu banyak percobaan .* coba lagi dalam \d+ menit/)
  // The account is not locked out: from another address the right password works.
  const owner = await request.post('/api/cms/users/login', {
    headers: ownAddress(),
    data: { email: staff, password: STAFF_PASSWORD },
  })
  expect(owner.status()).toBe(200)
})

test('account enumeration: registration, login and reset answer alike for known and unknown emails', async ({
  request,
}) => {
  const known = await createApplicantViaApi(request, 'sudah-ada')
  const data = (email: string) => ({
    fullName: 'Orang Lain',
    email,
    whatsapp: '0812 3456 7000',
    password: 'Jalur-Lama-Kampus-2026',
    consent: true,
  })
  const existing = await request.post('/api/old/auth/register', {
    headers: ownAddress(),
    data: data(known.email),
  })
  const fresh = await request.post('/api/old/auth/register', {
    headers: ownAddress(),
    data: data(`baru-${stamp()}@contoh.id`),
  })
  expect(fresh.status()).toBe(201)
  expect(existing.status()).toBe(fresh.status())
  expect(((await existing.json()) as { meta: { message: string } }).meta.message).toBe(
    AUTH_MESSAGES.registered(known.email),
  )
  await waitForMail(MAIL_DIR, known.email, /sudah memiliki akun/)

  const staff = await createStaffViaApi(request)
  for (const collection of ['applicants', 'users']) {
    const knownEmail = collection === 'users' ? staff : known.email
    const answers = []
    for (const email of [knownEmail, `tidak-ada-${stamp()}@contoh.id`]) {
      const res = await request.post(`/api/cms/${collection}/forgot-password`, {
        headers: ownAddress(),
        data: { email },
      })
      answers.push({ status: res.status(), body: await res.json() })
    }
    expect(answers[0]).toEqual(answers[1])
    expect(answers[0]!.status).toBe(200)
  }
  // The wrong-password answer of a real staff email and of an unknown one are the same.
  const wrong = await request.post('/api/cms/users/login', {
    headers: ownAddress(),
    data: { email: staff, password: 'Bukan-Sandinya-2026' },
  })
  const unknown = await request.post('/api/cms/users/login', {
    headers: ownAddress(),
    data: { email: `tidak-ada-${stamp()}@utb.test`, password: 'Bukan-Sandinya-2026' },
  })
  expect([wrong.status(), await wrong.text()]).toEqual([unknown.status(), await unknown.text()])
})
