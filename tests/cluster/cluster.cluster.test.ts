import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dropRedisPrefix, startCluster, verifiedApplicant } from '../../scripts/lib/cluster.mjs'
import { migrations } from '../../src/migrations/postgres'
import { ACCOUNT_LIMITS } from '../../src/features/accounts/rate-limit'
import { pdf, plainPng } from '../helpers/upload-fixtures'
import { cookieOf, multipart, passSecondStep, postJson, request, within } from './http'

/*
 * The production topology end to end: two app servers (A, B) on PostgreSQL + Redis + S3 (s3rver) behind
 * nginx, started at the same moment on an empty database. Each test talks to A or B directly
 * where the point is that state crosses servers, and to nginx where the point is the proxy.
 */

const PG = process.env.CLUSTER_PG_URL ?? 'postgres://postgres@127.0.0.1:5432'
const DATABASE_URL = `${PG}/kampus_cluster_test`
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const PREFIX = `kampus-cluster-test-${process.pid}:`
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kampus-cluster-'))

type Cluster = Awaited<ReturnType<typeof startCluster>>
let cluster: Cluster
let A: Cluster['servers'][number]
let B: Cluster['servers'][number]
let db: pg.Client
let staffCookie = ''

/** A client address of its own (127.0.0.x) for each test that meets a per-IP limit. */
let nextAddress = 10
const ownAddress = () => `127.0.0.${nextAddress++}`

beforeAll(async () => {
  cluster = await startCluster({
    dir,
    port: 8180,
    appPorts: [3311, 3312],
    databaseUrl: DATABASE_URL,
    redisUrl: REDIS_URL,
    redisKeyPrefix: PREFIX,
    s3Port: 4579,
    smtpPort: 2536,
    freshDatabase: true,
    logToConsole: process.env.CLUSTER_LOG === '1',
  })
  ;[A, B] = cluster.servers as [typeof A, typeof B]
  db = new pg.Client({ connectionString: DATABASE_URL })
  await db.connect()
  const login = await postJson(`${A.url}/api/cms/users/login`, cluster.admin)
  expect(login.status).toBe(200)
  staffCookie = cookieOf(login)
  await passSecondStep(A.url, browser(staffCookie))
})

afterAll(async () => {
  await db?.end()
  await cluster?.stop()
  await dropRedisPrefix(REDIS_URL, PREFIX).catch(() => {})
  if (process.env.CLUSTER_KEEP !== '1') fs.rmSync(dir, { recursive: true, force: true })
})

const logOf = (server: typeof A) => fs.readFileSync(server.log, 'utf8')
/** What a browser on the site sends with its session cookie: Payload refuses a cookie from another origin (CSRF). */
const browser = (cookie: string) => ({ Cookie: cookie, Origin: cluster.siteUrl })
const asStaff = (cookie = staffCookie) => ({ headers: browser(cookie) })

describe('two app servers started at the same moment', () => {
  it('apply each migration once and seed the demo content once', async () => {
    const applied = await db.query<{ name: string; n: string }>(
      'SELECT name, count(*) AS n FROM payload_migrations GROUP BY name',
    )
    expect(applied.rows.map((r) => r.name).sort()).toEqual(migrations.map((m) => m.name).sort())
    expect(applied.rows.filter((r) => r.n !== '1')).toEqual([])
    // Payload logs "Migrating: <name>" for every migration it applies: one server did all of them.
    const migrating = [logOf(A), logOf(B)].map((log) => (log.match(/Migrating: /g) ?? []).length)
    expect(migrating.sort()).toEqual([0, migrations.length])
    const duplicates = await db.query('SELECT slug FROM news GROUP BY slug HAVING count(*) > 1')
    expect(duplicates.rows).toEqual([])
    const news = await db.query<{ n: string }>('SELECT count(*) AS n FROM news')
    expect(Number(news.rows[0]!.n)).toBeGreaterThan(0)
  })
})

describe('shared state', () => {
  it('a session made on A works on B', async () => {
    const me = await request(`${B.url}/api/cms/users/me`, asStaff())
    expect(me.json<{ user: { email: string } | null }>().user?.email).toBe(cluster.admin.email)
  })

  it('a news edit saved through A is on the public page and in the search answered by B within 5 s', async () => {
    const list = await request(
      `${A.url}/api/cms/news?limit=1&depth=1&where[_status][equals]=published&sort=-publishedAt`,
      asStaff(),
    )
    const article = list.json<{
      docs: { id: number; slug: string; category: { slug: string } }[]
    }>().docs[0]!
    const page = `/tentang-utb/berita/${article.category.slug}/${article.slug}`
    // B and nginx have the page cached before the edit.
    expect((await request(`${B.url}${page}`)).status).toBe(200)
    expect((await request(`${cluster.url}${page}`)).status).toBe(200)
    const word = `Klaster${Date.now().toString(36)}`
    const saved = await request(`${A.url}/api/cms/news/${article.id}`, {
      method: 'PATCH',
      headers: { ...asStaff().headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: `Berita diubah di server A ${word}`, _status: 'published' }),
    })
    expect(saved.status).toBe(200)
    await within(5000, async () => (await request(`${B.url}${page}`)).text.includes(word))
    await within(5000, async () =>
      (await request(`${B.url}/api/search/search=${word.toLowerCase()}`)).text.includes(word),
    )
    await within(5000, async () => (await request(`${cluster.url}${page}`)).text.includes(word))
  })

  it('an image uploaded through A is served by B', async () => {
    const { body, contentType } = multipart(
      { _payload: JSON.stringify({ alt: 'Gedung kampus dari udara' }) },
      { field: 'file', name: 'gedung.png', type: 'image/png', bytes: await plainPng(320, 200) },
    )
    const created = await request(`${A.url}/api/cms/media`, {
      method: 'POST',
      headers: { ...asStaff().headers, 'Content-Type': contentType },
      body,
    })
    expect(created.status).toBe(201)
    const doc = created.json<{
      doc: { url: string; sizes: Record<string, { url: string | null }> }
    }>().doc
    // Payload answers absolute URLs on SITE_URL (nginx); each server is asked for the same path.
    const file = new URL(doc.url).pathname
    const fromA = await request(`${A.url}${file}`)
    const fromB = await request(`${B.url}${file}`)
    expect(fromB.status).toBe(200)
    expect(fromB.headers['content-type']).toBe('image/webp')
    expect(fromB.body.equals(fromA.body)).toBe(true)
    const thumbnail = doc.sizes.thumbnail?.url
    if (thumbnail)
      expect((await request(`${B.url}${new URL(thumbnail).pathname}`)).status).toBe(200)
    // Nothing on either server's disk: the file is in the bucket.
    for (const name of ['A', 'B'])
      expect(fs.existsSync(path.join(dir, `app-data-${name}`, 'media'))).toBe(false)
    expect((await cluster.s3.keys('kampus-media', 'media/')).length).toBeGreaterThan(0)
  })

  it('a proof uploaded through A is readable through B by its applicant and admissions staff only', async () => {
    const owner = await applicant('pemilik')
    const other = await applicant('lain')
    await openApplication(owner)
    const { body, contentType } = multipart(
      { kind: 'payment_proof' },
      { field: 'file', name: 'bukti.pdf', type: 'application/pdf', bytes: pdf() },
    )
    const uploaded = await request(`${A.url}/api/pendaftar/berkas`, {
      method: 'POST',
      headers: { ...browser(owner), 'Content-Type': contentType },
      body,
    })
    expect(uploaded.status, uploaded.text).toBe(200)
    const file = uploaded.json<{ file: { url: string } }>().file
    expect(file.url).toMatch(/^\/api\/cms\/applicant-files\/file\//)
    expect(uploaded.text).not.toContain(cluster.s3.endpoint)

    const admissions = await staff('admissions')
    const read = (cookie?: string, base = B.url) =>
      request(`${base}${file.url}`, cookie ? { headers: browser(cookie) } : {})
    expect((await read(owner)).status).toBe(200)
    expect((await read(owner)).body.subarray(0, 5).toString()).toBe('%PDF-')
    expect((await read(admissions)).status).toBe(200)
    expect([403, 404]).toContain((await read(other)).status)
    expect([403, 404]).toContain((await read()).status)
    expect([403, 404]).toContain((await read(undefined, cluster.url)).status)
    // The object is in the private bucket, not among the public media.
    const name = decodeURIComponent(file.url.split('/').pop()!)
    expect(await cluster.s3.keys('kampus-private', 'applicant-files/')).toContain(
      `applicant-files/${name}`,
    )
    expect((await cluster.s3.keys('kampus-media')).some((key) => key.endsWith(name))).toBe(false)
  })

  it('failed logins counted on A and B together hit one limit', async () => {
    const address = ownAddress()
    const limit = ACCOUNT_LIMITS.login.points
    const attempt = (server: typeof A, i: number) =>
      postJson(
        `${server.url}/api/old/auth/login`,
        { email: `tidak-ada-${i}@contoh.id`, password: 'Salah-Sekali-123' },
        { localAddress: address },
      )
    const statuses: number[] = []
    for (let i = 0; i < limit; i++) statuses.push((await attempt(i % 2 ? B : A, i)).status)
    expect(statuses.every((s) => s === 401)).toBe(true)
    // Each server saw only half of them; the next one is refused on either.
    expect((await attempt(A, limit)).status).toBe(429)
    expect((await attempt(B, limit + 1)).status).toBe(429)
  })
})

type LoadResult = {
  failures: { what: string; at: number; cut: boolean }[]
  answered: number
  accepted: string[]
  stoppedAt: number
}

/**
 * 50 clients through nginx for 9 s: anonymous and signed-in pages, the readiness check, and (every
 * fifth client, at 0, 2, 4 and 6 s) the alumni contact form; `victim` gets `signal` after 3 s.
 * The form is sent on a clock, not every n-th page, so how many are sent does not depend on how
 * fast a loaded 2-core machine answers pages.
 */
async function underLoad(
  victim: typeof A,
  signal: NodeJS.Signals,
  applicantCookie: string,
): Promise<LoadResult> {
  const pages = ['/', '/tentang-utb/berita', '/api/navbar', '/faq', '/readyz', '/multi-step-form']
  const result: LoadResult = { failures: [], answered: 0, accepted: [], stoppedAt: Infinity }
  const start = Date.now()
  const deadline = start + 9000
  const killer = setTimeout(() => {
    result.stoppedAt = Date.now()
    void victim.kill(signal)
  }, 3000)
  await Promise.all(
    Array.from({ length: 50 }, async (_, client) => {
      // Every client its own address: nginx passes it on, and the contact form's limit is per address.
      const localAddress = `127.0.${signal === 'SIGTERM' ? 1 : 2}.${client + 1}`
      let sent = 0
      for (let i = 0; Date.now() < deadline; i++) {
        if (client % 5 === 0 && sent < 4 && Date.now() >= start + sent * 2000 + client * 20) {
          const name = `Alumni Klaster ${signal} ${client}-${++sent}`
          const reply = await postJson(
            `${cluster.url}/api/contact/store`,
            {
              name,
              email: `alumni${client}@contoh.id`,
              phone: '081234567890',
              message: 'Pesan uji saat sebuah server berhenti.',
            },
            { localAddress },
          ).catch(() => null)
          // A submission that never got an answer, or got a 502 from a dying server, was not accepted.
          if (reply?.status === 201) result.accepted.push(name)
          continue
        }
        const page = pages[(client + i) % pages.length]!
        // Signed-in clients bypass the micro-cache, so the server's end is felt by requests in flight.
        const headers: Record<string, string> = client % 2 ? browser(applicantCookie) : {}
        const at = Date.now()
        try {
          const reply = await request(`${cluster.url}${page}`, { headers, localAddress })
          if (reply.status >= 500)
            result.failures.push({ what: `${reply.status} ${page}`, at, cut: false })
          result.answered++
        } catch (error) {
          result.failures.push({
            what: `${(error as Error).message} ${page}`,
            at,
            cut: (error as { afterHeaders?: boolean }).afterHeaders === true,
          })
        }
      }
    }),
  )
  clearTimeout(killer)
  return result
}

/** Every submission answered 201 is in the database. */
async function expectStored(accepted: string[]) {
  expect(accepted.length).toBeGreaterThan(20)
  const stored = await db.query<{ name: string }>(
    'SELECT name FROM contact_messages WHERE name = ANY($1)',
    [accepted],
  )
  expect(stored.rows.map((r) => r.name).sort()).toEqual([...accepted].sort())
}

describe('an app server going away under load', () => {
  let applicantCookie = ''
  beforeAll(async () => {
    applicantCookie = await applicant('beban')
  })

  it('SIGTERM (a deploy): 50 clients through nginx see no failed request, no accepted submission is lost', async () => {
    const run = await underLoad(A, 'SIGTERM', applicantCookie)
    expect(A.alive()).toBe(false)
    expect(run.failures).toEqual([])
    expect(run.answered).toBeGreaterThan(300)
    await expectStored(run.accepted)
  })

  it('SIGKILL (a crash): only answers the dead server was sending fail, no accepted submission is lost', async () => {
    // A back in the pool; nginx forgets its failures on reload.
    A.start()
    await A.ready()
    await cluster.nginx.reload([A.port, B.port])
    const run = await underLoad(B, 'SIGKILL', applicantCookie)
    expect(B.alive()).toBe(false)
    // nginx retries a request on the other server until the dead one has sent the first byte of
    // its answer; after that, the answer can only break off. Those are the only failures allowed.
    const other = run.failures.filter((f) => !(f.cut && f.at < run.stoppedAt))
    expect(other).toEqual([])
    expect(run.failures.length).toBeLessThan(10)
    expect(run.answered).toBeGreaterThan(300)
    await expectStored(run.accepted)
  })
})

/** The applicant's application on the regular track, opened through B as the track page does. */
async function openApplication(cookie: string) {
  const me = await request(`${B.url}/api/cms/applicants/me`, { headers: browser(cookie) })
  const id = me.json<{ user: { id: number } }>().user.id
  const made = await postJson(
    `${B.url}/api/cms/applications`,
    { applicant: id, track: 'reguler' },
    { headers: browser(cookie) },
  )
  expect(made.status, made.text).toBe(201)
}

/** An admissions or editor staff account made through A; its session cookie. */
async function staff(role: 'admissions' | 'editor') {
  const email = `${role}-${Date.now()}@klaster.test`
  const password = 'Staf-Klaster-Lembayung-2026!'
  const made = await postJson(
    `${A.url}/api/cms/users`,
    { email, password, name: role, role },
    asStaff(),
  )
  expect(made.status, made.text).toBe(201)
  const login = await postJson(`${A.url}/api/cms/users/login`, { email, password })
  expect(login.status).toBe(200)
  await passSecondStep(A.url, browser(cookieOf(login)))
  return cookieOf(login)
}

/** A verified applicant made through A; its session cookie (logged in through B). */
const applicant = (name: string) =>
  verifiedApplicant(cluster, {
    email: `${name}-${Date.now()}@contoh.id`,
    password: 'Pendaftar-Klaster-2026',
    fullName: `Calon ${name}`,
    via: A.url,
    loginVia: B.url,
    staff: staffCookie,
  })
