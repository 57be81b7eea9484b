import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedPages } from '@/seed/pages'
import { paragraphsToLexical } from '@/seed/richtext'
import { freshPayload } from '../helpers/payload'

let payload: Payload
beforeAll(async () => {
  payload = await freshPayload()
  await seedPages(payload)
})
afterAll(async () => {
  await payload?.destroy()
})

const anonymous = (path: string) =>
  payload
    .find({ collection: 'pages', where: { path: { equals: path } }, overrideAccess: false })
    .then((r) => r.docs)

describe('narrative pages', () => {
  it('seeds published pages once', async () => {
    const before = (await payload.count({ collection: 'pages' })).totalDocs
    expect(before).toBeGreaterThanOrEqual(9)
    await seedPages(payload)
    expect((await payload.count({ collection: 'pages' })).totalDocs).toBe(before)
    expect((await anonymous('/tentang-utb/sejarah'))[0]?.title).toBe('Sejarah')
  })

  it('shows visitors only published pages; drafts stay with staff', async () => {
    await payload.create({
      collection: 'pages',
      data: {
        title: 'Rahasia',
        path: '/tentang-utb/draf-uji',
        summary: 'Draf',
        content: paragraphsToLexical(['Belum terbit']) as never,
        _status: 'draft',
      },
      draft: true,
      overrideAccess: true,
    })
    expect(await anonymous('/tentang-utb/draf-uji')).toHaveLength(0)
    const editor = await payload.create({
      collection: 'users',
      data: {
        email: 'editor@pages.test',
        password: 'Rahasia-Sekali-123',
        name: 'Editor',
        role: 'editor',
      },
      overrideAccess: true,
    })
    const seen = await payload.find({
      collection: 'pages',
      where: { path: { equals: '/tentang-utb/draf-uji' } },
      draft: true,
      user: { ...editor, collection: 'users' },
      overrideAccess: false,
    })
    expect(seen.docs).toHaveLength(1)
  })

  it('rejects a malformed path with an Indonesian message', async () => {
    await expect(
      payload.create({
        collection: 'pages',
        data: {
          title: 'X',
          path: 'tanpa garis',
          summary: 'x',
          content: paragraphsToLexical(['x']) as never,
          _status: 'published',
        },
        overrideAccess: true,
      }),
    ).rejects.toThrow(/Alamat halaman/)
  })
})
