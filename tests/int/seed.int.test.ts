import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seed } from '@/seed'
import { ensureAdmin } from '@/seed/admin'
import { ConfigError, parseEnv } from '@/lib/env'
import { freshPayload } from '../helpers/payload'

let payload: Payload
const quiet = () => {}

beforeAll(async () => {
  payload = await freshPayload()
})
afterAll(async () => {
  await payload?.destroy()
})

const counts = async () =>
  Object.fromEntries(
    await Promise.all(
      (['media', 'banners', 'support-contacts'] as const).map(async (c) => [
        c,
        (await payload.count({ collection: c })).totalDocs,
      ]),
    ),
  )

describe('demo content seeding', () => {
  it('fills the shell on the first run', async () => {
    const done = await seed(payload, quiet)
    expect(done).toContain('menu utama')
    const settings = await payload.findGlobal({ slug: 'site-settings' })
    expect(settings.collegeName).toBe('Universitas Teknologi Bandung')
    expect(settings.copyright).toContain('2023')
    const footer = await payload.findGlobal({ slug: 'footer', depth: 1 })
    expect(
      footer.socialMedia?.items?.every((i) => typeof i.image === 'object' && i.image?.url),
    ).toBe(true)
    // The whole demo site: a few hundred generated images, each resized by Payload.
  }, 300_000)

  it('changes nothing on a second run, and keeps what staff edited', async () => {
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { collegeName: 'UTB (diubah staf)' },
      context: { skipRevalidate: true },
    })
    const before = await counts()
    const menuBefore = await payload.findGlobal({ slug: 'main-menu' })
    expect(await seed(payload, quiet)).toEqual([])
    expect(await counts()).toEqual(before)
    expect((await payload.findGlobal({ slug: 'site-settings' })).collegeName).toBe(
      'UTB (diubah staf)',
    )
    expect((await payload.findGlobal({ slug: 'main-menu' })).updatedAt).toBe(menuBefore.updatedAt)
  })

  it('does not bring back demo content that staff deleted', async () => {
    await payload.delete({
      collection: 'banners',
      where: { bannerUrl: { equals: 'sejarah' } },
      context: { skipRevalidate: true },
    })
    await payload.delete({
      collection: 'support-contacts',
      where: { phone: { equals: '0812-2000-3780' } },
      context: { skipRevalidate: true },
    })
    expect(await seed(payload, quiet)).toEqual([])
    expect(
      (await payload.count({ collection: 'banners', where: { bannerUrl: { equals: 'sejarah' } } }))
        .totalDocs,
    ).toBe(0)
    expect(
      (
        await payload.count({
          collection: 'support-contacts',
          where: { phone: { equals: '0812-2000-3780' } },
        })
      ).totalDocs,
    ).toBe(0)
  })
})

describe('first admin', () => {
  const dev = () => parseEnv({ APP_ENV: 'development', DATA_DIR: process.env.DATA_DIR })

  it('creates a demo admin once in development and prints its password once', async () => {
    const lines: string[] = []
    await ensureAdmin(payload, dev(), (l) => lines.push(l))
    await ensureAdmin(payload, dev(), (l) => lines.push(l))
    expect(lines).toHaveLength(1)
    expect(lines[0]).toContain('admin@kampus.local')
    const admins = await payload.find({ collection: 'users', where: { role: { equals: 'admin' } } })
    expect(admins.totalDocs).toBe(1)
  })

  it('refuses to run production with the demo admin present', async () => {
    const prod = parseEnv({
      APP_ENV: 'production',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      PAYLOAD_SECRET: 'a'.repeat(64),
      ADMIN_EMAIL: 'rektorat@utb.ac.id',
      ADMIN_PASSWORD: 'Gedung-Biru-Lantai-7',
    })
    await expect(ensureAdmin(payload, prod, quiet)).rejects.toThrow(ConfigError)
    await payload.delete({
      collection: 'users',
      where: { email: { equals: 'admin@kampus.local' } },
    })
    // The first admin's password follows the staff password policy.
    const weak = parseEnv({
      APP_ENV: 'production',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      PAYLOAD_SECRET: 'a'.repeat(64),
      ADMIN_EMAIL: 'rektorat@utb.ac.id',
      ADMIN_PASSWORD: 'x'.repeat(16),
    })
    await expect(ensureAdmin(payload, weak, quiet)).rejects.toThrow(/ADMIN_PASSWORD: Kata sandi/)
    const lines: string[] = []
    await ensureAdmin(payload, prod, (l) => lines.push(l))
    expect(lines[0]).toContain('rektorat@utb.ac.id')
    const created = await payload.find({
      collection: 'users',
      where: { email: { equals: 'rektorat@utb.ac.id' } },
    })
    expect(created.docs[0]?.role).toBe('admin')
  })

  it('refuses to run production without any admin configured', async () => {
    await payload.delete({ collection: 'users', where: { id: { exists: true } } })
    const prod = parseEnv({
      APP_ENV: 'production',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      PAYLOAD_SECRET: 'a'.repeat(64),
    })
    await expect(ensureAdmin(payload, prod, quiet)).rejects.toThrow(/ADMIN_EMAIL/)
  })
})
