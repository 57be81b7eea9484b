import { formatDate } from '@/lib/format'
import { EDUCATION_OPTIONS } from '@/features/admissions/tracks/eligibility'
import { FORM_STEPS, type ApplicationFormData } from './submission'
import { DOCUMENT_SLOTS, type DocumentSlot } from '@/features/admissions/uploads/kinds'
import { GENDER_OPTIONS, YES_NO_OPTIONS, yesNoValue } from './field-rules'
import { FIELD_LABELS, type StepNumber } from './fields'

/**
 * The read-out of an application for the review step and the read-only view after submission.
 * Pure: the names of the programme choice come from the published lists.
 */
export type SummaryRow = { label: string; value: string; field: string }
export type SummarySection = { step: StepNumber; title: string; rows: SummaryRow[] }

const EMPTY = 'Belum diisi'
const yesNo = (v: boolean | null | undefined) =>
  YES_NO_OPTIONS.find((o) => o.value === yesNoValue(v))?.label ?? EMPTY
const show = (v: unknown) =>
  v === null || v === undefined || String(v).trim() === '' ? EMPTY : String(v)
const has = (rel: unknown) => rel !== null && rel !== undefined && rel !== ''

export function summarySections(
  app: ApplicationFormData,
  programme: { category: string; faculty: string; major: string },
  requiresSkckDocument: boolean,
): SummarySection[] {
  const p = app.personal ?? {}
  const d = app.documents ?? {}
  const row = (
    field: keyof typeof FIELD_LABELS,
    value: string,
    label: string = FIELD_LABELS[field],
  ) => ({ field, label, value })
  const file = (field: DocumentSlot, value: unknown) =>
    row(field, has(value) ? 'Sudah diunggah' : 'Belum diunggah')
  return [
    {
      step: 1,
      title: FORM_STEPS[0].title,
      rows: [
        row('gender', GENDER_OPTIONS.find((g) => g.value === p.gender)?.label ?? EMPTY),
        row('birthPlace', show(p.birthPlace)),
        row('birthDate', p.birthDate ? formatDate(p.birthDate) : EMPTY),
        row('nik', show(p.nik)),
        row('religion', show(p.religion)),
        row(
          'heightCm',
          typeof p.heightCm === 'number' ? `${p.heightCm} cm` : EMPTY,
          'Tinggi badan',
        ),
        row('address', show(p.address)),
      ],
    },
    {
      step: 2,
      title: FORM_STEPS[1].title,
      rows: [
        row('education', EDUCATION_OPTIONS.find((e) => e.value === p.education)?.label ?? EMPTY),
        row('schoolName', show(p.schoolName)),
        row('graduationYear', show(p.graduationYear)),
        row('parentName', show(p.parentName)),
        row('parentPhone', show(p.parentPhone)),
        row('guardianConsent', yesNo(p.guardianConsent), 'Persetujuan orang tua/wali'),
        row('colourBlind', yesNo(p.colourBlind), 'Buta warna'),
        row('hasSkck', yesNo(p.hasSkck), 'Memiliki SKCK'),
        row('healthDeclaration', yesNo(p.healthDeclaration), 'Sehat jasmani dan rohani'),
      ],
    },
    {
      step: 3,
      title: FORM_STEPS[2].title,
      rows: [
        row('category', show(programme.category)),
        row('faculty', show(programme.faculty)),
        row('major', show(programme.major)),
      ],
    },
    {
      step: 4,
      title: FORM_STEPS[3].title,
      rows: DOCUMENT_SLOTS.filter(
        (slot) => slot !== 'skck' || requiresSkckDocument || has(d.skck),
      ).map((slot) => file(slot, d[slot])),
    },
  ]
}
