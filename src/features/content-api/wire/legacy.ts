import * as z from 'zod'

/**
 * old/collegeprogramcategory, old/faculty, old/major/{faculty}: the lists the applicant form uses.
 */
export const programmeCategoryItem = z
  .object({ id: z.number().int(), name: z.string().meta({ example: 'Program Sarjana' }) })
  .meta({ id: 'LegacyProgrammeCategory' })

export const facultyItem = z
  .object({ id: z.number().int(), name: z.string().meta({ example: 'Fakultas Teknik' }) })
  .meta({ id: 'LegacyFaculty' })

export const majorItem = z
  .object({
    id: z.number().int(),
    name: z.string().meta({ example: 'Teknik Informatika' }),
    degree: z.string().meta({ description: 'Jenjang, mis. S1 atau D3.', example: 'S1' }),
    faculty_id: z.number().int(),
    category_id: z.number().int(),
  })
  .meta({ id: 'LegacyMajor' })
