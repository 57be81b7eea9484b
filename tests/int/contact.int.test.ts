import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { submitContact } from '@/features/contact/submit'
import { storeContactMessage } from '@/features/contact/service'
import { albumRows, alumniPageContent, seedAlumni, testimonialRows } from '@/seed/alumni'
import { seedProgrammes } from '@/seed/programmes'
import { createStaff, freshPayload, type Staff } from '../helpers/payload'

let payload: Payload
const staff: Record<'editor' | 'admissions', Staff> = {} as never
const anonymous = { overrideAccess: false } as const
const input = {
  name: 'Rina Kartika',
  email: 'rina@contoh.id',
  phone: '0812 3456 7890',
  message: 'Mohon perbarui data alumni saya.',
}
const body = (value: object) => JSON.stringify(value)
const count = async (where: object = {}) =>
  (
    await payload.count({
      collection: 'contact-messages',
      where: where as never,
      overrideAccess: true,
    })
  ).totalDocs

beforeAll(async () => {
  payload = await freshPayload()
  await seedProgrammes(payload)
  await seedAlumni(payload)
  for (const role of ['editor', 'admissions'] as const)
    staff[role] = await createStaff(payload, role)
}, 180_000)

afterAll(async () => {
  await payload?.destroy()
})

describe('contact messages', () => {
  it('cannot be created or read by a visitor directly', async () => {
    const forbidden = { status: 403 }
    await expect(
      payload.create({
        collection: 'contact-messages',
        data: { ...input, category: 3, status: 'baru' },
        ...anonymous,
      }),
    ).rejects.toMatchObject(forbidden)
    await storeContactMessage(payload, input, { ip: '198.51.100.1', userAgent: 'Vitest' })
    await expect(
      payload.find({ collection: 'contact-messages', ...anonymous }),
    ).rejects.toMatchObject(forbidden)
    await expect(
      payload.find({
        collection: 'contact-messages',
        user: staff.admissions,
        overrideAccess: false,
      }),
    ).rejects.toMatchObject(forbidden)
  })

  it('are stored with category 3, status "baru", the address and the browser; editors read them', async () => {
    const { id } = await storeContactMessage(
      payload,
      { ...input, email: 'layanan@contoh.id' },
      { ip: '203.0.113.9', userAgent: 'Mozilla/5.0 (Uji)' },
    )
    const doc = await payload.findByID({
      collection: 'contact-messages',
      id,
      user: staff.editor,
      overrideAccess: false,
    })
    expect(doc).toMatchObject({
      ...input,
      email: 'layanan@contoh.id',
      category: 3,
      status: 'baru',
      ipAddress: '203.0.113.9',
      userAgent: 'Mozilla/5.0 (Uji)',
    })
    // Staff follow a message up (status) but cannot rewrite what the sender wrote.
    const updated = await payload.update({
      collection: 'contact-messages',
      id,
      data: { status: 'ditangani', message: 'diubah' },
      user: staff.editor,
      overrideAccess: false,
    })
    expect(updated).toMatchObject({ status: 'ditangani', message: input.message })
  })

  it('a submission through the form service is stored once and answered 201', async () => {
    const before = await count()
    const outcome = await submitContact(
      payload,
      body({ ...input, email: 'form@contoh.id', website: '' }),
      'application/json',
      { ip: '192.0.2.10', userAgent: 'UA' },
    )
    expect(outcome).toMatchObject({ status: 201 })
    expect(await count()).toBe(before + 1)
    expect(
      await count({
        email: { equals: 'form@contoh.id' },
        ipAddress: { equals: '192.0.2.10' },
        category: { equals: 3 },
      }),
    ).toBe(1)
  })

  it('a bot that fills the honeypot gets the same answer and nothing is stored', async () => {
    const before = await count()
    const real = await submitContact(payload, body(input), 'application/json', {
      ip: '192.0.2.20',
      userAgent: 'UA',
    })
    const bot = await submitContact(
      payload,
      body({ ...input, email: 'bot@contoh.id', website: 'https://spam.example' }),
      'application/json',
      { ip: '192.0.2.21', userAgent: 'Bot' },
    )
    expect(bot).toEqual(real)
    expect(await count()).toBe(before + 1)
    expect(await count({ email: { equals: 'bot@contoh.id' } })).toBe(0)
  })

  it('bad input is answered 400 with field messages and stores nothing', async () => {
    const before = await count()
    const outcome = await submitContact(
      payload,
      body({ ...input, email: 'bukan-email' }),
      'application/json',
      { ip: '192.0.2.30', userAgent: null },
    )
    expect(outcome).toMatchObject({
      status: 400,
      errors: { email: expect.stringMatching(/email tidak valid/) },
    })
    expect(
      (await submitContact(payload, '{', 'application/json', { ip: '192.0.2.30', userAgent: null }))
        .status,
    ).toBe(400)
    expect(await count()).toBe(before)
  })

  it('the sixth message from one address within 10 minutes is refused with 429', async () => {
    const sender = { ip: '192.0.2.40', userAgent: 'UA' }
    for (let i = 0; i < 5; i++)
      expect((await submitContact(payload, body(input), 'application/json', sender)).status).toBe(
        201,
      )
    const refused = await submitContact(payload, body(input), 'application/json', sender)
    expect(refused).toMatchObject({
      status: 429,
      message: expect.stringMatching(/^Terlalu banyak pesan/),
    })
    expect(refused.retryAfter).toBeGreaterThan(0)
    // Another address is not affected.
    expect(
      (
        await submitContact(payload, body(input), 'application/json', {
          ...sender,
          ip: '192.0.2.41',
        })
      ).status,
    ).toBe(201)
  })
})

describe('seeded alumni content as visitors see it', () => {
  it('fills the alumni page with images', async () => {
    const page = await payload.findGlobal({ slug: 'alumni-page', depth: 1, ...anonymous })
    expect(page.heroTitle).toBe(alumniPageContent.heroTitle)
    expect(typeof page.heroImage === 'object' && page.heroImage?.alt).toBeTruthy()
    expect(page.contact).toMatchObject({ email: 'alumni@utb.ac.id', title: 'Kontak' })
  })

  it('has every story with its programme, and the albums of both categories with alt texts', async () => {
    const stories = await payload.find({
      collection: 'testimonials',
      limit: 50,
      depth: 1,
      ...anonymous,
    })
    expect(stories.totalDocs).toBe(testimonialRows.length)
    expect(stories.docs.every((d) => typeof d.programme === 'object' && d.programme?.name)).toBe(
      true,
    )
    const albums = await payload.find({
      collection: 'galleries',
      limit: 50,
      depth: 1,
      ...anonymous,
    })
    expect(albums.docs.map((a) => a.category).sort()).toEqual(
      albumRows.map((a) => a.category).sort(),
    )
    for (const album of albums.docs) {
      expect(album.photos.length).toBe(6)
      for (const photo of album.photos)
        expect(typeof photo.image === 'object' && photo.image.alt).toMatch(/ — /)
    }
  })

  it('a second run changes nothing', async () => {
    const before = await Promise.all(
      ['testimonials', 'galleries', 'media'].map((c) =>
        payload.count({ collection: c as 'media', overrideAccess: true }),
      ),
    )
    await seedAlumni(payload)
    const after = await Promise.all(
      ['testimonials', 'galleries', 'media'].map((c) =>
        payload.count({ collection: c as 'media', overrideAccess: true }),
      ),
    )
    expect(after).toEqual(before)
  })
})
