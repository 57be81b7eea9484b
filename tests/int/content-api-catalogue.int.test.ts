import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { callContract, seededApiPayload } from '../helpers/content-api'
import { SPEC_GET_CALLS } from '../helpers/spec-calls'

vi.mock('server-only', () => ({}))
vi.mock('next/cache', () => import('../helpers/next-cache-stub'))
vi.mock('@/lib/payload', () => import('../helpers/payload-client-stub'))

// Every GET call of §7 on the full demo content: 200, the contract of the OpenAPI document, and
// content wherever the site shows some.
let payload: Payload
const fill: Record<string, string> = {}

beforeAll(async () => {
  payload = await seededApiPayload()
  const news = await payload.find({
    collection: 'news',
    sort: '-publishedAt',
    limit: 3,
    depth: 0,
    overrideAccess: false,
  })
  const middle = news.docs[1]!
  fill.newsId = String(middle.id)
  fill.newsSlug = middle.slug ?? ''
  const career = await payload.find({
    collection: 'career-posts',
    limit: 1,
    depth: 0,
    overrideAccess: false,
  })
  fill.careerSlug = career.docs[0]!.slug ?? ''
}, 300_000)

afterAll(async () => {
  await payload?.destroy()
})

const isEmpty = (value: unknown): boolean =>
  value === null ||
  value === undefined ||
  value === 0 ||
  value === '' ||
  (Array.isArray(value)
    ? value.length === 0
    : typeof value === 'object' && Object.keys(value).length === 0)

describe('every GET call of §7', () => {
  it.each(SPEC_GET_CALLS)('%s answers 200 with content, as documented', async (template) => {
    const path = template.replace(/\{(\w+)\}/g, (_, key: string) =>
      encodeURIComponent(fill[key] ?? ''),
    )
    const res = await callContract(path)
    expect(res.status, res.body?.meta.message).toBe(200)
    expect(res.body!.meta.message).toMatch(/^Data .+ berhasil diambil\.$/)
    const data = res.body!.data as { data_component: unknown }
    expect(isEmpty(data.data_component), `${path}: data_component kosong`).toBe(false)
  })
})
