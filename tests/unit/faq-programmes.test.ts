import { describe, expect, it } from 'vitest'
import { groupFaqs } from '@/features/faq/map'
import { toProgrammeView } from '@/features/programmes/map'
import { paragraphsToLexical } from '@/seed/richtext'
import type { Faculty, Faq, Programme, ProgrammeCategory } from '@/payload-types'

const faq = (id: number, topic: Faq['topic'], order: number): Faq =>
  ({ id, topic, order, question: `Pertanyaan ${id}?`, answer: `Jawaban ${id}.` }) as Faq

describe('FAQ groups', () => {
  it('groups by topic in the fixed topic order, entries by order, and leaves empty topics out', () => {
    const groups = groupFaqs([
      faq(1, 'kampus', 2),
      faq(2, 'pendaftaran', 5),
      faq(3, 'kampus', 1),
      faq(4, 'pendaftaran', 1),
    ])
    expect(groups.map((g) => g.title)).toEqual(['Pendaftaran', 'Kampus & Fasilitas'])
    expect(groups[0]!.items.map((i) => i.id)).toEqual([4, 2])
    expect(groups[1]!.items.map((i) => i.id)).toEqual([3, 1])
  })
})

describe('programme documents → props', () => {
  const doc = {
    id: 1,
    name: 'Teknik Informatika',
    slug: 'teknik-informatika',
    faculty: { id: 1, name: 'Fakultas Teknik dan Ilmu Komputer' } as Faculty,
    category: { id: 1, name: 'Program Sarjana' } as ProgrammeCategory,
    degree: 'S1',
    accreditation: 'Unggul',
    accreditationBody: 'LAM INFOKOM',
    summary: 'Ringkasan.',
    description: paragraphsToLexical(['Isi.']),
    careerProspects: [{ title: 'Software Engineer' }, { title: 'Data Scientist' }],
    curriculumHighlights: [{ title: 'Algoritma', description: null }],
  } as Programme

  it('names the faculty, degree and accreditation body, and flattens the lists', () => {
    const view = toProgrammeView(doc)
    expect(view).toMatchObject({
      faculty: 'Fakultas Teknik dan Ilmu Komputer',
      category: 'Program Sarjana',
      degree: 'Sarjana (S1)',
      studyYears: 4,
      entryRequirement: 'Lulusan SMA/SMK/sederajat',
    })
    expect(view.accreditationBody).toBe('LAM INFOKOM')
    expect(view.careerProspects).toEqual(['Software Engineer', 'Data Scientist'])
    expect(view.curriculum).toEqual([{ title: 'Algoritma', description: '' }])
    expect(view.image).toBeUndefined()
  })

  it('falls back to BAN-PT and to empty names when relations are not populated', () => {
    const view = toProgrammeView({
      ...doc,
      accreditationBody: '  ',
      faculty: 4,
      category: 2,
      degree: 'D3',
    })
    expect(view.accreditationBody).toBe('BAN-PT')
    expect(view.faculty).toBe('')
    expect(view.degree).toBe('Diploma Tiga (D3)')
    expect(view.studyYears).toBe(3)
  })
})
