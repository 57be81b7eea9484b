import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seed, type SeedPiece } from '@/seed'
import {
  communityLinks,
  documents,
  management,
  researchGallery,
  seedAbout,
  services,
} from '@/seed/about'
import {
  scholarships,
  seedAdmissionsInfo,
  selectionWaves,
  tuitionFees,
} from '@/seed/admissions-info'
import { createStaff, freshPayload, type Staff } from '../helpers/payload'
import { storedBytes } from '../helpers/storage'
import { SEED_DAY, SEED_NOW } from '../helpers/seed-day'

// The part of the demo site these tests read (the full seed is tested in seed.int.test.ts).
const PIECES: SeedPiece[] = ['program studi', 'info pendaftaran', 'tentang utb']

let payload: Payload
const staff: Record<'admin' | 'editor' | 'admissions', Staff> = {} as never
const context = { skipRevalidate: true }
const anonymous = { overrideAccess: false } as const

beforeAll(async () => {
  payload = await freshPayload()
  await seed(payload, () => {}, PIECES, SEED_NOW)
  for (const role of ['admin', 'editor', 'admissions'] as const)
    staff[role] = await createStaff(payload, role)
}, 180_000)

afterAll(async () => {
  await payload?.destroy()
})

describe('seeded admissions and about content, read as a visitor', () => {
  it('has scholarships, tuition for every programme and track, and the intake’s three waves', async () => {
    expect((await payload.count({ collection: 'scholarships', ...anonymous })).totalDocs).toBe(
      scholarships(SEED_DAY).length,
    )
    const fees = await payload.find({
      collection: 'tuition-fees',
      limit: 100,
      depth: 1,
      ...anonymous,
    })
    expect(fees.totalDocs).toBe(tuitionFees(SEED_DAY).length)
    expect(
      fees.docs.every(
        (f) =>
          typeof f.programme === 'object' && f.programme.name && f.label.includes(f.programme.name),
      ),
    ).toBe(true)
    const waves = await payload.find({
      collection: 'selection-schedules',
      sort: 'registrationStart',
      ...anonymous,
    })
    expect(waves.docs.map((w) => w.wave)).toEqual(selectionWaves(SEED_DAY).map((w) => w.wave))
  })

  it('stores every document as a real file with its type', async () => {
    const { docs } = await payload.find({ collection: 'documents', limit: 100, ...anonymous })
    expect(docs).toHaveLength(documents(SEED_DAY).length)
    for (const doc of docs) {
      const file = (await storedBytes(payload, 'documents', doc.filename!))!
      expect(file.length).toBe(doc.filesize)
      expect(doc.url).toMatch(/\/api\/cms\/documents\/file\//)
      if (doc.mimeType === 'application/pdf') expect(file.subarray(0, 5).toString()).toBe('%PDF-')
    }
    expect(new Set(docs.map((d) => d.kind))).toEqual(
      new Set(['brosur', 'logo', 'penelitian', 'pengabdian']),
    )
    expect(docs.find((d) => d.filename?.endsWith('.svg'))?.mimeType).toBe('image/svg+xml')
    expect(docs.find((d) => d.filename === 'logo-utb-warna.png')).toMatchObject({
      mimeType: 'image/png',
      width: 480,
    })
  })

  it('has links, management with portraits, services and the research gallery', async () => {
    expect(
      (await payload.count({ collection: 'community-service-links', ...anonymous })).totalDocs,
    ).toBe(communityLinks.length)
    const people = await payload.find({
      collection: 'management',
      depth: 1,
      limit: 50,
      ...anonymous,
    })
    expect(people.totalDocs).toBe(management.length)
    expect(
      people.docs.every((p) => typeof p.photo === 'object' && p.photo?.alt.startsWith('Foto ')),
    ).toBe(true)
    expect((await payload.count({ collection: 'services', ...anonymous })).totalDocs).toBe(
      services.length,
    )
    const gallery = await payload.find({
      collection: 'galleries',
      where: { category: { equals: 'penelitian' } },
      ...anonymous,
    })
    expect(gallery.docs[0]?.photos).toHaveLength(researchGallery.photos.length)
  })
})

describe('who may write', () => {
  const fee = async () =>
    (await payload.find({ collection: 'tuition-fees', limit: 1, depth: 0 })).docs[0]!

  it('content staff (editor, admin) create and edit this content', async () => {
    const entry = await fee()
    const updated = await payload.update({
      collection: 'tuition-fees',
      id: entry.id,
      data: { semesterFee: entry.semesterFee + 1 },
      user: staff.editor,
      overrideAccess: false,
      context,
    })
    expect(updated.semesterFee).toBe(entry.semesterFee + 1)
    await payload.update({
      collection: 'tuition-fees',
      id: entry.id,
      data: { semesterFee: entry.semesterFee },
      user: staff.admin,
      overrideAccess: false,
      context,
    })
    const link = await payload.create({
      collection: 'community-service-links',
      data: { title: 'Tautan Uji', url: 'https://uji.example.com' },
      user: staff.editor,
      overrideAccess: false,
      context,
    })
    const wave = await payload.create({
      collection: 'selection-schedules',
      data: { ...selectionWaves(SEED_DAY)[0]!, wave: 'Gelombang Uji' },
      user: staff.admin,
      overrideAccess: false,
      context,
    })
    await payload.delete({
      collection: 'community-service-links',
      id: link.id,
      user: staff.editor,
      overrideAccess: false,
      context,
    })
    await payload.delete({
      collection: 'selection-schedules',
      id: wave.id,
      user: staff.admin,
      overrideAccess: false,
      context,
    })
  })

  it('rejects bad amounts and academic years with an Indonesian message', async () => {
    const entry = await fee()
    await expect(
      payload.update({
        collection: 'tuition-fees',
        id: entry.id,
        data: { semesterFee: 6_500_000.5 },
        user: staff.editor,
        overrideAccess: false,
        context,
      }),
    ).rejects.toThrow(/Biaya kuliah per semester|rupiah/i)
    await expect(
      payload.update({
        collection: 'tuition-fees',
        id: entry.id,
        data: { academicYear: '2027' },
        user: staff.editor,
        overrideAccess: false,
        context,
      }),
    ).rejects.toThrow(/Tahun akademik|2026\/2027/)
  })

  it('visitors and admissions staff cannot create or edit it', async () => {
    const entry = await fee()
    for (const user of [undefined, staff.admissions]) {
      await expect(
        payload.update({
          collection: 'tuition-fees',
          id: entry.id,
          data: { semesterFee: 1 },
          user,
          overrideAccess: false,
        }),
      ).rejects.toThrow(/tidak diizinkan/i)
      await expect(
        payload.create({
          collection: 'scholarships',
          data: {
            name: 'X',
            provider: 'X',
            summary: 'X',
            benefits: [{ text: 'X' }],
            requirements: [{ text: 'X' }],
          },
          user,
          overrideAccess: false,
        }),
      ).rejects.toThrow(/tidak diizinkan/i)
      await expect(
        payload.create({
          collection: 'management',
          data: { name: 'X', position: 'X', group: 'unit' },
          user,
          overrideAccess: false,
        }),
      ).rejects.toThrow(/tidak diizinkan/i)
      await expect(
        payload.create({
          collection: 'community-service-links',
          data: { title: 'X', url: 'https://x.example.com' },
          user,
          overrideAccess: false,
        }),
      ).rejects.toThrow(/tidak diizinkan/i)
    }
    const [doc] = (await payload.find({ collection: 'documents', limit: 1 })).docs
    await expect(
      payload.update({
        collection: 'documents',
        id: doc!.id,
        data: { title: 'Diubah' },
        overrideAccess: false,
      }),
    ).rejects.toThrow(/tidak diizinkan/i)
    expect((await payload.findByID({ collection: 'tuition-fees', id: entry.id })).semesterFee).toBe(
      entry.semesterFee,
    )
  })
})

describe('seeding these pieces again', () => {
  const collections = [
    'scholarships',
    'tuition-fees',
    'selection-schedules',
    'documents',
    'community-service-links',
    'management',
    'services',
    'galleries',
    'media',
  ] as const
  const counts = async () =>
    Promise.all(collections.map(async (c) => (await payload.count({ collection: c })).totalDocs))

  it('adds no duplicates, whether recorded as done or run again', async () => {
    const before = await counts()
    expect(await seed(payload, () => {}, PIECES)).toEqual([])
    await seedAdmissionsInfo(payload, SEED_DAY)
    await seedAbout(payload, SEED_DAY)
    expect(await counts()).toEqual(before)
  })
})
