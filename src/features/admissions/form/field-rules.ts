/**
 * The rules of the applicant's answers that more than one place checks: the Applications
 * collection (whoever writes: the form, REST, the admin), the multi-step form's steps and the
 * track page's requirements check. Pure and without zod: the browser imports it too.
 */

export const GENDER_OPTIONS = [
  { label: 'Laki-laki', value: 'male' },
  { label: 'Perempuan', value: 'female' },
] as const
export const GENDER_VALUES = ['male', 'female'] as const

/** A yes/no question as the browser posts it; the application stores a boolean. */
export const YES = 'ya'
export const NO = 'tidak'
export const YES_NO_OPTIONS = [
  { label: 'Ya', value: YES },
  { label: 'Tidak', value: NO },
] as const
/** A stored answer as the form's value: '' while it is not answered. */
export const yesNoValue = (answer: boolean | null | undefined) =>
  answer === true ? YES : answer === false ? NO : ''

/** Height in whole centimetres: what a real applicant measures; anything else is a typing slip. */
export const HEIGHT_CM = { min: 100, max: 250 } as const
export const HEIGHT_MESSAGES = {
  required: 'Tinggi badan wajib diisi.',
  range: `Isi tinggi badan dalam sentimeter, angka bulat antara ${HEIGHT_CM.min} dan ${HEIGHT_CM.max}.`,
} as const
export const isHeightCm = (value: unknown): value is number =>
  typeof value === 'number' &&
  Number.isInteger(value) &&
  value >= HEIGHT_CM.min &&
  value <= HEIGHT_CM.max

/** A birth date is a calendar day (YYYY-MM-DD, as <input type="date"> sends it) from 1900 until today. */
export const EARLIEST_BIRTH_DATE = '1900-01-01'
export const BIRTH_DATE_MESSAGES = {
  required: 'Tanggal lahir wajib diisi.',
  format: 'Isi tanggal lahir yang benar, misalnya 1 September 2007.',
  notInCalendar: 'Tanggal lahir tidak ada di kalender.',
  notPast: 'Tanggal lahir harus di masa lalu.',
} as const
const DAY = /^\d{4}-\d{2}-\d{2}$/
export const isCalendarDay = (day: string) => {
  const time = Date.parse(`${day}T00:00:00Z`)
  return DAY.test(day) && !Number.isNaN(time) && new Date(time).toISOString().startsWith(day)
}
export const isPastBirthDay = (day: string, today = new Date()) =>
  day >= EARLIEST_BIRTH_DATE && day <= today.toISOString().slice(0, 10)

/** Why a birth day cannot be taken, or null. */
export function birthDateProblem(day: string, today = new Date()): string | null {
  if (!day.trim()) return BIRTH_DATE_MESSAGES.required
  if (!DAY.test(day)) return BIRTH_DATE_MESSAGES.format
  if (!isCalendarDay(day)) return BIRTH_DATE_MESSAGES.notInCalendar
  return isPastBirthDay(day, today) ? null : BIRTH_DATE_MESSAGES.notPast
}

/** The birth day as stored (midnight UTC) and back as the date input's value. */
export const storedBirthDate = (day: string) => `${day}T00:00:00.000Z`
export const birthDayOf = (stored: string | null | undefined) => (stored ? stored.slice(0, 10) : '')
