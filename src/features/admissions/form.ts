import { checkEligibility, type EligibilityRules } from './eligibility'

/**
 * The steps of the multi-step form (§4) and what each must hold before the application can be
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
export type ApplicationFormData = {
  personal?: {
    gender?: string | null
    birthPlace?: string | null
    birthDate?: string | null
    nik?: string | null
    address?: string | null
    heightCm?: number | null
    education?: string | null
    schoolName?: string | null
    graduationYear?: number | null
    parentName?: string | null
    parentPhone?: string | null
    colourBlind?: boolean | null
    hasSkck?: boolean | null
    healthDeclaration?: boolean | null
  } | null
  programme?: { category?: Rel; faculty?: Rel; major?: Rel } | null
  documents?: { photo?: Rel; idCard?: Rel; diploma?: Rel; skck?: Rel } | null
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
  need('programme.major', data.programme?.major, 'Pilih program studi.')
  need('documents.photo', data.documents?.photo, 'Unggah pas foto.')
  need('documents.idCard', data.documents?.idCard, 'Unggah KTP atau Kartu Keluarga.')
  need('documents.diploma', data.documents?.diploma, 'Unggah ijazah atau surat keterangan lulus.')
  if (requiresSkckDocument) need('documents.skck', data.documents?.skck, 'Unggah SKCK.')
  return problems
}
