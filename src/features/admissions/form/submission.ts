import { checkEligibility, type EligibilityRules } from '@/features/admissions/tracks/eligibility'
import {
  DOCUMENT_SLOTS,
  MISSING_DOCUMENT,
  type DocumentSlot,
} from '@/features/admissions/uploads/kinds'
import { guardianProblems } from './guardian'

/**
 * The steps of the multi-step form and what each must hold before the application can be
 * submitted. Shared by the form (per-step messages) and the server (final check).
 */
export const FORM_STEPS = [
  { id: 'data-diri', title: 'Data diri' },
  { id: 'pendidikan', title: 'Pendidikan dan persyaratan' },
  { id: 'program-studi', title: 'Pilihan program studi' },
  { id: 'berkas', title: 'Berkas' },
  { id: 'tinjau', title: 'Tinjau dan kirim' },
] as const

export type FormProblem = { path: string; message: string }

type Rel = number | string | { id: number | string } | null | undefined

/** The applicant's answers on steps 1 and 2 (the application's `personal` group). */
export type PersonalAnswers = {
  gender?: string | null
  birthPlace?: string | null
  birthDate?: string | null
  nik?: string | null
  religion?: string | null
  address?: string | null
  heightCm?: number | null
  education?: string | null
  schoolName?: string | null
  graduationYear?: number | null
  parentName?: string | null
  parentPhone?: string | null
  guardianConsent?: boolean | null
  colourBlind?: boolean | null
  hasSkck?: boolean | null
  healthDeclaration?: boolean | null
}

/** An application's form data, from a document (any depth) or its mapped view. */
export type ApplicationFormData = {
  personal?: PersonalAnswers | null
  programme?: { category?: Rel; faculty?: Rel; major?: Rel } | null
  documents?: Partial<Record<DocumentSlot, Rel>> | null
}

const blank = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '')

/** Everything missing or refused, in form order; an empty list means the form may be submitted. */
export function submissionProblems(
  data: ApplicationFormData,
  rules: EligibilityRules,
  requiresSkckDocument: boolean,
): FormProblem[] {
  const p = data.personal ?? {}
  const problems: FormProblem[] = []
  const need = (path: string, value: unknown, message: string) => {
    if (blank(value)) problems.push({ path, message })
  }
  need('personal.birthPlace', p.birthPlace, 'Isi tempat lahir.')
  need('personal.nik', p.nik, 'Isi NIK (16 digit).')
  if (!blank(p.nik) && !/^\d{16}$/.test(String(p.nik)))
    problems.push({ path: 'personal.nik', message: 'NIK harus 16 digit angka.' })
  need('personal.address', p.address, 'Isi alamat.')
  need('personal.schoolName', p.schoolName, 'Isi nama sekolah.')
  need('personal.graduationYear', p.graduationYear, 'Isi tahun lulus.')
  for (const e of checkEligibility(
    { ...p, birthDate: p.birthDate ?? null, heightCm: p.heightCm ?? null },
    rules,
  )) {
    problems.push({ path: `personal.${e.field}`, message: e.message })
  }
  problems.push(...guardianProblems(p, rules.referenceDate))
  need('programme.major', data.programme?.major, 'Pilih program studi.')
  for (const slot of DOCUMENT_SLOTS) {
    if (slot === 'skck' && !requiresSkckDocument) continue
    need(`documents.${slot}`, data.documents?.[slot], MISSING_DOCUMENT[slot])
  }
  return problems
}
