import { describe, expect, it, vi } from 'vitest'

// The guard asks Payload who is signed in; here nobody is, as for an anonymous flood.
vi.mock('@/lib/payload', () => ({
  getPayloadClient: async () => ({ auth: async () => ({ user: null }) }),
}))

const { staffOnlyGraphQL } = await import('@/features/graphql/guard')
const { GRAPHQL_LIMITS } = await import('@/features/graphql/limits')

const post = (ip: string) =>
  new Request('http://127.0.0.1/api/cms/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: '{"query":"{ __typename }"}',
  })

describe('GraphQL cost: a per-address limit in front of GraphQL', () => {
  it('answers 401 until the address has used its minute, then 429 with the wait; others untouched', async () => {
    const handler = vi.fn(async () => new Response('{}'))
    const guarded = staffOnlyGraphQL(handler)
    for (let i = 0; i < GRAPHQL_LIMITS.perMinute; i++)
      expect((await guarded(post('192.0.2.10'))).status).toBe(401)
    const limited = await guarded(post('192.0.2.10'))
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(
      ((await limited.json()) as { errors: { message: string }[] }).errors[0]!.message,
    ).toMatch(/Terlalu banyak/)
    expect((await guarded(post('192.0.2.11'))).status).toBe(401)
    // Payload's handler never saw any of these requests.
    expect(handler).not.toHaveBeenCalled()
  })
})
