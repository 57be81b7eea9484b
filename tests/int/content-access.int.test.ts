import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seed, type SeedPiece } from '@/seed'
import { careerPosts, draftCareerPost } from '@/seed/career'
import { seedClock } from '@/seed/clock'
import { faqs } from '@/seed/faq'
import { programmes } from '@/seed/programmes'
import { paragraphsToLexical } from '@/seed/richtext'
import { createStaff, freshPayload, type Staff } from '../helpers/payload'

// The part of the demo site these tests read (the full seed is tested in seed.int.test.ts).
const PIECES: SeedPiece[] = ['program studi', 'faq', 'karier', 'menu utama']

let payload: Payload
const staff: Record<'editor' | 'admissions', Staff> = {} as never
const context = { skipRevalidate: true }

beforeAll(async () => {
  payload = await freshPayload()
  await seed(payload, () => {}, PIECES)
  for (const role of ['editor', 'admissions'] as const)
    staff[role] = await createStaff(payload, role)
}, 120_000)

afterAll(async () => {
  await payload?.destroy()
})

const anonymous = { overrideAccess: false } as const

describe('seeded programmes, FAQ and career posts as visitors see them', () => {
  it('has every programme linked from the main menu, published, with faculty and lists', async () => {
    const menu = await payload.findGlobal({ slug: 'main-menu', ...anonymous })
    const fakultas = menu.items?.find((i) => i.name === 'Fakultas')
    const linked = (fakultas?.subItems ?? []).flatMap((s) =>
      (s.subSubItems ?? []).map((x) => (x.url ?? '').split('/').pop()),
    )
    expect(linked.length).toBe(6)
    const { docs } = await payload.find({
      collection: 'programmes',
      limit: 50,
      depth: 1,
      ...anonymous,
    })
    expect(docs.map((d) => d.slug).sort()).toEqual([...linked].sort())
    for (const doc of docs) {
      expect(typeof doc.faculty === 'object' && doc.faculty.name).toMatch(/^Fakultas /)
      expect(doc.careerProspects?.length).toBeGreaterThanOrEqual(5)
      expect(doc.curriculumHighlights?.length).toBeGreaterThanOrEqual(5)
    }
  })

  it('shows FAQ entries of all four topics', async () => {
    const { docs } = await payload.find({ collection: 'faqs', limit: 100, ...anonymous })
    expect(docs.length).toBe(faqs.length)
    expect(new Set(docs.map((d) => d.topic))).toEqual(
      new Set(['pendaftaran', 'biaya', 'akademik', 'kampus']),
    )
    expect(
      docs.find((d) => d.topic === 'biaya' && d.answer.includes('Rp 300.000'))?.answer,
    ).toMatch(/dikembalikan 100%/)
  })

  it('shows only published career posts: the draft is invisible to visitors, visible to staff', async () => {
    const visible = await payload.count({ collection: 'career-posts', ...anonymous })
    expect(visible.totalDocs).toBe(careerPosts(seedClock()).length)
    const draft = await payload.find({
      collection: 'career-posts',
      where: { slug: { equals: draftCareerPost.slug } },
      ...anonymous,
    })
    expect(draft.totalDocs).toBe(0)
    const asEditor = await payload.find({
      collection: 'career-posts',
      where: { slug: { equals: draftCareerPost.slug } },
      draft: true,
      user: staff.editor,
      overrideAccess: false,
    })
    expect(asEditor.docs[0]?._status).toBe('draft')
  })

  it('hides a programme once it is unpublished', async () => {
    const [doc] = (
      await payload.find({
        collection: 'programmes',
        where: { slug: { equals: 'bisnis-digital' } },
        ...anonymous,
      })
    ).docs
    await payload.update({
      collection: 'programmes',
      id: doc!.id,
      data: { _status: 'draft' },
      overrideAccess: true,
      context,
    })
    expect(
      (
        await payload.count({
          collection: 'programmes',
          where: { slug: { equals: 'bisnis-digital' } },
          ...anonymous,
        })
      ).totalDocs,
    ).toBe(0)
    await payload.update({
      collection: 'programmes',
      id: doc!.id,
      data: { _status: 'published' },
      overrideAccess: true,
      context,
    })
    expect(
      (
        await payload.count({
          collection: 'programmes',
          where: { slug: { equals: 'bisnis-digital' } },
          ...anonymous,
        })
      ).totalDocs,
    ).toBe(1)
  })
})

describe('who may write', () => {
  const post = () => ({
    title: 'Lowongan Uji Editor',
    type: 'lowongan-kerja' as const,
    organization: 'PT Uji',
    date: new Date().toISOString(),
    summary: 'Uji.',
    description: paragraphsToLexical(['Uji.']),
    _status: 'published' as const,
  })

  it('an editor creates career posts, FAQ entries and programmes', async () => {
    const created = await payload.create({
      collection: 'career-posts',
      data: post(),
      user: staff.editor,
      overrideAccess: false,
      context,
    })
    expect(created.slug).toBe('lowongan-uji-editor')
    const entry = await payload.create({
      collection: 'faqs',
      data: { question: 'Uji?', answer: 'Ya.', topic: 'kampus' },
      user: staff.editor,
      overrideAccess: false,
      context,
    })
    expect(entry.id).toBeTruthy()
    const [faculty] = (await payload.find({ collection: 'faculties', limit: 1 })).docs
    const [category] = (await payload.find({ collection: 'programme-categories', limit: 1 })).docs
    const programme = await payload.create({
      collection: 'programmes',
      data: {
        name: 'Program Uji',
        faculty: faculty!.id,
        category: category!.id,
        degree: 'D3',
        accreditation: 'Baik',
        summary: 'Uji.',
        description: paragraphsToLexical(['Uji.']),
        _status: 'draft',
      },
      draft: true,
      user: staff.editor,
      overrideAccess: false,
      context,
    })
    expect(programme.slug).toBe('program-uji')
    await payload.delete({
      collection: 'career-posts',
      id: created.id,
      overrideAccess: true,
      context,
    })
    await payload.delete({ collection: 'faqs', id: entry.id, overrideAccess: true, context })
    await payload.delete({
      collection: 'programmes',
      id: programme.id,
      overrideAccess: true,
      context,
    })
  })

  it('admissions staff and visitors cannot create or edit this content', async () => {
    await expect(
      payload.create({
        collection: 'career-posts',
        data: post(),
        user: staff.admissions,
        overrideAccess: false,
      }),
    ).rejects.toThrow(/tidak diizinkan/i)
    await expect(
      payload.create({ collection: 'career-posts', data: post(), overrideAccess: false }),
    ).rejects.toThrow(/tidak diizinkan/i)
    const [programme] = (await payload.find({ collection: 'programmes', limit: 1 })).docs
    await expect(
      payload.update({
        collection: 'programmes',
        id: programme!.id,
        data: { accreditation: 'C' },
        user: staff.admissions,
        overrideAccess: false,
      }),
    ).rejects.toThrow(/tidak diizinkan/i)
    const [entry] = (await payload.find({ collection: 'faqs', limit: 1 })).docs
    await expect(
      payload.update({
        collection: 'faqs',
        id: entry!.id,
        data: { answer: 'Diubah' },
        user: staff.admissions,
        overrideAccess: false,
      }),
    ).rejects.toThrow(/tidak diizinkan/i)
    expect(
      (await payload.findByID({ collection: 'programmes', id: programme!.id })).accreditation,
    ).toBe(programme!.accreditation)
  })
})

describe('seeding these pieces again', () => {
  const counts = async () =>
    Promise.all(
      (
        [
          'programmes',
          'faculties',
          'programme-categories',
          'faqs',
          'career-posts',
          'media',
        ] as const
      ).map(async (c) => (await payload.count({ collection: c })).totalDocs),
    )

  it('changes nothing once recorded as done', async () => {
    const before = await counts()
    expect(await seed(payload, () => {}, PIECES)).toEqual([])
    expect(await counts()).toEqual(before)
  })

  it('adds no duplicates even when a piece runs again on existing content', async () => {
    const { seedProgrammes } = await import('@/seed/programmes')
    const { seedFaqs } = await import('@/seed/faq')
    const { seedCareer } = await import('@/seed/career')
    const before = await counts()
    await seedProgrammes(payload)
    await seedFaqs(payload)
    await seedCareer(payload, seedClock())
    expect(await counts()).toEqual(before)
    expect(before[0]).toBe(programmes.length)
  })
})
