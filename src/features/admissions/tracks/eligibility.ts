import { valuesOf } from '@/lib/vocabulary'

/**
 * The applicant requirements of the tracks (age, height, education, …). Which rules apply to
 * which track is configured in the admissions settings; the checks themselves are pure so the
 * form, the server and the tests share them.
 */
export const REQUIREMENT_LABELS = {
  gender: 'Laki-laki atau perempuan',
  age: 'Usia sesuai batas pada tanggal acuan',
  education: 'Lulusan SMA/SMK/sederajat',
  height: 'Tinggi badan minimal',
  colourBlind: 'Tidak buta warna',
  skck: 'Berkelakuan baik (SKCK dari kepolisian)',
  health: 'Sehat jasmani dan rohani',
}
export type Requirement = keyof typeof REQUIREMENT_LABELS
export const REQUIREMENTS = valuesOf(REQUIREMENT_LABELS)

export const EDUCATION_OPTIONS = [
  { label: 'SMA', value: 'sma' },
  { label: 'SMK', value: 'smk' },
  { label: 'MA', value: 'ma' },
  { label: 'Paket C / sederajat', value: 'paket_c' },
  { label: 'Lainnya', value: 'lainnya' },
] as const
const ACCEPTED_EDUCATION = new Set(['sma', 'smk', 'ma', 'paket_c'])

export type EligibilityRules = {
  requirements: readonly Requirement[]
  /** ISO date on which the age is counted (e.g. the first day of the academic year). */
  referenceDate: string
  minAge: number
  maxAge: number
  minHeightCm: number
}

export type EligibilityInput = {
  gender?: string | null
  birthDate?: string | null
  education?: string | null
  heightCm?: number | null
  colourBlind?: boolean | null
  hasSkck?: boolean | null
  healthDeclaration?: boolean | null
}

/** The answer of the application each requirement is checked against. */
export const REQUIREMENT_FIELDS: Record<Requirement, keyof EligibilityInput> = {
  gender: 'gender',
  age: 'birthDate',
  education: 'education',
  height: 'heightCm',
  colourBlind: 'colourBlind',
  skck: 'hasSkck',
  health: 'healthDeclaration',
}

export type EligibilityProblem = {
  field: keyof EligibilityInput
  requirement: Requirement
  message: string
}

/** Full years between two calendar dates (a birthday on the reference date counts). */
export function ageOn(birthDate: string, referenceDate: string): number {
  const [by = 0, bm = 0, bd = 0] = birthDate.slice(0, 10).split('-').map(Number)
  const [ry = 0, rm = 0, rd = 0] = referenceDate.slice(0, 10).split('-').map(Number)
  let age = ry - by
  if (rm < bm || (rm === bm && rd < bd)) age -= 1
  return age
}

const formatDate = (iso: string) =>
  new Intl.DateTimeFormat('id-ID', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(iso.slice(0, 10)))

export function checkEligibility(
  input: EligibilityInput,
  rules: EligibilityRules,
): EligibilityProblem[] {
  const problems: EligibilityProblem[] = []
  const applies = (r: Requirement) => rules.requirements.includes(r)
  if (applies('gender') && input.gender !== 'male' && input.gender !== 'female') {
    problems.push({
      field: 'gender',
      requirement: 'gender',
      message: 'Pilih jenis kelamin: laki-laki atau perempuan.',
    })
  }
  if (applies('age')) {
    if (!input.birthDate || !/^\d{4}-\d{2}-\d{2}/.test(input.birthDate)) {
      problems.push({ field: 'birthDate', requirement: 'age', message: 'Isi tanggal lahir.' })
    } else {
      const age = ageOn(input.birthDate, rules.referenceDate)
      if (age < rules.minAge || age > rules.maxAge) {
        problems.push({
          field: 'birthDate',
          requirement: 'age',
          message:
            `Usia Anda ${age} tahun pada ${formatDate(rules.referenceDate)}` +
            `. Syarat usia jalur ini ${rules.minAge}–${rules.maxAge} tahun.`,
        })
      }
    }
  }
  if (applies('education') && !ACCEPTED_EDUCATION.has(input.education ?? '')) {
    problems.push({
      field: 'education',
      requirement: 'education',
      message: 'Jalur ini mensyaratkan lulusan SMA, SMK, MA atau sederajat.',
    })
  }
  if (applies('height')) {
    if (typeof input.heightCm !== 'number' || !Number.isFinite(input.heightCm)) {
      problems.push({
        field: 'heightCm',
        requirement: 'height',
        message: 'Isi tinggi badan dalam sentimeter.',
      })
    } else if (input.heightCm < rules.minHeightCm) {
      problems.push({
        field: 'heightCm',
        requirement: 'height',
        message: `Tinggi badan minimal ${rules.minHeightCm} cm.`,
      })
    }
  }
  if (applies('colourBlind') && input.colourBlind !== false) {
    problems.push({
      field: 'colourBlind',
      requirement: 'colourBlind',
      message: 'Jalur ini mensyaratkan tidak buta warna.',
    })
  }
  if (applies('skck') && input.hasSkck !== true) {
    problems.push({
      field: 'hasSkck',
      requirement: 'skck',
      message: 'Jalur ini mensyaratkan Surat Keterangan Catatan Kepolisian (SKCK).',
    })
  }
  if (applies('health') && input.healthDeclaration !== true) {
    problems.push({
      field: 'healthDeclaration',
      requirement: 'health',
      message: 'Nyatakan bahwa Anda sehat jasmani dan rohani.',
    })
  }
  return problems
}
