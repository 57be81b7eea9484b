import sharp from 'sharp'
import { formatNames } from 'payload'
import {
  expect,
  request as playwrightRequest,
  httpTest as test,
  type APIRequestContext,
  type APIResponse,
} from './fixtures'
import { adminHeaders } from './admin-api'
import {
  allowed,
  COLLECTION_EXPECTATIONS,
  GLOBAL_EXPECTATIONS,
  GRAPHQL_ALLOWED,
  PRINCIPALS,
  type CollectionExpectation,
  type Principal,
  type Who,
} from '../helpers/access-expectations'

/**
 * The total access matrix: every collection and global of the running app × every
 * operation (read by id, list, drafts, versions, create, update, delete, file URL, GraphQL query
 * and mutation) × every principal, against the one table in tests/helpers/access-expectations.ts.
 * Applicant B holds the same numeric id as the matrix's admin, so a rule that compares ids
 * without the auth collection lets B act as that admin and fails here.
 */
// In order, in one worker (one set of accounts); a failing check does not hide the next ones.
test.describe.configure({ mode: 'default' })

const stamp = Date.now()
const PASSWORD = 'Matriks-Akses-Uji-2026'
// 501: a collection without REST routes (Payload's migrations).
const DENIED = [401, 403, 404, 501]
type Id = number | string

// Logins run in `setup` (which keeps their cookies); checks run in `api` with explicit credentials.
let setup: APIRequestContext
let api: APIRequestContext
const headers: Record<Principal, Record<string, string>> = {} as never
const ids: Partial<Record<Principal, Id>> = {}
const fixtures: Record<string, { id: Id; draftId?: Id; fileUrl?: string }> = {}
const created: { slug: string; id: Id }[] = []
/**
 * The worker admin's session, from one login: the setup makes hundreds of accounts, and a login
 * per request would add a session to the admin's row each time and run into the login limit.
 */
let adminApi: APIRequestContext
let asWorkerAdmin: Record<string, string>
const adminSend = (method: 'post' | 'patch' | 'delete', url: string, data?: unknown) =>
  adminApi[method](url, { headers: asWorkerAdmin, data })

/** The session token a login sets in its cookie (staff get no token in the JSON body). */
const tokenOf = (res: APIResponse) =>
  /payload-token=([^;]+)/.exec(res.headers()['set-cookie'] ?? '')?.[1]

async function login(
  collection: 'users' | 'applicants',
  email: string,
): Promise<Record<string, string>> {
  const res = await setup.post(`/api/cms/${collection}/login`, {
    data: { email, password: PASSWORD },
  })
  expect(res.status(), await res.text()).toBe(200)
  return { Authorization: `JWT ${tokenOf(res)}` }
}

async function createStaff(
  role: 'editor' | 'admissions' | 'admin',
  label: string,
): Promise<{ id: Id; email: string }> {
  const email = `matriks-${label}-${stamp}@utb.test`
  const res = await adminSend('post', '/api/cms/users', {
    email,
    password: PASSWORD,
    name: `Matriks ${label}`,
    role,
  })
  expect(res.status(), await res.text()).toBe(201)
  return { id: ((await res.json()) as { doc: { id: Id } }).doc.id, email }
}

async function createApplicant(label: string): Promise<{ id: Id; email: string }> {
  const email = `matriks-${label}-${stamp}@contoh.id`
  const res = await adminSend('post', '/api/cms/applicants', {
    email,
    password: PASSWORD,
    fullName: `Pendaftar ${label} ${stamp}`,
    whatsapp: '6281234500000',
    privacyConsentVersion: '1',
    privacyConsentAt: new Date().toISOString(),
    _verified: true,
  })
  expect(res.status(), await res.text()).toBe(201)
  return { id: ((await res.json()) as { doc: { id: Id } }).doc.id, email }
}

type Account = { id: Id; email: string }
/** `n` accounts made a few at a time; the one with the highest id. */
const latestOf = async (n: number, make: (i: number) => Promise<Account>) =>
  (await pool(Array.from({ length: n }, (_, i) => () => make(i)))).reduce((a, b) =>
    Number(b.id) > Number(a.id) ? b : a,
  )

/**
 * Applicant B and an admin with the same numeric id, made as an attacker would: accounts are
 * added to whichever table is behind until the ids meet (other tests add accounts meanwhile).
 * By the time this runs the suite has made hundreds of applicants, so the gap is filled a few
 * accounts at a time, up to the id before the meeting one.
 */
async function twinOfAdmin(): Promise<{
  applicant: { id: Id; email: string }
  admin: { id: Id; email: string }
}> {
  let applicant = await createApplicant('B')
  let staffId = Number((await createStaff('editor', 'pengisi-0')).id)
  for (let round = 1; round < 50; round++) {
    const gap = Number(applicant.id) - staffId - 1
    if (gap === 0) {
      const admin = await createStaff('admin', `admin-${round}`)
      if (Number(admin.id) === Number(applicant.id)) return { applicant, admin }
      staffId = Number(admin.id) // another test took the id first
    } else if (gap > 0) {
      staffId = Number(
        (await latestOf(gap, (i) => createStaff('editor', `pengisi-${round}-${i}`))).id,
      )
    } else {
      applicant = await latestOf(-gap, (i) => createApplicant(`B${round}-${i}`))
    }
  }
  throw new Error('Applicant and staff ids never met')
}

const firstDoc = async (slug: string, where = '') => {
  const res = await adminApi.get(`/api/cms/${slug}?limit=1&depth=0${where}`, {
    headers: asWorkerAdmin,
  })
  return res.ok() ? ((await res.json()) as { docs: { id: Id; url?: string }[] }).docs[0] : undefined
}

let png: Buffer
/**
 * Bodies for the create check where an empty one would not reach validation: staff opening an
 * application name the applicant (an empty one answers 500 today, a malformed-input bug of its own).
 */
const CREATE_BODY: Record<string, object> = {}

test.beforeAll(async ({ baseURL }, info) => {
  // Minutes, not seconds, when the suite has made hundreds of applicants before this runs (tried
  // with 300 made on purpose, on a loaded machine).
  test.setTimeout(300_000)
  setup = await playwrightRequest.newContext({ baseURL })
  api = await playwrightRequest.newContext({ baseURL })
  adminApi = await playwrightRequest.newContext({ baseURL })
  asWorkerAdmin = await adminHeaders(adminApi)
  headers.anonymous = {}
  for (const role of ['editor', 'admissions'] as const)
    headers[role] = await login('users', (await createStaff(role, role)).email)
  const a = await createApplicant('A')
  const twins = await twinOfAdmin()
  expect(String(twins.applicant.id), 'applicant B holds the admin’s id').toBe(
    String(twins.admin.id),
  )
  ids.applicantA = a.id
  ids.applicantB = twins.applicant.id
  ids.admin = twins.admin.id
  headers.applicantA = await login('applicants', a.email)
  headers.applicantB = await login('applicants', twins.applicant.email)
  headers.admin = await login('users', twins.admin.email)

  // A's own records, made by A.
  const asA = headers.applicantA
  const app = await api.post('/api/cms/applications', { headers: asA, data: { track: 'reguler' } })
  expect(app.status(), await app.text()).toBe(201)
  fixtures.applications = { id: ((await app.json()) as { doc: { id: Id } }).doc.id }
  png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#335' } })
    .png()
    .toBuffer()
  const file = await api.post('/api/cms/applicant-files', {
    headers: asA,
    multipart: {
      file: { name: 'foto.png', mimeType: 'image/png', buffer: png },
      _payload: JSON.stringify({ kind: 'photo' }),
    },
  })
  expect(file.status(), await file.text()).toBe(201)
  const fileDoc = ((await file.json()) as { doc: { id: Id; url: string } }).doc
  fixtures['applicant-files'] = { id: fileDoc.id, fileUrl: fileDoc.url }
  // A's transfer proof opens A's pending manual payment and its first log row.
  const proof = await api.post('/api/pendaftar/berkas', {
    headers: asA,
    multipart: {
      kind: 'payment_proof',
      file: { name: 'bukti.png', mimeType: 'image/png', buffer: png },
    },
  })
  expect(proof.status(), await proof.text()).toBe(200)
  const payment = await firstDoc(
    'payments',
    `&where[application][equals]=${fixtures.applications.id}`,
  )
  expect(payment, 'A’s manual payment').toBeTruthy()
  fixtures.payments = { id: payment!.id }
  const log = await firstDoc('payment-logs', `&where[payment][equals]=${payment!.id}`)
  expect(log, 'the log row of A’s payment').toBeTruthy()
  fixtures['payment-logs'] = { id: log!.id }
  const request = await api.post('/api/cms/data-requests', {
    headers: asA,
    data: { kind: 'deletion', reason: 'Uji matriks' },
  })
  expect(request.status(), await request.text()).toBe(201)
  fixtures['data-requests'] = { id: ((await request.json()) as { doc: { id: Id } }).doc.id }
  // A new student: an admin enrols one of the demo's accepted applications (only that service
  // writes students; enrolling one again gives the same record back).
  const accepted = await firstDoc('applications', '&where[status][equals]=accepted&sort=id')
  expect(accepted, 'an accepted demo application').toBeTruthy()
  const enrol = await adminSend('post', '/api/cms/students/enrol', { application: accepted!.id })
  expect(enrol.status(), await enrol.text()).toBeLessThan(300)
  fixtures.students = { id: ((await enrol.json()) as { doc: { id: Id } }).doc.id }
  // A re-registration: an admin accepts a demo application that waits for its decision, which
  // opens one (only the re-registration service creates them).
  const waiting = await firstDoc('applications', '&where[status][equals]=test_scheduled&sort=id')
  expect(waiting, 'a demo application waiting for its decision').toBeTruthy()
  const accept = await adminSend('patch', `/api/cms/applications/${waiting!.id}`, {
    status: 'accepted',
  })
  expect(accept.status(), await accept.text()).toBe(200)
  const reregistration = await firstDoc(
    'reregistrations',
    `&where[application][equals]=${waiting!.id}`,
  )
  expect(reregistration, 'the re-registration the acceptance opened').toBeTruthy()
  fixtures.reregistrations = { id: reregistration!.id }
  // The Feeder's records: an admin prepares a batch of the demo's new students against the Feeder
  // simulator (scripts/e2e.mjs) and approves it; its sync, on the jobs queue, logs each call.
  const student = await firstDoc('students', '&where[status][equals]=active')
  const { intakeYear } = (await (
    await adminApi.get(`/api/cms/students/${student!.id}?depth=0`, { headers: asWorkerAdmin })
  ).json()) as { intakeYear: number }
  const prepared = await adminSend('post', '/api/cms/feeder-batches/prepare', { intakeYear })
  expect(prepared.status(), await prepared.text()).toBeLessThan(300)
  const batch = ((await prepared.json()) as { doc: { id: Id; fingerprint: string } }).doc
  fixtures['feeder-batches'] = { id: batch.id }
  const record = await firstDoc('feeder-records', `&where[batch][equals]=${batch.id}`)
  expect(record, 'a student of the prepared batch').toBeTruthy()
  fixtures['feeder-records'] = { id: record!.id }
  const approved = await adminSend('post', `/api/cms/feeder-batches/${batch.id}/approve`, {
    fingerprint: batch.fingerprint,
  })
  expect(approved.status(), await approved.text()).toBe(200)
  await expect
    .poll(async () => (await firstDoc('feeder-logs'))?.id, { timeout: 90_000 })
    .toBeTruthy()
  fixtures['feeder-logs'] = { id: (await firstDoc('feeder-logs'))!.id }
  const events = await api.get(
    `/api/cms/application-events?where[application][equals]=${fixtures.applications.id}&depth=0`,
    { headers: asA },
  )
  fixtures['application-events'] = {
    id: ((await events.json()) as { docs: { id: Id }[] }).docs[0]!.id,
  }
  fixtures.applicants = { id: a.id }
  // Privacy records: a staff read of A's application leaves an access-audit entry; an admin
  // records an incident; creating A wrote a consent record (the Applicants hook).
  expect(
    (
      await api.get(`/api/cms/applications/${fixtures.applications.id}`, { headers: headers.admin })
    ).status(),
  ).toBe(200)
  const incident = await api.post('/api/cms/incidents', {
    headers: headers.admin,
    data: {
      title: `Uji matriks ${stamp}`,
      discoveredAt: new Date().toISOString(),
      description: 'Insiden uji matriks akses.',
    },
  })
  expect(incident.status(), await incident.text()).toBe(201)
  fixtures.incidents = { id: ((await incident.json()) as { doc: { id: Id } }).doc.id }
  created.push({ slug: 'incidents', id: fixtures.incidents.id })
  // A retention run record: an admin runs the retention now (nothing in this database is old
  // enough to be removed by the default periods).
  const retention = await api.post('/api/cms/globals/retention-policy/run', {
    headers: headers.admin,
  })
  expect(retention.status(), await retention.text()).toBe(200)
  fixtures['retention-runs'] = { id: ((await retention.json()) as { runId: Id }).runId }
  CREATE_BODY.applications = { track: 'reguler', applicant: twins.applicant.id }
  CREATE_BODY.media = { alt: `Matriks ${stamp}` }
  CREATE_BODY.documents = { title: `Matriks ${stamp}` }
  // The staff account B would take over, and the admin's own panel data.
  fixtures.users = { id: twins.admin.id }
  const pref = await api.post(`/api/cms/payload-preferences/matriks-${stamp}`, {
    headers: headers.admin,
    data: { value: { kolom: ['judul'] } },
  })
  expect(pref.status(), await pref.text()).toBe(200)
  fixtures['payload-preferences'] = { id: ((await pref.json()) as { doc: { id: Id } }).doc.id }
  const lock = await api.post('/api/cms/payload-locked-documents', {
    headers: headers.admin,
    // On a global only admins edit and no other test opens: a save of the locked document
    // removes its locks, and the users fixture is saved below.
    data: { globalSlug: 'retention-policy', user: { relationTo: 'users', value: twins.admin.id } },
  })
  expect(lock.status(), await lock.text()).toBe(201)
  fixtures['payload-locked-documents'] = { id: ((await lock.json()) as { doc: { id: Id } }).doc.id }
  // Records only the server writes: any id (nobody may read them, so none is needed). Admins read
  // jobs: each check takes a job that exists at that moment (scheduledJobId).
  for (const slug of [
    'payload-kv',
    'payload-migrations',
    'staff-factors',
    'applicant-passkeys',
    'passkey-challenges',
    'nim-counters',
  ])
    fixtures[slug] = { id: 1 }
  fixtures['payload-jobs'] = { id: await scheduledJobId() }
  // Messages and visits come in through their public endpoints.
  if (!(await firstDoc('contact-messages'))) {
    const res = await api.post('/api/contact/store', {
      headers: { 'x-forwarded-for': '198.51.100.77' },
      data: {
        name: 'Matriks Akses',
        email: `matriks-${stamp}@contoh.id`,
        phone: '0812 3456 7890',
        message: 'Pesan uji matriks akses.',
      },
    })
    expect(res.status(), await res.text()).toBeLessThan(300)
  }
  if (!(await firstDoc('page-visits'))) {
    const consented = await playwrightRequest.newContext({
      baseURL,
      storageState: info.project.use.storageState as string,
    })
    expect(
      (
        await consented.put('/api/log-stastistics/store', { data: { path: '/matriks-akses' } })
      ).status(),
    ).toBe(200)
    await consented.dispose()
  }
  // Everything else: a published document the seed (or another test) made, and a fresh draft.
  for (const [slug, rule] of Object.entries(COLLECTION_EXPECTATIONS)) {
    if (fixtures[slug]) continue
    const doc = await firstDoc(slug, rule.drafts ? '&where[_status][equals]=published' : '')
    expect(doc, `a ${slug} document to test with`).toBeTruthy()
    fixtures[slug] = { id: doc!.id, fileUrl: doc!.url }
    if (rule.drafts) {
      const res = await adminSend('post', `/api/cms/${slug}?draft=true`, {
        _status: 'draft',
        title: `Draf matriks ${stamp}`,
        name: `Draf matriks ${stamp}`,
      })
      expect(res.status(), `draft ${slug}: ${await res.text()}`).toBe(201)
      fixtures[slug].draftId = ((await res.json()) as { doc: { id: Id } }).doc.id
      created.push({ slug, id: fixtures[slug].draftId! })
    }
  }
})

test.afterAll(async () => {
  for (const { slug, id } of created)
    await adminSend('delete', `/api/cms/${slug}/${id}`).catch(() => undefined)
  await api?.dispose()
  await setup?.dispose()
  await adminApi?.dispose()
})

/** Runs `tasks` a few at a time: the server answers many small requests faster than one by one. */
async function pool<T>(tasks: (() => Promise<T>)[], width = 8): Promise<T[]> {
  const results: T[] = []
  let next = 0
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < tasks.length) {
        const i = next++
        results[i] = await tasks[i]!()
      }
    }),
  )
  return results
}

type Check = { label: string; expect: boolean; run: () => Promise<boolean> }
/** Every check that does not match the table, as readable lines (one diff shows them all). */
async function mismatches(checks: Check[]): Promise<string[]> {
  const got = await pool(
    checks.map(
      (c) => () => c.run().catch((error: Error) => `error ${error.message}` as unknown as boolean),
    ),
  )
  return checks.flatMap((c, i) =>
    got[i] === c.expect
      ? []
      : [`${c.label}: expected ${c.expect ? 'allowed' : 'refused'}, got ${String(got[i])}`],
  )
}

/** Fixtures this file made for itself: saving them disturbs no other test. */
const OWN_FIXTURES = new Set([
  'users',
  'applicants',
  'applications',
  'applicant-files',
  'application-events',
  'data-requests',
  'payload-preferences',
  'payload-locked-documents',
  'payload-jobs',
  'payload-kv',
  'incidents',
])
/**
 * Payload's access answer for one document or global (POST …/access): may this caller do `op`?
 * The answer is sanitised: an allowed operation is `true`, a refused one is left out.
 */
async function permitted(
  path: string,
  headers: Record<string, string>,
  op: 'update',
): Promise<boolean> {
  const res = await api.post(path, { headers, data: {} })
  if (res.status() !== 200) throw new Error(`access status ${res.status()}`)
  const answer = ((await res.json()) as Record<string, unknown>)[op]
  return (
    answer === true ||
    (typeof answer === 'object' &&
      answer !== null &&
      (answer as { permission?: unknown }).permission === true)
  )
}
const may = (who: Who[], principal: Principal, rule: CollectionExpectation) =>
  allowed(who, principal, Boolean(rule.ownedByApplicantA))
const ok = (s: number) => s === 200
const status = async (res: Promise<APIResponse>, allowedStatus: (s: number) => boolean) => {
  const s = (await res).status()
  if (allowedStatus(s)) return true
  if (DENIED.includes(s)) return false
  throw new Error(`status ${s}`)
}

test('REST: every principal reads, lists, creates, updates and deletes exactly what the table allows', async () => {
  test.setTimeout(120_000)
  fixtures['payload-jobs'] = { id: await scheduledJobId() }
  const reads: Check[] = []
  const writes: Check[] = []
  const deletes: Check[] = []
  for (const [slug, rule] of Object.entries(COLLECTION_EXPECTATIONS)) {
    const f = fixtures[slug]!
    for (const p of PRINCIPALS) {
      const h = headers[p]
      const label = (op: string) => `${p} ${op} ${slug}`
      if (rule.noApi) {
        reads.push({
          label: label('list'),
          expect: false,
          run: () => status(api.get(`/api/cms/${slug}`, { headers: h }), ok),
        })
        continue
      }
      // Payload routes GET and DELETE /payload-preferences/:key to the caller's own preference of
      // that key, so by id only PATCH reaches another user's preference; the list covers reading.
      const byKey = slug === 'payload-preferences'
      if (!byKey)
        reads.push({
          label: label('read by id'),
          expect: may(rule.read, p, rule),
          run: () => status(api.get(`/api/cms/${slug}/${f.id}?depth=0`, { headers: h }), ok),
        })
      reads.push({
        label: label('list'),
        expect: may(rule.read, p, rule),
        run: async () => {
          const res = await api.get(`/api/cms/${slug}?depth=0&limit=5&where[id][equals]=${f.id}`, {
            headers: h,
          })
          if (DENIED.includes(res.status())) return false
          if (res.status() !== 200) throw new Error(`status ${res.status()}`)
          return ((await res.json()) as { docs: { id: Id }[] }).docs.some(
            (d) => String(d.id) === String(f.id),
          )
        },
      })
      if (rule.drafts) {
        reads.push({
          label: label('read draft'),
          expect: may(rule.drafts, p, rule),
          run: () =>
            status(api.get(`/api/cms/${slug}/${f.draftId}?draft=true&depth=0`, { headers: h }), ok),
        })
        reads.push({
          label: label('versions'),
          expect: may(rule.drafts, p, rule),
          run: () =>
            status(api.get(`/api/cms/${slug}/versions?limit=1&depth=0`, { headers: h }), ok),
        })
      }
      if (rule.file) {
        reads.push({
          label: label('file URL'),
          expect: may(rule.file, p, rule),
          run: () => status(api.get(f.fileUrl!, { headers: h }), ok),
        })
      }
      // An empty create is refused by access (401/403) or, when allowed, by validation (400).
      // Uploads carry a file: without one, the upload checks answer 400 before access is asked.
      writes.push({
        label: label('create'),
        expect: may(rule.create, p, rule),
        run: async () => {
          const res = rule.file
            ? await api.post(`/api/cms/${slug}`, {
                headers: h,
                multipart: {
                  file: { name: 'matriks.png', mimeType: 'image/png', buffer: png },
                  _payload: JSON.stringify(CREATE_BODY[slug] ?? {}),
                },
              })
            : await api.post(`/api/cms/${slug}`, { headers: h, data: CREATE_BODY[slug] ?? {} })
          if (res.status() === 201)
            created.push({ slug, id: ((await res.json()) as { doc: { id: Id } }).doc.id })
          if ([401, 403].includes(res.status())) return false
          if (res.status() >= 500) throw new Error(`status ${res.status()}`)
          return true
        },
      })
      // Shared documents (seeded content other tests edit in the admin) are not saved by those
      // allowed to: a save would take over an editor's document lock. Payload's own access answer
      // for that document says whether they may; everyone else really tries and must be refused.
      writes.push({
        label: label('update'),
        expect: may(rule.update, p, rule),
        run: () =>
          may(rule.update, p, rule) && !OWN_FIXTURES.has(slug)
            ? permitted(`/api/cms/${slug}/access/${f.id}`, h, 'update')
            : status(api.patch(`/api/cms/${slug}/${f.id}?depth=0`, { headers: h, data: {} }), ok),
      })
      // Allowed deleters delete nothing (a filter that matches no document); the others try the fixture.
      if (!byKey)
        deletes.push({
          label: label('delete'),
          expect: may(rule.delete, p, rule),
          run: () =>
            may(rule.delete, p, rule)
              ? status(
                  api.delete(`/api/cms/${slug}?where[id][equals]=999999999`, { headers: h }),
                  ok,
                )
              : status(api.delete(`/api/cms/${slug}/${f.id}`, { headers: h }), ok),
        })
    }
  }
  const failures = [
    ...(await mismatches(reads)),
    ...(await mismatches(writes)),
    ...(await mismatches(deletes)),
  ]
  expect(failures).toEqual([])
})

test('REST: every principal reads, updates and lists versions of exactly the globals the table allows', async () => {
  const checks: Check[] = []
  for (const [slug, rule] of Object.entries(GLOBAL_EXPECTATIONS)) {
    for (const p of PRINCIPALS) {
      const h = headers[p]
      checks.push({
        label: `${p} read global ${slug}`,
        expect: allowed(rule.read, p),
        run: () => status(api.get(`/api/cms/globals/${slug}?depth=0`, { headers: h }), ok),
      })
      // As for shared documents: allowed editors are asked through Payload's access answer, the rest really try.
      checks.push({
        label: `${p} update global ${slug}`,
        expect: allowed(rule.update, p),
        run: () =>
          allowed(rule.update, p)
            ? permitted(`/api/cms/globals/${slug}/access`, h, 'update')
            : status(api.post(`/api/cms/globals/${slug}?depth=0`, { headers: h, data: {} }), ok),
      })
      if (rule.versions) {
        checks.push({
          label: `${p} versions of ${slug}`,
          expect: allowed(rule.versions, p),
          run: () =>
            status(api.get(`/api/cms/globals/${slug}/versions?limit=1`, { headers: h }), ok),
        })
      }
    }
  }
  expect(await mismatches(checks)).toEqual([])
})

/**
 * A job that stays while the GraphQL check reads it: the next run of the hourly purge, which the
 * queue's timer schedules. A finished job is deleted, so a fixed id stops existing once the purge
 * ran (at the full hour).
 */
async function scheduledJobId(): Promise<Id> {
  let id: Id | undefined
  // The queue's timer schedules the next purge within a minute of the server starting: a run of
  // this file alone can get here before it has.
  await expect
    .poll(
      async () => {
        const res = await api.get(
          '/api/cms/payload-jobs?limit=1&sort=-waitUntil&where[completedAt][exists]=false',
          { headers: headers.admin },
        )
        expect(res.status(), await res.text()).toBe(200)
        id = ((await res.json()) as { docs: { id: Id }[] }).docs[0]?.id
        return id !== undefined
      },
      { message: 'the scheduled purge job', timeout: 90_000, intervals: [2_000] },
    )
    .toBe(true)
  return id!
}

test('GraphQL: only staff reach it, and staff see through it exactly what REST shows them', async () => {
  const gql = (p: Principal, query: string) =>
    api.post('/api/cms/graphql', {
      headers: { ...headers[p], 'Content-Type': 'application/json' },
      data: { query },
    })
  // Payload's own naming (introspection is off in production). A name that is not in the schema
  // fails the whole query for every principal, so a missing type cannot go unnoticed.
  const fields = Object.entries(COLLECTION_EXPECTATIONS)
    .filter(([, rule]) => !rule.noApi)
    .map(([slug, rule]) => {
      const names = formatNames(slug)
      return {
        slug,
        rule,
        one: names.singular,
        many: names.plural === names.singular ? `all${names.singular}` : names.plural,
        update: `update${names.singular}`,
      }
    })
  const globals = Object.entries(GLOBAL_EXPECTATIONS).map(([slug, rule]) => ({
    slug,
    rule,
    name: formatNames(slug).singular,
  }))
  fixtures['payload-jobs'] = { id: await scheduledJobId() }
  const idOf = (slug: string) => JSON.stringify(fixtures[slug]!.id)
  const globalReads = globals.map((g) => `${g.name} { __typename }`)
  const reads = fields.map(
    (f) =>
      `${f.one}(id: ${idOf(f.slug)}) { id } ` +
      `${f.many}(where: { id: { equals: ${idOf(f.slug)} } }) { docs { id } }`,
  )
  const query = `{ ${globalReads.join(' ')} ${reads.join(' ')} }`
  // Globals are left out of the mutation: their GraphQL input demands every required field, so an
  // empty update fails validation before access is asked (REST covers who may update a global).
  const updates = fields.map((f) => `${f.update}(id: ${idOf(f.slug)}, data: {}) { id }`)
  const mutation = `mutation { ${updates.join(' ')} }`
  const failures: string[] = []
  for (const p of PRINCIPALS) {
    const [read, write] = await Promise.all([gql(p, query), gql(p, mutation)])
    if (!GRAPHQL_ALLOWED.includes(p)) {
      // Refused before the query is parsed, as JSON.
      for (const res of [read, write]) {
        if (![401, 403].includes(res.status()))
          failures.push(
            `${p} GraphQL: expected 401/403, got ${res.status()} ${(await res.text()).slice(0, 200)}`,
          )
        else
          expect(
            ((await res.json()) as { errors: { message: string }[] }).errors[0]!.message,
          ).toMatch(/staf/)
      }
      continue
    }
    const data =
      ((await read.json()) as { data?: Record<string, { id?: Id; docs?: { id: Id }[] } | null> })
        .data ?? {}
    const written = (await write.json()) as {
      data?: Record<string, { id?: Id } | null>
      errors?: { message: string }[]
    }
    if (!written.data)
      failures.push(`${p} GraphQL mutation refused as a whole: ${written.errors?.[0]?.message}`)
    const changed = written.data ?? {}
    for (const g of globals) {
      if (Boolean(data[g.name]) !== allowed(g.rule.read, p))
        failures.push(`${p} GraphQL ${g.name}: expected ${allowed(g.rule.read, p)}`)
    }
    for (const f of fields) {
      const id = String(fixtures[f.slug]!.id)
      const reads = may(f.rule.read, p, f.rule)
      if ((String(data[f.one]?.id) === id) !== reads)
        failures.push(`${p} GraphQL ${f.one}(id): expected ${reads}`)
      if ((data[f.many]?.docs?.some((d) => String(d.id) === id) ?? false) !== reads)
        failures.push(`${p} GraphQL ${f.many}: expected ${reads}`)
      const updates = may(f.rule.update, p, f.rule)
      if ((String(changed[f.update]?.id) === id) !== updates)
        failures.push(`${p} GraphQL ${f.update}: expected ${updates}`)
    }
  }
  expect(failures).toEqual([])
})

test('pages: each applicant sees only their own application; staff sessions are not applicants', async () => {
  // A browser's navigation: Payload only accepts the session cookie with Sec-Fetch-Site (CSRF).
  const page = (p: Principal) => {
    const token = headers[p].Authorization?.replace('JWT ', '')
    return api.get('/daftar', {
      headers: {
        'Sec-Fetch-Site': 'same-origin',
        ...(token ? { Cookie: `payload-token=${token}` } : {}),
      },
      maxRedirects: 0,
    })
  }
  const a = await page('applicantA')
  expect(a.status()).toBe(200)
  expect(await a.text()).toContain(`Pendaftar A ${stamp}`)
  const b = await page('applicantB')
  expect(b.status()).toBe(200)
  const bHtml = await b.text()
  expect(bHtml).not.toContain(`Pendaftar A ${stamp}`)
  for (const p of ['anonymous', 'editor', 'admissions', 'admin'] as const) {
    const res = await page(p)
    expect(res.status(), p).toBe(307)
    expect(res.headers()['location']).toContain('/daftar/login')
  }
})

test('the matrix has one entry for every collection and global the running app has', async () => {
  const res = await api.get('/api/cms/access', { headers: headers.admin })
  expect(res.status()).toBe(200)
  const map = (await res.json()) as {
    collections: Record<string, unknown>
    globals: Record<string, unknown>
  }
  const table = Object.keys(COLLECTION_EXPECTATIONS)
  const app = Object.keys(map.collections)
  expect(
    app.filter((slug) => !table.includes(slug)),
    'collections of the app without an entry',
  ).toEqual([])
  // The reverse (no stale entry) is checked against the config in tests/int/security-access.int.test.ts:
  // the map leaves out Payload's server-only collections (jobs, key-value store).
  expect(Object.keys(GLOBAL_EXPECTATIONS).sort()).toEqual(Object.keys(map.globals).sort())
})
