import { spawn, type ChildProcess } from 'node:child_process'
import { expect, request as playwrightRequest, test, type APIRequestContext } from './fixtures'

/*
 * Forged client addresses (ADR 0016). The suite's own server trusts loopback (the tests
 * stand in for the proxy, playwright.config.ts); these tests start a second server from the
 * same build as an operator does by default: no TRUST_PROXY, nothing in front of it.
 */

const port = Number(process.env.PORT || 3100) + 2
let server: ChildProcess
let direct: APIRequestContext

test.describe.configure({ mode: 'serial' })
test.skip(({ isMobile }) => isMobile, 'one server per run: the desktop project checks it')

test.beforeAll(async () => {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port) }
  delete env.TRUST_PROXY
  server = spawn(process.execPath, [`${process.env.NEXT_DIST_DIR || '.next'}/kampus/server.mjs`], {
    env,
    stdio: 'ignore',
  })
  direct = await playwrightRequest.newContext({ baseURL: `http://127.0.0.1:${port}` })
  await expect(async () => expect((await direct.get('/robots.txt')).status()).toBe(200)).toPass({
    timeout: 60_000,
  })
})

test.afterAll(async () => {
  await direct?.dispose()
  server?.kill()
})

const message = (n: number) => ({
  name: 'Rina Kartika',
  phone: '0812 3456 7890',
  email: `alamat${n}@contoh.id`,
  message: 'Mohon perbarui data alumni saya, angkatan 2016.',
})

test('forged client addresses: contact form, a new X-Forwarded-For does not reset the limit', async () => {
  for (let i = 1; i <= 5; i++) {
    const sent = await direct.post('/api/contact/store', {
      data: message(i),
      headers: { 'x-forwarded-for': `203.0.113.${i}` },
    })
    expect(sent.status(), `message ${i}`).toBe(201)
  }
  for (const forged of ['203.0.113.77', '198.51.100.9', '10.0.0.1, 203.0.113.78']) {
    const refused = await direct.post('/api/contact/store', {
      data: message(9),
      headers: { 'x-forwarded-for': forged, 'x-real-ip': forged.split(',')[0]! },
    })
    expect(refused.status(), forged).toBe(429)
  }
})

test('forged client addresses: applicant login, a new X-Forwarded-For does not reset the limit', async () => {
  const attempt = (n: number, forged: string) =>
    direct.post('/api/cms/applicants/login', {
      data: { email: `tidak-ada-${n}@contoh.id`, password: 'Salah-Sandi-2026' },
      headers: { 'x-forwarded-for': forged },
    })
  for (let i = 1; i <= 30; i++)
    expect((await attempt(i, `203.0.113.${i}`)).status(), `attempt ${i}`).not.toBe(429)
  expect((await attempt(31, '203.0.113.31')).status()).toBe(429)
  expect((await attempt(32, '198.51.100.200')).status()).toBe(429)
})

test('forged client addresses: behind a configured proxy (TRUST_PROXY) its X-Forwarded-For still counts', async ({
  request,
}) => {
  // The suite's server trusts loopback: two clients behind the proxy get their own buckets.
  for (let i = 1; i <= 5; i++)
    expect(
      (
        await request.post('/api/contact/store', {
          data: message(i),
          headers: { 'x-forwarded-for': '192.0.2.201' },
        })
      ).status(),
    ).toBe(201)
  expect(
    (
      await request.post('/api/contact/store', {
        data: message(6),
        headers: { 'x-forwarded-for': '192.0.2.201' },
      })
    ).status(),
  ).toBe(429)
  expect(
    (
      await request.post('/api/contact/store', {
        data: message(7),
        headers: { 'x-forwarded-for': '192.0.2.202' },
      })
    ).status(),
  ).toBe(201)
})
