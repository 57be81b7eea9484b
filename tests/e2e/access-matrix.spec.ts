import sharp from 'sharp'
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'
import { adminSend } from './admin-api'

/**
 * Issue 4 access matrix: anonymous, applicant A, applicant B and every staff role against every
 * applicant collection and file, through REST, GraphQL and the pages. A's data is created by A;
 * nobody but A, admissions staff and admins may read it, and B can never change it.
 */
test.describe.configure({ mode: 'serial' })
test.skip(({ isMobile }) => isMobile, 'API checks run once')

type Actor = 'anonymous' | 'applicantA' | 'applicantB' | 'editor' | 'admissions' | 'admin'
const ACTORS: Actor[] = ['anonymous', 'applicantA', 'applicantB', 'editor', 'admissions', 'admin']
const READS_A: Record<Actor, boolean> = { anonymous: false, applicantA: true, applicantB: false, editor: false, admissions: true, admin: true }

const stamp = Date.now()
const PASSWORD = 'Matriks-Akses-Uji-2026'
// Logins set cookies in their request context: they run in `setup`, so the checks in `api`
// carry only the credentials each actor is given explicitly.
let setup: APIRequestContext
let api: APIRequestContext
const tokens: Partial<Record<Actor, string>> = {}
const own: { applicant?: number; application?: number; file?: number; fileUrl?: string; request?: number; event?: number } = {}

const auth = (actor: Actor): Record<string, string> => (tokens[actor] ? { Authorization: `JWT ${tokens[actor]}` } : {})

async function login(collection: 'users' | 'applicants', email: string) {
  const res = await setup.post(`/api/cms/${collection}/login`, { data: { email, password: PASSWORD } })
  expect(res.status(), await res.text()).toBe(200)
  return ((await res.json()) as { token: string }).token
}

test.beforeAll(async ({ baseURL }) => {
  setup = await playwrightRequest.newContext({ baseURL })
  api = await playwrightRequest.newContext({ baseURL })
  for (const role of ['editor', 'admissions', 'admin'] as const) {
    const email = `matriks-${role}-${stamp}@utb.test`
    const res = await adminSend(setup, 'post', '/api/cms/users', { email, password: PASSWORD, name: `Matriks ${role}`, role })
    expect(res.status(), await res.text()).toBe(201)
    tokens[role] = await login('users', email)
  }
  for (const who of ['applicantA', 'applicantB'] as const) {
    const email = `matriks-${who.toLowerCase()}-${stamp}@contoh.id`
    const res = await adminSend(setup, 'post', '/api/cms/applicants', {
      email,
      password: PASSWORD,
      fullName: `Pendaftar ${who.slice(-1)} ${stamp}`,
      whatsapp: '6281234500000',
      privacyConsentVersion: '2026-11',
      privacyConsentAt: new Date().toISOString(),
      _verified: true,
    })
    expect(res.status(), await res.text()).toBe(201)
    if (who === 'applicantA') own.applicant = ((await res.json()) as { doc: { id: number } }).doc.id
    tokens[who] = await login('applicants', email)
  }
  // A's own data, created by A.
  const app = await api.post('/api/cms/applications', { headers: auth('applicantA'), data: { track: 'reguler' } })
  expect(app.status(), await app.text()).toBe(201)
  own.application = ((await app.json()) as { doc: { id: number } }).doc.id
  const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#335' } }).png().toBuffer()
  const file = await api.post('/api/cms/applicant-files', {
    headers: auth('applicantA'),
    multipart: { file: { name: 'foto.png', mimeType: 'image/png', buffer: png }, _payload: JSON.stringify({ kind: 'photo', owner: own.applicant }) },
  })
  expect(file.status(), await file.text()).toBe(201)
  const fileDoc = ((await file.json()) as { doc: { id: number; url: string } }).doc
  own.file = fileDoc.id
  own.fileUrl = fileDoc.url
  const req = await api.post('/api/cms/data-requests', { headers: auth('applicantA'), data: { applicant: own.applicant, kind: 'deletion', reason: 'Uji matriks' } })
  expect(req.status(), await req.text()).toBe(201)
  own.request = ((await req.json()) as { doc: { id: number } }).doc.id
  const events = await api.get(`/api/cms/application-events?where[application][equals]=${own.application}`, { headers: auth('applicantA') })
  own.event = ((await events.json()) as { docs: { id: number }[] }).docs[0]!.id
})

test.afterAll(async () => {
  await api?.dispose()
  await setup?.dispose()
})

const COLLECTIONS = [
  ['applicants', () => own.applicant],
  ['applications', () => own.application],
  ['applicant-files', () => own.file],
  ['application-events', () => own.event],
  ['data-requests', () => own.request],
] as const

test('REST: only A, admissions staff and admins read A’s records, by id and in lists', async () => {
  for (const [collection, id] of COLLECTIONS) {
    for (const actor of ACTORS) {
      const one = await api.get(`/api/cms/${collection}/${id()}`, { headers: auth(actor) })
      if (READS_A[actor]) expect(one.status(), `${actor} GET ${collection}/${id()}`).toBe(200)
      else expect([401, 403, 404], `${actor} GET ${collection}/${id()}`).toContain(one.status())
      const list = await api.get(`/api/cms/${collection}?limit=100&depth=0`, { headers: auth(actor) })
      const ids = list.ok() ? ((await list.json()) as { docs: { id: number }[] }).docs.map((d) => d.id) : []
      expect(ids.includes(id()!), `${actor} lists ${collection}`).toBe(READS_A[actor])
    }
  }
})

test('REST: B, editors and visitors cannot change or delete A’s records; A cannot raise their own status', async () => {
  const changes: [string, number | undefined, object][] = [
    ['applicants', own.applicant, { fullName: 'Diubah orang lain' }],
    ['applications', own.application, { personal: { nik: '9999999999999999' } }],
    ['applicant-files', own.file, { kind: 'skck' }],
    ['application-events', own.event, { note: 'dipalsukan' }],
    ['data-requests', own.request, { status: 'done' }],
  ]
  for (const actor of ['anonymous', 'applicantB', 'editor'] as const) {
    for (const [collection, id, data] of changes) {
      const patch = await api.patch(`/api/cms/${collection}/${id}`, { headers: auth(actor), data })
      expect([401, 403, 404], `${actor} PATCH ${collection}`).toContain(patch.status())
      const del = await api.delete(`/api/cms/${collection}/${id}`, { headers: auth(actor) })
      expect([401, 403, 404], `${actor} DELETE ${collection}`).toContain(del.status())
    }
  }
  const raise = await api.patch(`/api/cms/applications/${own.application}`, { headers: auth('applicantA'), data: { status: 'accepted', personal: { birthPlace: 'Bandung' } } })
  expect(raise.status()).toBe(200)
  expect(((await raise.json()) as { doc: { status: string; personal: { birthPlace: string } } }).doc).toMatchObject({ status: 'registered', personal: { birthPlace: 'Bandung' } })
  const forged = await api.post('/api/cms/application-events', { headers: auth('applicantA'), data: { application: own.application, applicant: own.applicant, action: 'Diterima', actorType: 'staff' } })
  expect(forged.status()).toBe(403)
})

test('GraphQL: the same rules for queries and mutations', async () => {
  const gql = (actor: Actor, query: string) => api.post('/api/cms/graphql', { headers: { ...auth(actor), 'Content-Type': 'application/json' }, data: { query } })
  for (const actor of ACTORS) {
    const res = await gql(actor, `{ Application(id: ${own.application}) { id applicantName } Applications(limit: 100) { docs { id } } ApplicantFiles(limit: 100) { docs { id } } DataRequests(limit: 100) { docs { id } } }`)
    expect(res.status()).toBeLessThan(500)
    const body = (await res.json()) as { data?: { Application?: { id: number } | null; Applications?: { docs: { id: number }[] } | null; ApplicantFiles?: { docs: { id: number }[] } | null; DataRequests?: { docs: { id: number }[] } | null } }
    expect(body.data?.Application?.id === own.application, `${actor} Application(id)`).toBe(READS_A[actor])
    expect(body.data?.Applications?.docs.some((d) => d.id === own.application) ?? false, `${actor} Applications`).toBe(READS_A[actor])
    expect(body.data?.ApplicantFiles?.docs.some((d) => d.id === own.file) ?? false, `${actor} ApplicantFiles`).toBe(READS_A[actor])
    expect(body.data?.DataRequests?.docs.some((d) => d.id === own.request) ?? false, `${actor} DataRequests`).toBe(READS_A[actor])
  }
  for (const actor of ['anonymous', 'applicantB', 'editor'] as const) {
    const res = await gql(actor, `mutation { updateApplication(id: ${own.application}, data: { currentStep: 3 }) { id currentStep } }`)
    const body = (await res.json()) as { data?: { updateApplication?: unknown }; errors?: unknown[] }
    expect(body.data?.updateApplication ?? null, `${actor} updateApplication`).toBeNull()
    expect(body.errors?.length).toBeGreaterThan(0)
  }
})

test('file URL: A’s upload is served to A and admissions staff only', async () => {
  for (const actor of ACTORS) {
    const res = await api.get(own.fileUrl!, { headers: auth(actor) })
    if (READS_A[actor]) {
      expect(res.status(), actor).toBe(200)
      expect(res.headers()['content-type']).toBe('image/png')
    } else {
      expect([401, 403, 404], actor).toContain(res.status())
    }
  }
})

test('pages: each applicant sees only their own application; staff sessions are not applicants', async () => {
  // A browser's navigation: Payload only accepts the session cookie with Sec-Fetch-Site (CSRF).
  const page = (actor: Actor) =>
    api.get('/daftar', { headers: { 'Sec-Fetch-Site': 'same-origin', ...(tokens[actor] ? { Cookie: `payload-token=${tokens[actor]}` } : {}) }, maxRedirects: 0 })
  const a = await page('applicantA')
  expect(a.status()).toBe(200)
  expect(await a.text()).toContain(`Pendaftar A ${stamp}`)
  const b = await page('applicantB')
  expect(b.status()).toBe(200)
  const bHtml = await b.text()
  expect(bHtml).toContain(`Pendaftar B ${stamp}`)
  expect(bHtml).not.toContain(`Pendaftar A ${stamp}`)
  for (const actor of ['anonymous', 'editor', 'admissions'] as const) {
    const res = await page(actor)
    expect(res.status(), actor).toBe(307)
    expect(res.headers()['location']).toContain('/daftar/login')
  }
})
