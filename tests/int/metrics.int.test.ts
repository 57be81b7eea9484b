import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { loginApplicant } from '@/features/admissions/auth/login'
import { SEND_EMAIL_TASK } from '@/lib/email'
import { expectLoggedError } from '../helpers/logged-errors'
import { freePort } from '../helpers/free-port'
import { freshPayload } from '../helpers/payload'
import { setPayloadClient } from '../helpers/payload-client-stub'

vi.mock('server-only', () => ({}))
vi.mock('@/lib/payload', () => import('../helpers/payload-client-stub'))

// /metrics as Prometheus scrapes it: behind METRICS_TOKEN, with the mail that the SMTP server
// refused counted as failed and its job counted among the failed ones.
const TOKEN = 'uji-metrik-0123456789abcdef0123456789abcdef'
const saved = { SMTP_URL: process.env.SMTP_URL, METRICS_TOKEN: process.env.METRICS_TOKEN }
let payload: Payload

beforeAll(async () => {
  // Nothing listens there: every delivery is refused.
  process.env.SMTP_URL = `smtp://127.0.0.1:${await freePort()}?tls=off`
  process.env.METRICS_TOKEN = TOKEN
  payload = await freshPayload()
  setPayloadClient(payload)
}, 180_000)

afterAll(async () => {
  await payload?.destroy()
  for (const [name, value] of Object.entries(saved))
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
})

const scrape = async (authorization?: string) => {
  const { GET } = await import('@/app/metrics/route')
  const headers = new Headers(authorization ? { authorization } : {})
  return GET(new Request('http://localhost/metrics', { headers }))
}

/** The value of one series in Prometheus's text format (0 when it has not been written yet). */
const valueOf = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `))
  return line ? Number(line.slice(series.length + 1)) : 0
}

describe('/metrics', () => {
  it('refuses a scrape without the token, or with another one, with a 401 envelope', async () => {
    for (const authorization of [undefined, 'Bearer salah', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const answer = await scrape(authorization)
      expect(answer.status).toBe(401)
      expect(answer.headers.get('www-authenticate')).toMatch(/^Bearer/)
      const body = await answer.json()
      expect(body.meta).toMatchObject({ status: 401, message: expect.stringMatching(/token/i) })
      expect(body.data).toBeNull()
    }
  })

  it('is not there (404) while METRICS_TOKEN is unset', async () => {
    const { metricsAnswer } = await import('@/features/observability/metrics-endpoint')
    const answer = await metricsAnswer(
      new Request('http://localhost/metrics'),
      undefined,
      async () => payload,
    )
    expect(answer.status).toBe(404)
    expect((await answer.json()).meta.status).toBe(404)
  })

  it('shows a mail the SMTP server refused as failed, its job among the failed ones, and a refused login', async () => {
    const before = await (await scrape(`Bearer ${TOKEN}`)).text()
    expectLoggedError(/TaskError: connect ECONNREFUSED/)
    await payload.sendEmail({ to: 'gagal@contoh.id', subject: 'Uji metrik', text: 'Halo' })
    await vi.waitFor(
      async () => {
        const { docs } = await payload.find({
          collection: 'payload-jobs',
          where: { taskSlug: { equals: SEND_EMAIL_TASK } },
          overrideAccess: true,
        })
        expect(docs[0]).toMatchObject({ totalTried: 1, processing: false })
      },
      { timeout: 30_000 },
    )
    const refused = await loginApplicant(
      payload,
      { email: 'tidak-ada@contoh.id', password: 'salah-sekali-123' },
      new Headers(),
    )
    expect(refused.ok).toBe(false)

    const answer = await scrape(`Bearer ${TOKEN}`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
    const after = await answer.text()
    const grew = (series: string) => valueOf(after, series) - valueOf(before, series)
    expect(grew('kampus_mail_total{result="failed"}')).toBe(1)
    expect(grew(`kampus_job_runs_failed_total{task="${SEND_EMAIL_TASK}"}`)).toBe(1)
    expect(valueOf(after, `kampus_jobs_failed{task="${SEND_EMAIL_TASK}"}`)).toBe(1)
    expect(valueOf(after, `kampus_jobs_waiting{task="${SEND_EMAIL_TASK}"}`)).toBe(1)
    expect(grew('kampus_login_failures_total{collection="applicants"}')).toBe(1)
    for (const name of ['kampus_http_requests_total', 'kampus_http_request_duration_seconds'])
      expect(after).toContain(`# TYPE ${name} `)
  })
})
