import type { ImageData } from '@/features/shell/types'

/** Plain props of a programme page: never Payload documents. */
export type ProgrammeView = {
  name: string
  slug: string
  faculty: string
  category: string
  degree: string
  accreditation: string
  accreditationBody: string
  summary: string
  description: unknown
  image?: ImageData
  careerProspects: string[]
  curriculum: { title: string; description: string }[]
}
