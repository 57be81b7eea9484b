import type { Programme } from '@/payload-types'
import { REQUIREMENT_LABELS } from '@/features/admissions/tracks/eligibility'
import { toImage } from '@/features/shell/map'
import type { ProgrammeView } from './types'

/** Payload programmes (read at depth 1) → plain props. Pure, unit-tested. */

export const programmePath = (slug: string) => `/akademik/program-studi/${slug}`

const DEGREES: Record<Programme['degree'], string> = {
  D3: 'Diploma Tiga (D3)',
  D4: 'Sarjana Terapan (D4)',
  S1: 'Sarjana (S1)',
  S2: 'Magister (S2)',
}

/** The normal length of study of each degree (full-time), in years: 6, 8, 8 and 4 semesters. */
export const STUDY_YEARS: Record<Programme['degree'], number> = { D3: 3, D4: 4, S1: 4, S2: 2 }

/** Undergraduate programmes take school leavers (the admissions' education rule); S2 takes graduates. */
const ENTRY_REQUIREMENTS: Record<Programme['degree'], string> = {
  D3: REQUIREMENT_LABELS.education,
  D4: REQUIREMENT_LABELS.education,
  S1: REQUIREMENT_LABELS.education,
  S2: 'Lulusan S1/D4 atau sederajat',
}

const nameOf = (rel: number | { name: string } | null | undefined) =>
  rel && typeof rel === 'object' ? rel.name : ''

export function toProgrammeView(doc: Programme): ProgrammeView {
  const image = toImage(doc.image)
  return {
    id: doc.id,
    name: doc.name,
    slug: doc.slug ?? '',
    faculty: nameOf(doc.faculty),
    category: nameOf(doc.category),
    degree: DEGREES[doc.degree] ?? doc.degree,
    studyYears: STUDY_YEARS[doc.degree] ?? 4,
    entryRequirement: ENTRY_REQUIREMENTS[doc.degree] ?? REQUIREMENT_LABELS.education,
    accreditation: doc.accreditation,
    accreditationBody: doc.accreditationBody?.trim() || 'BAN-PT',
    summary: doc.summary,
    description: doc.description,
    careerProspects: (doc.careerProspects ?? []).map((c) => c.title),
    curriculum: (doc.curriculumHighlights ?? []).map((c) => ({
      title: c.title,
      description: c.description ?? '',
    })),
    ...(image ? { image } : {}),
  }
}
