import type { Payload } from 'payload'
import { relationId } from '@/lib/relation'

/**
 * The programme choice of the form (§4): programme category → faculty → major, from the same
 * published records as the public programme pages. Pure: the client filters its selects with
 * it and the server checks the posted choice with it.
 */
export type ChoiceOption = { id: string; name: string }
export type MajorOption = ChoiceOption & { degree: string; facultyId: string; categoryId: string }
export type ProgrammeChoices = { categories: ChoiceOption[]; faculties: ChoiceOption[]; majors: MajorOption[] }
export type ProgrammeChoice = { category: string; faculty: string; major: string }

/** Categories that have at least one published major. */
export const categoriesWithMajors = (c: ProgrammeChoices) => c.categories.filter((cat) => c.majors.some((m) => m.categoryId === cat.id))

/** Faculties offering a published major in the category. */
export const facultiesFor = (c: ProgrammeChoices, categoryId: string) =>
  categoryId ? c.faculties.filter((f) => c.majors.some((m) => m.categoryId === categoryId && m.facultyId === f.id)) : []

export const majorsFor = (c: ProgrammeChoices, categoryId: string, facultyId: string) =>
  categoryId && facultyId ? c.majors.filter((m) => m.categoryId === categoryId && m.facultyId === facultyId) : []

/** A message per field when the posted choice is not a published major of that category and faculty. */
export function choiceProblems(c: ProgrammeChoices, choice: ProgrammeChoice): Partial<Record<keyof ProgrammeChoice, string>> {
  if (!categoriesWithMajors(c).some((x) => x.id === choice.category)) return { category: 'Pilih kategori program dari daftar.' }
  if (!facultiesFor(c, choice.category).some((x) => x.id === choice.faculty)) return { faculty: 'Pilih fakultas yang membuka kategori program ini.' }
  if (!majorsFor(c, choice.category, choice.faculty).some((x) => x.id === choice.major)) {
    return { major: 'Program studi ini tidak tersedia untuk kategori dan fakultas yang dipilih.' }
  }
  return {}
}

/** Names for the review, by id. */
export function choiceNames(c: ProgrammeChoices, choice: Partial<ProgrammeChoice>) {
  const name = (list: ChoiceOption[], id?: string) => list.find((x) => x.id === id)?.name ?? ''
  const major = c.majors.find((m) => m.id === choice.major)
  return {
    category: name(c.categories, choice.category),
    faculty: name(c.faculties, choice.faculty),
    major: major ? `${major.name} (${major.degree})` : '',
  }
}

const idOf = (rel: unknown) => String(relationId(rel))

/**
 * The lists as an anonymous visitor reads them (overrideAccess: false, no user), like the
 * public programme pages: only published majors.
 */
export async function readProgrammeChoices(payload: Payload): Promise<ProgrammeChoices> {
  const [categories, faculties, majors] = await Promise.all([
    payload.find({ collection: 'programme-categories', limit: 100, depth: 0, overrideAccess: false, select: { name: true } }),
    payload.find({ collection: 'faculties', limit: 100, depth: 0, overrideAccess: false, select: { name: true } }),
    payload.find({
      collection: 'programmes',
      limit: 300,
      depth: 0,
      overrideAccess: false,
      sort: 'name',
      select: { name: true, degree: true, faculty: true, category: true },
    }),
  ])
  return {
    categories: categories.docs.map((d) => ({ id: String(d.id), name: d.name })),
    faculties: faculties.docs.map((d) => ({ id: String(d.id), name: d.name })),
    majors: majors.docs.map((d) => ({ id: String(d.id), name: d.name, degree: d.degree, facultyId: idOf(d.faculty), categoryId: idOf(d.category) })),
  }
}
