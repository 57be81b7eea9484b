import type { Programme } from '@/payload-types'
import { toImage } from '@/features/shell/map'
import type { ProgrammeView } from './types'

/** Payload programmes (read at depth 1) → plain props. Pure, unit-tested. */

const DEGREES: Record<Programme['degree'], string> = {
  D3: 'Diploma Tiga (D3)',
  D4: 'Sarjana Terapan (D4)',
  S1: 'Sarjana (S1)',
  S2: 'Magister (S2)',
}

const nameOf = (rel: number | { name: string } | null | undefined) =>
  rel && typeof rel === 'object' ? rel.name : ''

export function toProgrammeView(doc: Programme): ProgrammeView {
  const image = toImage(doc.image)
  return {
    name: doc.name,
    slug: doc.slug ?? '',
    faculty: nameOf(doc.faculty),
    category: nameOf(doc.category),
    degree: DEGREES[doc.degree] ?? doc.degree,
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
