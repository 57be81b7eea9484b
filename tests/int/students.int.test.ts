import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seed, type SeedPiece } from '@/seed'
import {
  academicEvents,
  draftOrganisation,
  organisations,
  seedAcademicCalendar,
  seedOrganisations,
} from '@/seed/students'
import { paragraphsToLexical } from '@/seed/richtext'
import { SEED_DAY, SEED_NOW } from '../helpers/seed-day'
import { createStaff, freshPayload, type Staff } from '../helpers/payload'

// The part of the demo site these tests read (the full seed is tested in seed.int.test.ts).
const PIECES: SeedPiece[] = ['kalender akademik', 'organisasi mahasiswa']

let payload: Payload
const staff: Record<'editor' | 'admissions', Staff> = {} as never
const context = { skipRevalidate: true }
const anonymous = { overrideAccess: false } as const
const EXAMPLE = 'himpunan-mahasiswa-informatika'

beforeAll(async () => {
  payload = await freshPayload()
  await seed(payload, () => {}, PIECES, SEED_NOW)
  for (const role of ['editor', 'admissions'] as const)
    staff[role] = await createStaff(payload, role)
}, 120_000)

afterAll(async () => {
  await payload?.destroy()
})

describe('seeded student content as visitors see it', () => {
  it('shows the whole academic calendar 2026/2027 in date order', async () => {
    const { docs } = await payload.find({
      collection: 'academic-events',
      sort: 'startDate',
      limit: 100,
      ...anonymous,
    })
    expect(docs.length).toBe(academicEvents(SEED_DAY).length)
    expect(new Set(docs.map((d) => d.academicYear))).toEqual(new Set(['2026/2027']))
    expect(new Set(docs.map((d) => d.semester))).toEqual(new Set(['ganjil', 'genap', 'antara']))
    const starts = docs.map((d) => d.startDate)
    expect(starts).toEqual([...starts].sort())
  })

  it('shows published organisations with logo and photo; the example exists with its profile', async () => {
    const { docs, totalDocs } = await payload.find({
      collection: 'student-organisations',
      depth: 1,
      limit: 100,
      ...anonymous,
    })
    expect(totalDocs).toBe(organisations.length)
    const example = docs.find((d) => d.slug === EXAMPLE)
    expect(example?.name).toBe('Himpunan Mahasiswa Informatika')
    expect(example?.group).toBe('himpunan')
    expect(typeof example?.logo === 'object' && example.logo?.url).toMatch(
      /\/logo-himpunan-mahasiswa-informatika\.\w+$/,
    )
    expect(typeof example?.image === 'object' && example.image?.url).toMatch(
      /\/ormawa-himpunan-mahasiswa-informatika\.\w+$/,
    )
    expect(example?.activities?.length).toBeGreaterThanOrEqual(3)
  })

  it('hides the draft organisation from visitors and shows it to staff', async () => {
    const where = { slug: { equals: draftOrganisation.slug } }
    expect(
      (await payload.find({ collection: 'student-organisations', where, ...anonymous })).totalDocs,
    ).toBe(0)
    expect(
      (
        await payload.find({
          collection: 'student-organisations',
          where,
          draft: true,
          ...anonymous,
        })
      ).totalDocs,
    ).toBe(0)
    const asEditor = await payload.find({
      collection: 'student-organisations',
      where,
      draft: true,
      user: staff.editor,
      overrideAccess: false,
    })
    expect(asEditor.docs[0]?._status).toBe('draft')
  })

  it('keeps showing the published version while a newer draft exists; hides an unpublished one', async () => {
    const [doc] = (
      await payload.find({
        collection: 'student-organisations',
        where: { slug: { equals: EXAMPLE } },
        ...anonymous,
      })
    ).docs
    await payload.update({
      collection: 'student-organisations',
      id: doc!.id,
      draft: true,
      data: { summary: 'Ringkasan draf.' },
      overrideAccess: true,
      context,
    })
    const visitor = await payload.findByID({
      collection: 'student-organisations',
      id: doc!.id,
      ...anonymous,
    })
    expect(visitor.summary).toBe(doc!.summary)
    const editor = await payload.findByID({
      collection: 'student-organisations',
      id: doc!.id,
      draft: true,
      user: staff.editor,
      overrideAccess: false,
    })
    expect(editor.summary).toBe('Ringkasan draf.')

    await payload.update({
      collection: 'student-organisations',
      id: doc!.id,
      data: { summary: doc!.summary, _status: 'draft' },
      overrideAccess: true,
      context,
    })
    expect(
      (
        await payload.count({
          collection: 'student-organisations',
          where: { slug: { equals: EXAMPLE } },
          ...anonymous,
        })
      ).totalDocs,
    ).toBe(0)
    await payload.update({
      collection: 'student-organisations',
      id: doc!.id,
      data: { _status: 'published' },
      overrideAccess: true,
      context,
    })
    expect(
      (
        await payload.count({
          collection: 'student-organisations',
          where: { slug: { equals: EXAMPLE } },
          ...anonymous,
        })
      ).totalDocs,
    ).toBe(1)
  })
})

describe('who may write', () => {
  const organisation = () => ({
    name: 'Klub Uji Editor',
    group: 'ukm-seni' as const,
    summary: 'Uji.',
    description: paragraphsToLexical(['Uji.']),
    _status: 'published' as const,
  })
  const agenda = () => ({
    title: 'Agenda Uji',
    academicYear: '2026/2027',
    semester: 'ganjil' as const,
    category: 'akademik' as const,
    startDate: '2026-09-01T05:00:00.000Z',
  })

  it('an editor creates, edits and deletes organisations and agenda items', async () => {
    const created = await payload.create({
      collection: 'student-organisations',
      data: organisation(),
      user: staff.editor,
      overrideAccess: false,
      context,
    })
    expect(created.slug).toBe('klub-uji-editor')
    const updated = await payload.update({
      collection: 'student-organisations',
      id: created.id,
      data: { foundedYear: 2020 },
      user: staff.editor,
      overrideAccess: false,
      context,
    })
    expect(updated.foundedYear).toBe(2020)
    const event = await payload.create({
      collection: 'academic-events',
      data: agenda(),
      user: staff.editor,
      overrideAccess: false,
      context,
    })
    expect(event.id).toBeTruthy()
    await payload.delete({
      collection: 'student-organisations',
      id: created.id,
      user: staff.editor,
      overrideAccess: false,
      context,
    })
    await payload.delete({
      collection: 'academic-events',
      id: event.id,
      user: staff.editor,
      overrideAccess: false,
      context,
    })
    expect(
      (
        await payload.count({
          collection: 'academic-events',
          where: { title: { equals: 'Agenda Uji' } },
        })
      ).totalDocs,
    ).toBe(0)
  })

  it('admissions staff and visitors cannot create or edit this content', async () => {
    for (const user of [staff.admissions, undefined]) {
      await expect(
        payload.create({
          collection: 'student-organisations',
          data: organisation(),
          user,
          overrideAccess: false,
        }),
      ).rejects.toThrow(/tidak diizinkan/i)
      await expect(
        payload.create({
          collection: 'academic-events',
          data: agenda(),
          user,
          overrideAccess: false,
        }),
      ).rejects.toThrow(/tidak diizinkan/i)
    }
    const [org] = (await payload.find({ collection: 'student-organisations', limit: 1 })).docs
    await expect(
      payload.update({
        collection: 'student-organisations',
        id: org!.id,
        data: { summary: 'Diubah' },
        user: staff.admissions,
        overrideAccess: false,
      }),
    ).rejects.toThrow(/tidak diizinkan/i)
    const [event] = (await payload.find({ collection: 'academic-events', limit: 1 })).docs
    await expect(
      payload.update({
        collection: 'academic-events',
        id: event!.id,
        data: { title: 'Diubah' },
        overrideAccess: false,
      }),
    ).rejects.toThrow(/tidak diizinkan/i)
    expect(
      (await payload.findByID({ collection: 'student-organisations', id: org!.id })).summary,
    ).toBe(org!.summary)
    expect((await payload.findByID({ collection: 'academic-events', id: event!.id })).title).toBe(
      event!.title,
    )
  })

  it('rejects an agenda item that ends before it starts, in Indonesian', async () => {
    const error = await payload
      .create({
        collection: 'academic-events',
        data: { ...agenda(), endDate: '2026-08-01T05:00:00.000Z' },
        user: staff.editor,
        overrideAccess: false,
        context,
      })
      .then(
        () => null,
        (e: { message: string; data?: { errors?: { path: string; message: string }[] } }) => e,
      )
    expect(error?.message).toMatch(/tidak valid: Selesai/)
    expect(error?.data?.errors).toEqual([
      expect.objectContaining({
        path: 'endDate',
        message: 'Tanggal selesai tidak boleh sebelum tanggal mulai',
      }),
    ])
  })
})

describe('seeding these pieces again', () => {
  const counts = async () =>
    Promise.all(
      (['academic-events', 'student-organisations', 'media'] as const).map(
        async (c) => (await payload.count({ collection: c, overrideAccess: true })).totalDocs,
      ),
    )

  it('adds no duplicates when the pieces run again on existing content', async () => {
    const before = await counts()
    await seedAcademicCalendar(payload, SEED_DAY)
    await seedOrganisations(payload)
    expect(await counts()).toEqual(before)
    expect(before[1]).toBe(organisations.length + 1)
  })
})
