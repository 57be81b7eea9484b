import { expect, httpTest as test, type APIRequestContext } from './fixtures'
import { adminSend, createApplicantViaApi } from './admin-api'

/**
 * GraphQL cost: one anonymous query with 500 aliases took 9.7 s. GraphQL is a staff
 * tool now (ADR 0014): visitors and applicants are refused before the query is read, and staff
 * queries are bounded (aliases, depth, directives, tokens, complexity).
 */

const aliases = (n: number) =>
  `{ ${Array.from({ length: n }, (_, i) => `a${i}: Faqs(limit: 100) { docs { id question answer } }`).join(' ')} }`
/** An editor's session: GraphQL is open to every staff role, bounded the same for all. */
async function staffHeaders(request: APIRequestContext) {
  const email = `graphql-staf-${Date.now()}@utb.test`
  const password = 'Staf-GraphQL-Uji-Cemara-2026'
  const created = await adminSend(request, 'post', '/api/cms/users', {
    email,
    password,
    name: 'Staf GraphQL',
    role: 'editor',
  })
  expect(created.status(), await created.text()).toBe(201)
  const login = await request.post('/api/cms/users/login', { data: { email, password } })
  const token = /payload-token=([^;]+)/.exec(login.headers()['set-cookie'] ?? '')?.[1]
  return { Authorization: `JWT ${token}` }
}

type Answer = { data?: Record<string, unknown>; errors?: { message: string }[] }
const gql = (request: APIRequestContext, query: string, headers: Record<string, string> = {}) =>
  request.post('/api/cms/graphql', {
    headers: { ...headers, 'Content-Type': 'application/json' },
    data: { query },
  })

test('GraphQL cost: an anonymous query with 500 aliases is refused with a JSON 401', async ({
  request,
}) => {
  const res = await gql(request, aliases(500))
  expect(res.status()).toBe(401)
  expect(res.headers()['content-type']).toContain('application/json')
  expect(((await res.json()) as Answer).errors?.[0]?.message).toMatch(/hanya untuk staf/)
})

test('GraphQL cost: an applicant is refused with a JSON 403, whatever the query', async ({
  request,
}) => {
  const applicant = await createApplicantViaApi(request, 'graphql')
  for (const query of [aliases(500), '{ Faqs(limit: 1) { docs { id } } }']) {
    const res = await gql(request, query, applicant.headers)
    expect(res.status()).toBe(403)
    expect(((await res.json()) as Answer).errors?.[0]?.message).toMatch(/pendaftar/)
  }
})

test('GraphQL cost: staff get the 500-alias query refused before it runs, and normal queries answered', async ({
  request,
}) => {
  const staff = await staffHeaders(request)
  // That 500-alias query is over the token budget, so it is refused before it is even parsed.
  const flood = await gql(request, aliases(500), staff)
  expect(flood.status()).toBe(400)
  const flooded = (await flood.json()) as Answer
  expect(flooded.data).toBeUndefined()
  expect(flooded.errors?.[0]?.message).toMatch(/terlalu besar/)

  // Small enough to parse, still too many aliases: refused by validation, before it runs.
  // GraphQL over HTTP answers a refused query 400 when the client asks for its media type.
  const cheapAliases = await gql(
    request,
    `{ ${Array.from({ length: 40 }, (_, i) => `a${i}: Faqs(limit: 1) { docs { id } }`).join(' ')} }`,
    { ...staff, Accept: 'application/graphql-response+json' },
  )
  expect(cheapAliases.status()).toBe(400)
  const refused = (await cheapAliases.json()) as Answer
  expect(refused.data).toBeUndefined()
  expect(refused.errors?.[0]?.message).toMatch(/alias/i)

  const normal = await gql(
    request,
    '{ Faqs(limit: 3) { docs { id question } } Programmes(limit: 2) { docs { id name faculty { name } } } }',
    staff,
  )
  expect(normal.status()).toBe(200)
  const body = (await normal.json()) as {
    data: { Faqs: { docs: { question: string }[] }; Programmes: { docs: unknown[] } }
    errors?: unknown
  }
  expect(body.errors).toBeUndefined()
  expect(body.data.Faqs.docs.length).toBe(3)
  expect(body.data.Programmes.docs.length).toBe(2)
})
