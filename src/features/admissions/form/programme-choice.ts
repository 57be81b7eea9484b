import type { Payload, PayloadRequest } from 'payload'
import { relationId } from '@/lib/relation'

/**
 * The programme choice of the form: programme category → faculty → major, from the same
 * published records as the public programme pages. Pure: the client filters its selects with
 * it and the server checks the posted choice with it.
 */
export type ChoiceOption = { id: string; name: string }
export type MajorOption = ChoiceOption & { degree: string; facultyId: string; categoryId: string }
export type ProgrammeChoices = {
  categories: ChoiceOption[]
  faculties: ChoiceOption[]
  majors: MajorOption[]
}
export type ProgrammeChoice = { category: string; faculty: string; major: string }

/** Categories that have at least one published major. */
export const categoriesWithMajors = (c: ProgrammeChoices) =>
  c.categories.filter((cat) => c.majors.some((m) => m.categoryId === cat.id))

/** Faculties offering a published major in the category. */
export const facultiesFor = (c: ProgrammeChoices, categoryId: string) =>
  categoryId
    ? c.faculties.filter((f) =>
        c.majors.some((m) => m.categoryId === categoryId && m.facultyId === f.id),
      )
    : []

export const majorsFor = (c: ProgrammeChoices, categoryId: string, facultyId: string) =>
  categoryId && facultyId
    ? c.majors.filter((m) => m.categoryId === categoryId && m.facultyId === facultyId)
    : []

/** A message per field when the posted choice is not a published major of that category and faculty. */
export function choiceProblems(
  c: ProgrammeChoices,
  choice: ProgrammeChoice,
): Partial<Record<keyof ProgrammeChoice, string>> {
  if (!categoriesWithMajors(c).some((x) => x.id === choice.category))
    return { category: 'Pilih kategori program dari daftar.' }
  if (!facultiesFor(c, choice.category).some((x) => x.id === choice.faculty))
    return { faculty: 'Pilih fakultas yang membuka kategori program ini.' }
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
 * The lists as an anonymous visitor reads them, like the public programme pages: only
 * published majors. A read of published content, so it needs no user; the Applications hook
 * passes its `req` to read inside the same transaction.
 */
export async function readProgrammeChoices(
  payload: Payload,
  req?: PayloadRequest,
): Promise<ProgrammeChoices> {
  const system = { limit: 100, depth: 0, overrideAccess: true, req } as const
  const [categories, faculties, majors] = await Promise.all([
    payload.find({ collection: 'programme-categories', ...system, select: { name: true } }),
    payload.find({ collection: 'faculties', ...system, select: { name: true } }),
    payload.find({
      collection: 'programmes',
      ...system,
      limit: 300,
      where: { _status: { equals: 'published' } },
      sort: 'name',
      select: { name: true, degree: true, faculty: true, category: true },
    }),
  ])
  return {
    categories: categories.docs.map((d) => ({ id: String(d.id), name: d.name })),
    faculties: faculties.docs.map((d) => ({ id: String(d.id), name: d.name })),
    majors: majors.docs.map((d) => ({
      id: String(d.id),
      name: d.name,
      degree: d.degree,
      facultyId: idOf(d.faculty),
      categoryId: idOf(d.category),
    })),
  }
}

type StoredChoice = { category?: unknown; faculty?: unknown; major?: unknown } | null | undefined

/**
 * The server's check of a programme choice, whoever sends it (the form, REST, GraphQL, the
 * admin): field messages (paths under `programme.`) when a changed choice is not a published
 * major of its category and faculty. An empty choice (nothing picked yet) passes; the form's
 * submission check asks for it.
 */
export async function programmeChoiceProblems(
  payload: Payload,
  req: PayloadRequest,
  next: StoredChoice,
  previous: StoredChoice,
): Promise<{ path: string; message: string }[]> {
  const choice = { ...(previous ?? {}), ...(next ?? {}) }
  const ids = {
    category: relationId(choice.category),
    faculty: relationId(choice.faculty),
    major: relationId(choice.major),
  }
  const unchanged = (['category', 'faculty', 'major'] as const).every(
    (k) => String(ids[k]) === String(relationId(previous?.[k])),
  )
  if (!next || unchanged || Object.values(ids).every((id) => id === undefined)) return []
  const asText = (id: number | string | undefined) => (id === undefined ? '' : String(id))
  const problems = choiceProblems(await readProgrammeChoices(payload, req), {
    category: asText(ids.category),
    faculty: asText(ids.faculty),
    major: asText(ids.major),
  })
  return Object.entries(problems).map(([field, message]) => ({
    path: `programme.${field}`,
    message,
  }))
}
