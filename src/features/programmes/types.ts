import type { ImageData } from '@/features/shell/types'

/** Plain props of a programme page: never Payload documents. */
export type ProgrammeView = {
  id: number
  name: string
  slug: string
  faculty: string
  category: string
  degree: string
  /** The normal length of study of the degree, in years (a full-time student). */
  studyYears: number
  /** What an applicant must have finished before enrolling. */
  entryRequirement: string
  accreditation: string
  accreditationBody: string
  summary: string
  description: unknown
  image?: ImageData
  careerProspects: string[]
  curriculum: { title: string; description: string }[]
}
