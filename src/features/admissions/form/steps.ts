import { z } from 'zod'
import type { Application } from '@/payload-types'
import type { EligibilityProblem } from '@/features/admissions/tracks/eligibility'
import {
  BIRTH_DATE_MESSAGES,
  birthDateProblem,
  birthDayOf,
  GENDER_VALUES,
  HEIGHT_CM,
  HEIGHT_MESSAGES,
  NO,
  storedBirthDate,
  YES,
  yesNoValue,
} from './field-rules'
import type { ApplicationFormData } from './submission'
import {
  EDUCATION_VALUES,
  RELIGIONS,
  stepOfField,
  type FieldErrors,
  type FormValues,
  type StepNumber,
} from './fields'
import { relationId } from '@/lib/relation'

/**
 * The zod schemas of the multi-step form's steps with Indonesian messages, and the mapping
 * between form values (strings, as a browser posts them) and the application document. Pure,
 * server side: the browser gets the messages from the server's answer, never zod itself.
 */

const required = (label: string) =>
  z
    .string({ error: `${label} wajib diisi.` })
    .trim()
    .min(1, { error: `${label} wajib diisi.` })
const yesNo = (message: string) => z.enum([YES, NO], { error: message }).transform((v) => v === YES)
const wholeNumber = (message: string, min: number, max: number, range: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .regex(/^\d+$/, { error: range })
    .transform(Number)
    .refine((n) => n >= min && n <= max, { error: range })

/**
 * The questions the track page's requirements check asks too: the same schema there and in
 * the form, so an answer is taken or refused with the same message in both places.
 */
export const answerSchemas = (today = new Date()) => ({
  gender: z.enum(GENDER_VALUES, { error: 'Pilih jenis kelamin.' }),
  birthDate: z
    .string({ error: BIRTH_DATE_MESSAGES.required })
    .trim()
    .superRefine((day, ctx) => {
      const problem = birthDateProblem(day, today)
      if (problem) ctx.addIssue({ code: 'custom', message: problem })
    }),
  heightCm: wholeNumber(
    HEIGHT_MESSAGES.required,
    HEIGHT_CM.min,
    HEIGHT_CM.max,
    HEIGHT_MESSAGES.range,
  ),
  education: z.enum(EDUCATION_VALUES, { error: 'Pilih pendidikan terakhir.' }),
  colourBlind: yesNo('Jawab apakah Anda buta warna: ya atau tidak.'),
  hasSkck: yesNo('Jawab apakah Anda memiliki SKCK: ya atau tidak.'),
  healthDeclaration: yesNo('Jawab apakah Anda sehat jasmani dan rohani: ya atau tidak.'),
})

export const personalStep = (today = new Date()) => {
  const answers = answerSchemas(today)
  return z.object({
    gender: answers.gender,
    birthPlace: required('Tempat lahir').max(100, { error: 'Tempat lahir maksimal 100 karakter.' }),
    birthDate: answers.birthDate,
    nik: z
      .string({ error: 'NIK wajib diisi.' })
      .transform((v) => v.replace(/\s+/g, ''))
      .pipe(
        z
          .string()
          .min(1, { error: 'NIK wajib diisi.' })
          .regex(/^\d{16}$/, {
            error: 'NIK harus 16 digit angka, sesuai KTP atau Kartu Keluarga.',
          }),
      ),
    religion: z.enum(RELIGIONS, { error: 'Pilih agama.' }),
    address: required('Alamat').max(500, { error: 'Alamat maksimal 500 karakter.' }),
    heightCm: answers.heightCm,
  })
}

export const educationStep = (today = new Date()) => {
  const answers = answerSchemas(today)
  return z.object({
    education: answers.education,
    schoolName: required('Nama sekolah').max(150, { error: 'Nama sekolah maksimal 150 karakter.' }),
    graduationYear: wholeNumber(
      'Tahun lulus wajib diisi.',
      1980,
      today.getUTCFullYear() + 1,
      `Isi tahun lulus antara 1980 dan ${today.getUTCFullYear() + 1}.`,
    ),
    parentName: required('Nama orang tua/wali').max(100, {
      error: 'Nama orang tua/wali maksimal 100 karakter.',
    }),
    parentPhone: required('Nomor HP orang tua/wali')
      .regex(/^\+?[\d\s-]+$/, {
        error: 'Nomor HP hanya boleh berisi angka, spasi, tanda + atau -.',
      })
      .refine(
        (v) => {
          const digits = v.replace(/\D/g, '').length
          return digits >= 9 && digits <= 15
        },
        { error: 'Nomor HP harus terdiri dari 9–15 angka, misalnya 0812 3456 7890.' },
      ),
    // Required only of applicants under 18 (UU PDP pasal 25): checked when the form is submitted.
    guardianConsent: z
      .enum([YES, NO, ''], { error: 'Jawab apakah orang tua/wali menyetujui: ya atau tidak.' })
      .optional()
      .transform((v) => (v === YES ? true : v === NO ? false : null)),
    colourBlind: answers.colourBlind,
    hasSkck: answers.hasSkck,
    healthDeclaration: answers.healthDeclaration,
  })
}

const id = (message: string) =>
  z.string({ error: message }).trim().regex(/^\d+$/, { error: message }).transform(Number)
export const programmeStep = z.object({
  category: id('Pilih kategori program.'),
  faculty: id('Pilih fakultas.'),
  major: id('Pilih program studi.'),
})

export type StepData = Pick<Application, 'personal' | 'programme'>
export type ParsedStep = { ok: true; data: Partial<StepData> } | { ok: false; errors: FieldErrors }

/** The first message of each field; zod's issue paths are the field names. */
function errorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '')
    if (field && !errors[field]) errors[field] = issue.message
  }
  return errors
}

/** Parse the posted values of a step into the part of the application it holds. */
export function parseStep(step: StepNumber, values: FormValues, today = new Date()): ParsedStep {
  if (step === 1) {
    const r = personalStep(today).safeParse(values)
    if (!r.success) return { ok: false, errors: errorsOf(r.error) }
    return {
      ok: true,
      data: { personal: { ...r.data, birthDate: storedBirthDate(r.data.birthDate) } },
    }
  }
  if (step === 2) {
    const r = educationStep(today).safeParse(values)
    if (!r.success) return { ok: false, errors: errorsOf(r.error) }
    return { ok: true, data: { personal: r.data as StepData['personal'] } }
  }
  if (step === 3) {
    const r = programmeStep.safeParse(values)
    if (!r.success) return { ok: false, errors: errorsOf(r.error) }
    return { ok: true, data: { programme: r.data } }
  }
  // Documents are uploaded one by one on their own; the review has nothing to save.
  return { ok: true, data: {} }
}

const idOf = (rel: unknown): string => String(relationId(rel) ?? '')
const text = (v: unknown) => (v === null || v === undefined ? '' : String(v))

/** The saved application as the strings the form fields show. */
export function valuesFromApplication(app: ApplicationFormData): FormValues {
  const p = app.personal ?? {}
  return {
    gender: text(p.gender),
    birthPlace: text(p.birthPlace),
    birthDate: birthDayOf(p.birthDate),
    nik: text(p.nik),
    religion: text(p.religion),
    address: text(p.address),
    heightCm: text(p.heightCm),
    education: text(p.education),
    schoolName: text(p.schoolName),
    graduationYear: text(p.graduationYear),
    parentName: text(p.parentName),
    parentPhone: text(p.parentPhone),
    guardianConsent: yesNoValue(p.guardianConsent),
    colourBlind: yesNoValue(p.colourBlind),
    hasSkck: yesNoValue(p.hasSkck),
    healthDeclaration: yesNoValue(p.healthDeclaration),
    category: idOf(app.programme?.category),
    faculty: idOf(app.programme?.faculty),
    major: idOf(app.programme?.major),
  }
}

/** The posted text fields of a form (files and the form's own controls left out). */
export function formValues(formData: FormData): FormValues {
  const values: FormValues = {}
  for (const [key, value] of formData.entries()) {
    if (typeof value === 'string' && !key.startsWith('$ACTION') && !key.startsWith('_'))
      values[key] = value
  }
  return values
}

/**
 * Eligibility refusals (the track's requirements) of one step's fields, keyed by field, leaving out fields the
 * applicant has not answered yet: an empty form shows no refusal, only a missing-field check.
 */
export function stepRefusals(
  step: StepNumber,
  problems: EligibilityProblem[],
  values: FormValues,
): FieldErrors {
  const refusals: FieldErrors = {}
  for (const p of problems) {
    if (stepOfField(p.field) === step && values[p.field] && !refusals[p.field])
      refusals[p.field] = p.message
  }
  return refusals
}
