import type { Payload } from 'payload'

/** A seeded programme as the enrolment tests choose it on an application. */
export type ProgrammeChoice = {
  id: number
  name: string
  nimCode: string
  faculty: number
  category: number
}

/**
 * The seeded Teknik Informatika and Bisnis Digital (seed piece 'program studi'), and the NIM
 * settings the tests number with: intake 2027, pattern TTFFPPJSXXX, odd semester.
 */
export async function enrolmentSetup(
  payload: Payload,
): Promise<{ informatika: ProgrammeChoice; bisnis: ProgrammeChoice }> {
  const { docs } = await payload.find({
    collection: 'programmes',
    where: { slug: { in: ['teknik-informatika', 'bisnis-digital'] } },
    sort: 'slug',
    depth: 0,
    overrideAccess: true,
  })
  const choice = (doc: (typeof docs)[number]): ProgrammeChoice => ({
    id: doc.id,
    name: doc.name,
    nimCode: doc.nimCode!,
    faculty: doc.faculty as number,
    category: doc.category as number,
  })
  await payload.updateGlobal({
    slug: 'admissions-settings',
    data: { referenceDate: '2027-09-01', nim: { pattern: 'TTFFPPJSXXX', semester: '1' } } as never,
  })
  return { bisnis: choice(docs[0]!), informatika: choice(docs[1]!) }
}
