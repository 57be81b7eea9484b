import type { ProgrammeChoices } from '@/features/admissions/form/programme-choice'

/**
 * The legacy programme calls (old/collegeprogramcategory, old/faculty, old/major/{faculty}): the
 * lists the applicant form uses, in the shape clients of the original backend read at
 * `data.data.data_component`.
 */
export const categoryList = (c: ProgrammeChoices) =>
  c.categories.map((x) => ({ id: Number(x.id), name: x.name }))
export const facultyList = (c: ProgrammeChoices) =>
  c.faculties.map((x) => ({ id: Number(x.id), name: x.name }))

/** Majors of one faculty, named by id or by (part of) its name, e.g. `Teknik`. */
export function majorList(c: ProgrammeChoices, faculty: string) {
  const wanted = faculty.trim().toLowerCase()
  const ids = new Set(
    c.faculties
      .filter((f) => f.id === wanted || f.name.toLowerCase().includes(wanted))
      .map((f) => f.id),
  )
  return c.majors
    .filter((m) => wanted !== '' && ids.has(m.facultyId))
    .map((m) => ({
      id: Number(m.id),
      name: m.name,
      degree: m.degree,
      faculty_id: Number(m.facultyId),
      category_id: Number(m.categoryId),
    }))
}
