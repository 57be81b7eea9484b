import { EDUCATION_OPTIONS } from '@/features/admissions/tracks/eligibility'
import { slotLabel } from '@/features/admissions/uploads/kinds'
import { FORM_STEPS } from './submission'

/**
 * What the multi-step form shows: the fields of each step, their labels and element ids,
 * and the step numbering. No zod here: the browser imports this file.
 */
export const STEP_COUNT = FORM_STEPS.length
/** Steps are numbered 1–5 in the URL (?langkah=2); the application stores the 0-based index. */
export type StepNumber = 1 | 2 | 3 | 4 | 5

export const RELIGIONS = [
  'Islam',
  'Kristen Protestan',
  'Katolik',
  'Hindu',
  'Buddha',
  'Khonghucu',
  'Kepercayaan terhadap Tuhan YME',
] as const

export const EDUCATION_VALUES = EDUCATION_OPTIONS.map((o) => o.value) as [
  (typeof EDUCATION_OPTIONS)[number]['value'],
  ...(typeof EDUCATION_OPTIONS)[number]['value'][],
]

export const STEP_FIELDS = {
  1: ['gender', 'birthPlace', 'birthDate', 'nik', 'religion', 'address', 'heightCm'],
  2: [
    'education',
    'schoolName',
    'graduationYear',
    'parentName',
    'parentPhone',
    'guardianConsent',
    'colourBlind',
    'hasSkck',
    'healthDeclaration',
  ],
  3: ['category', 'faculty', 'major'],
  4: ['photo', 'idCard', 'diploma', 'skck'],
} as const
export type FieldName = (typeof STEP_FIELDS)[keyof typeof STEP_FIELDS][number]

export const FIELD_LABELS: Record<FieldName, string> = {
  gender: 'Jenis kelamin',
  birthPlace: 'Tempat lahir',
  birthDate: 'Tanggal lahir',
  nik: 'NIK',
  religion: 'Agama',
  address: 'Alamat',
  heightCm: 'Tinggi badan (cm)',
  education: 'Pendidikan terakhir',
  schoolName: 'Nama sekolah',
  graduationYear: 'Tahun lulus',
  parentName: 'Nama orang tua/wali',
  parentPhone: 'Nomor HP orang tua/wali',
  guardianConsent: 'Apakah orang tua/wali Anda menyetujui pemrosesan data pribadi Anda?',
  colourBlind: 'Apakah Anda buta warna?',
  hasSkck: 'Apakah Anda memiliki SKCK (Surat Keterangan Catatan Kepolisian)?',
  healthDeclaration: 'Apakah Anda sehat jasmani dan rohani?',
  category: 'Kategori program',
  faculty: 'Fakultas',
  major: 'Program studi',
  photo: slotLabel('photo'),
  idCard: slotLabel('idCard'),
  diploma: slotLabel('diploma'),
  skck: slotLabel('skck'),
}

/** The step that holds a field, from a field name or a document path ("personal.nik"). */
export function stepOfField(pathOrName: string): StepNumber {
  const name = pathOrName.split('.').pop() ?? ''
  for (const step of [1, 2, 3, 4] as const) {
    if ((STEP_FIELDS[step] as readonly string[]).includes(name)) return step
  }
  return 5
}

/** The element id of a field, for labels, error links and the review's "Ubah" links. */
export const fieldId = (name: string) => `isian-${name}`

/** A step number from the URL, or null when it is missing or not a step. */
export function parseStepParam(value: unknown): StepNumber | null {
  const raw = Array.isArray(value) ? value[0] : value
  if (typeof raw !== 'string' || !/^[1-5]$/.test(raw)) return null
  return Number(raw) as StepNumber
}

/** Where the applicant resumes: the stored 0-based index, kept inside the steps. */
export const resumeStep = (currentStep: number | null | undefined): StepNumber =>
  Math.min(STEP_COUNT, Math.max(1, Math.trunc(Number(currentStep) || 0) + 1)) as StepNumber

export type FormValues = Record<string, string>
export type FieldErrors = Partial<Record<string, string>>

export const FORM_PATH = '/multi-step-form'
/** The address of a step, and of a field on it (the review's "Ubah" and problem links). */
export const stepHref = (step: StepNumber, field?: string) =>
  `${FORM_PATH}?langkah=${step}${field ? `#${fieldId(field)}` : ''}`
/** A problem's link: to the field on steps 1–3; the uploads of step 4 carry their own ids. */
export const problemHref = (step: StepNumber, field: string) =>
  stepHref(step, step <= 3 ? field : undefined)

/** What a step's server action answers when it does not move the applicant on. */
export type StepState =
  | { status: 'idle' }
  | { status: 'invalid'; message: string; values: FormValues; errors: FieldErrors; back: boolean }
  | { status: 'refused'; message: string; values: FormValues }
  | { status: 'ineligible'; values: FormValues; refusals: FieldErrors; next: StepNumber }

export type SubmitProblem = { field: string; step: StepNumber; message: string }
export type SubmitState =
  { status: 'idle' } | { status: 'refused'; message: string; problems: SubmitProblem[] }
