import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seed } from '@/seed'
import { PUBLIC_MAX_LIMIT } from '@/hooks/read-limits'
import { createApplicant, createStaff, freshPayload, sessionToken } from '../helpers/payload'

// Payload's REST lists as a visitor or an applicant asks for them: a page of at most
// PUBLIC_MAX_LIMIT documents whatever `limit` says, and relations populated two levels at most.

let payload: Payload
let applicantToken: string
let staffToken: string

type List = { docs: Record<string, unknown>[]; limit: number; totalDocs: number }

async function get(path: string, token?: string) {
  const request = new Request(`http://localhost/api/cms${path}`, {
    headers: token ? { Authorization: `JWT ${token}` } : {},
  })
  const response = await handleEndpoints({ config: payload.config, request })
  return { status: response.status, body: (await response.json()) as List }
}

/** A Lexical paragraph holding an internal link to a news article. */
const linkTo = (id: number | string) => ({
  root: {
    type: 'root',
    direction: 'ltr',
    format: '',
    indent: 0,
    version: 1,
    children: [
      {
        type: 'paragraph',
        version: 1,
        direction: 'ltr',
        format: '',
        indent: 0,
        textFormat: 0,
        children: [
          {
            type: 'link',
            version: 3,
            direction: 'ltr',
            format: '',
            indent: 0,
            fields: { linkType: 'internal', newTab: false, doc: { relationTo: 'news', value: id } },
            children: [
              { type: 'text', version: 1, text: 'Baca juga', format: 0, detail: 0, mode: 'normal' },
            ],
          },
        ],
      },
    ],
  },
})

beforeAll(async () => {
  payload = await freshPayload()
  await seed(payload, () => {}, ['berita'])
  await createApplicant(payload, 'batas.baca@contoh.id')
  applicantToken = await sessionToken(
    payload,
    'applicants',
    'batas.baca@contoh.id',
    'Kata-Sandi-Uji-2026',
  )
  await createStaff(payload, 'editor')
  staffToken = await sessionToken(payload, 'users', 'editor@utb.test', 'Rahasia-Sekali-123')
  // More published articles than one capped page holds.
  const { docs } = await payload.find({ collection: 'news', limit: 1, depth: 0 })
  const { id: _id, createdAt: _c, updatedAt: _u, slug: _s, ...template } = docs[0]!
  for (let i = 0; i < PUBLIC_MAX_LIMIT; i++)
    await payload.create({
      collection: 'news',
      data: { ...template, title: `Arsip berita ${i}`, _status: 'published' } as never,
      context: { skipRevalidate: true },
    })
}, 300_000)

afterAll(async () => {
  await payload?.destroy()
})

describe('Payload REST lists for visitors and applicants', () => {
  it.each([
    ['a visitor', undefined],
    ['an applicant', 'applicant'],
  ])('answers %s at most one capped page, whatever limit asks for', async (_who, as) => {
    const token = as ? applicantToken : undefined
    for (const query of ['limit=100000000', 'limit=0', 'pagination=false', 'limit=-5']) {
      const { status, body } = await get(`/news?${query}&depth=0`, token)
      expect(status, query).toBe(200)
      expect(body.totalDocs, query).toBeGreaterThan(PUBLIC_MAX_LIMIT)
      expect(body.docs.length, query).toBe(PUBLIC_MAX_LIMIT)
    }
    const small = await get('/news?limit=3&depth=0', token)
    expect(small.body.docs.length).toBe(3)
  })

  it('keeps staff lists as Payload answers them', async () => {
    const { body } = await get('/news?limit=1000&depth=0', staffToken)
    expect(body.docs.length).toBe(body.totalDocs)
    expect(body.totalDocs).toBeGreaterThan(PUBLIC_MAX_LIMIT)
  })

  it('populates relations two levels deep at most, for depth=10 too', async () => {
    const { docs } = await payload.find({ collection: 'news', limit: 3, depth: 0 })
    const [a, b, c] = docs as { id: number }[]
    await payload.update({
      collection: 'news',
      id: b!.id,
      data: { content: linkTo(c!.id) } as never,
    })
    await payload.update({
      collection: 'news',
      id: a!.id,
      data: { content: linkTo(b!.id) } as never,
    })
    const { status, body } = await get(`/news?where[id][equals]=${a!.id}&depth=10`)
    expect(status).toBe(200)
    const linked = (doc: unknown) =>
      (
        doc as {
          content: { root: { children: { children: { fields: { doc: { value: unknown } } }[] }[] } }
        }
      ).content.root.children[0]!.children[0]!.fields.doc.value
    // Level 1: the linked article, level 2: the one it links to, level 3: that one's category.
    const second = linked(linked(body.docs[0])) as { id: number; category: unknown }
    expect(second.id).toBe(c!.id)
    expect(typeof second.category).toBe('number')
  })
})
