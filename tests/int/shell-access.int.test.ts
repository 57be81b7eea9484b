import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seed, type SeedPiece } from '@/seed'
import { createStaff, freshPayload, type Staff } from '../helpers/payload'

// The part of the demo site these tests read (the full seed is tested in seed.int.test.ts).
const PIECES: SeedPiece[] = [
  'pengaturan situs',
  'top bar',
  'menu utama',
  'kutipan pemuatan',
  'footer',
  'kontak bantuan',
  'banner',
]

let payload: Payload
const staff: Record<'admin' | 'editor' | 'admissions', Staff> = {} as never

beforeAll(async () => {
  payload = await freshPayload()
  await seed(payload, () => {}, PIECES)
  for (const role of ['admin', 'editor', 'admissions'] as const)
    staff[role] = await createStaff(payload, role)
})

afterAll(async () => {
  await payload?.destroy()
})

const GLOBALS = ['site-settings', 'top-bar', 'main-menu', 'footer', 'loading-quotes'] as const

describe('shell content is public to read', () => {
  it.each(GLOBALS)('anonymous visitors read the %s global', async (slug) => {
    const doc = await payload.findGlobal({ slug, overrideAccess: false })
    expect(doc).toBeTruthy()
    expect(Object.keys(doc).length).toBeGreaterThan(2)
  })

  it('anonymous visitors read banners and support contacts', async () => {
    const banners = await payload.find({ collection: 'banners', overrideAccess: false })
    const contacts = await payload.find({ collection: 'support-contacts', overrideAccess: false })
    expect(banners.totalDocs).toBeGreaterThan(0)
    expect(contacts.docs.map((c) => c.phone)).toContain('0812-2000-3780')
  })

  it('anonymous visitors cannot list staff accounts', async () => {
    await expect(payload.find({ collection: 'users', overrideAccess: false })).rejects.toThrow()
  })
})

describe('shell content is written only by content staff', () => {
  it.each(GLOBALS)('anonymous visitors cannot update %s', async (slug) => {
    await expect(payload.updateGlobal({ slug, data: {}, overrideAccess: false })).rejects.toThrow(
      /tidak diizinkan/i,
    )
  })

  it('admissions staff cannot edit the site shell', async () => {
    await expect(
      payload.updateGlobal({
        slug: 'site-settings',
        data: { phone: '000' },
        user: staff.admissions,
        overrideAccess: false,
      }),
    ).rejects.toThrow(/tidak diizinkan/i)
    await expect(
      payload.create({
        collection: 'support-contacts',
        data: { title: 'X', phone: '0812-1111-2222' },
        user: staff.admissions,
        overrideAccess: false,
      }),
    ).rejects.toThrow(/tidak diizinkan/i)
  })

  it('an editor can edit the site shell', async () => {
    const updated = await payload.updateGlobal({
      slug: 'site-settings',
      data: { phone: '(022) 7000000' },
      user: staff.editor,
      overrideAccess: false,
      context: { skipRevalidate: true },
    })
    expect(updated.phone).toBe('(022) 7000000')
  })

  it('refuses invalid data with an Indonesian message naming the field', async () => {
    const attempt = payload.create({
      collection: 'support-contacts',
      data: { title: 'Salah', phone: 'bukan nomor' },
      user: staff.editor,
      overrideAccess: false,
    })
    await expect(attempt).rejects.toThrow(/Isian berikut tidak valid: Nomor WhatsApp/)
    const error = (await attempt.catch((e: unknown) => e)) as {
      data?: { errors?: { path: string; message: string }[] }
    }
    expect(error.data?.errors?.[0]).toMatchObject({
      path: 'phone',
      message: expect.stringMatching(/^Nomor tidak valid/),
    })
  })
})

describe('roles', () => {
  it('an editor cannot promote themselves', async () => {
    const after = await payload.update({
      collection: 'users',
      id: staff.editor.id,
      data: { role: 'admin', name: 'Editor Baru' },
      user: staff.editor,
      overrideAccess: false,
    })
    expect(after.name).toBe('Editor Baru')
    expect(after.role).toBe('editor')
  })

  it('only an admin creates staff accounts, and the role they choose sticks', async () => {
    await expect(
      payload.create({
        collection: 'users',
        data: { email: 'x@utb.test', password: 'Rahasia-Sekali-123', name: 'x', role: 'admin' },
        user: staff.editor,
        overrideAccess: false,
      }),
    ).rejects.toThrow(/tidak diizinkan/i)
    const created = await payload.create({
      collection: 'users',
      data: {
        email: 'pmb@utb.test',
        password: 'Rahasia-Sekali-123',
        name: 'PMB',
        role: 'admissions',
      },
      user: staff.admin,
      overrideAccess: false,
    })
    expect(created.role).toBe('admissions')
  })

  it('an admin can change anyone’s role; staff read only their own account', async () => {
    const changed = await payload.update({
      collection: 'users',
      id: staff.admissions.id,
      data: { role: 'editor' },
      user: staff.admin,
      overrideAccess: false,
    })
    expect(changed.role).toBe('editor')
    const seen = await payload.find({
      collection: 'users',
      user: staff.editor,
      overrideAccess: false,
    })
    expect(seen.docs.map((d) => d.email)).toEqual(['editor@utb.test'])
  })
})
