import { z } from 'zod'
import { RELIGIONS } from '@/features/admissions/form/fields'
import { birthDateProblem, storedBirthDate } from '@/features/admissions/form/field-rules'
import { valuesOf } from '@/lib/vocabulary'
import {
  FINANCING_LABELS,
  INCOME_LABELS,
  OCCUPATION_LABELS,
  PARENT_EDUCATION_LABELS,
  SPECIAL_NEEDS_LABELS,
} from './vocabulary'

/*
 * What the re-registration form posts, checked field by field (pure). Empty answers are allowed
 * (the applicant saves as they go); a filled one must be well-formed, with a message that says how.
 */

const trimmed = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, { error: message })
    .transform((v) => v || undefined)
const pattern = (re: RegExp, message: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || re.test(v), { error: message })
    .transform((v) => v || undefined)
const choice = <V extends string>(labels: Record<V, string>, message: string) =>
  z
    .union([z.literal(''), z.enum(valuesOf(labels))], { error: message })
    .transform((v) => (v === '' ? undefined : v))

export const REREGISTRATION_FIELD_MESSAGES = {
  nik: 'NIK terdiri dari 16 angka sesuai KTP/KK.',
  nisn: 'NISN terdiri dari 10 angka.',
  postalCode: 'Kode pos terdiri dari 5 angka.',
  regionCode: 'Kode wilayah berupa 6–8 angka.',
  religion: 'Pilih agama dari daftar.',
  choice: 'Pilih salah satu pilihan yang tersedia.',
  tooLong: 'Isian terlalu panjang.',
  instalments: 'Jumlah cicilan tidak valid.',
} as const
const M = REREGISTRATION_FIELD_MESSAGES

export const reregistrationInput = z.object({
  nik: pattern(/^\d{16}$/, M.nik),
  nisn: pattern(/^\d{10}$/, M.nisn),
  birthPlace: trimmed(100, M.tooLong),
  birthDate: z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const problem = value === '' ? null : birthDateProblem(value)
      if (problem) ctx.addIssue({ code: 'custom', message: problem })
    })
    .transform((v) => (v ? storedBirthDate(v) : undefined)),
  religion: z
    .union([z.literal(''), z.enum(RELIGIONS)], { error: M.religion })
    .transform((v) => (v === '' ? undefined : v)),
  motherName: trimmed(100, M.tooLong),
  address: trimmed(500, M.tooLong),
  village: trimmed(100, M.tooLong),
  district: trimmed(100, M.tooLong),
  city: trimmed(100, M.tooLong),
  postalCode: pattern(/^\d{5}$/, M.postalCode),
  fatherName: trimmed(100, M.tooLong),
  fatherEducation: choice(PARENT_EDUCATION_LABELS, M.choice),
  fatherOccupation: choice(OCCUPATION_LABELS, M.choice),
  fatherIncome: choice(INCOME_LABELS, M.choice),
  motherEducation: choice(PARENT_EDUCATION_LABELS, M.choice),
  motherOccupation: choice(OCCUPATION_LABELS, M.choice),
  motherIncome: choice(INCOME_LABELS, M.choice),
  specialNeeds: choice(SPECIAL_NEEDS_LABELS, M.choice),
  financing: choice(FINANCING_LABELS, M.choice),
  instalmentCount: z.coerce.number({ error: M.instalments }).int({ error: M.instalments }).min(1),
  statement: z.boolean(),
})
export type ReregistrationInput = z.infer<typeof reregistrationInput>

/** The form's fields as posted, every one a string (a missing field is an empty answer). */
export const REREGISTRATION_FORM_FIELDS = Object.keys(reregistrationInput.shape).filter(
  (name) => name !== 'statement',
) as Exclude<keyof ReregistrationInput, 'statement'>[]

/** The stored `data` group of an input. */
export const dataOf = (input: ReregistrationInput) => ({
  nik: input.nik,
  nisn: input.nisn,
  birthPlace: input.birthPlace,
  birthDate: input.birthDate,
  religion: input.religion,
  motherName: input.motherName,
  address: input.address,
  village: input.village,
  district: input.district,
  city: input.city,
  postalCode: input.postalCode,
  father: {
    name: input.fatherName,
    education: input.fatherEducation,
    occupation: input.fatherOccupation,
    income: input.fatherIncome,
  },
  mother: {
    education: input.motherEducation,
    occupation: input.motherOccupation,
    income: input.motherIncome,
  },
  specialNeeds: input.specialNeeds,
  financing: input.financing,
})
