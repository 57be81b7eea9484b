import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common'
import { PASSWORD_MAX, PASSWORD_MIN } from './password-policy-limits'

export { PASSWORD_MAX, PASSWORD_MIN }

/**
 * Password rules for applicant accounts (NIST SP 800-63B, OWASP ASVS 2.1): length over
 * composition rules, at least 64 characters allowed, no truncation, and a check against lists of
 * breached/common passwords instead of "one digit and one symbol".
 */
export const PASSWORD_MESSAGES = {
  missing: 'Kata sandi wajib diisi.',
  tooShort: `Kata sandi minimal ${PASSWORD_MIN} karakter.`,
  tooLong: `Kata sandi maksimal ${PASSWORD_MAX} karakter.`,
  common:
    'Kata sandi ini termasuk kata sandi yang paling sering dipakai dan mudah ditebak. Pilih kata sandi lain.',
  weak:
    'Kata sandi terlalu mudah ditebak. Gabungkan beberapa ' +
    'kata yang tidak berhubungan atau tambahkan karakter lain.',
  containsEmail: 'Kata sandi tidak boleh memuat nama email Anda.',
} as const

// Words anyone attacking this site would try first, next to the applicant's own data.
const SITE_WORDS = [
  'utb',
  'kampus',
  'universitas',
  'teknologi',
  'bandung',
  'pendaftaran',
  'mahasiswa',
  'daftar',
]

// Built once per process: ranking the ~50 000 words of the common list takes a moment.
let checker: ZxcvbnFactory | undefined
let commonPasswords: Set<string> | undefined
const zxcvbn = () =>
  (checker ??= new ZxcvbnFactory({
    dictionary: { ...dictionary },
    graphs: adjacencyGraphs,
    useLevenshteinDistance: true,
  }))
const common = () =>
  (commonPasswords ??= new Set(dictionary['passwords-common'].map((p) => String(p).toLowerCase())))

/** The part of an email address before @, as typed in a password (lower case). */
export const emailName = (email: string | null | undefined) =>
  (email ?? '').split('@')[0]!.trim().toLowerCase()

export type PasswordContext = { email?: string | null; fullName?: string | null }

/** The first rule the password breaks, as a message for the applicant; null when it is acceptable. */
export function passwordProblem(password: unknown, context: PasswordContext = {}): string | null {
  if (typeof password !== 'string' || password.length === 0) return PASSWORD_MESSAGES.missing
  // Characters as a person counts them (an emoji is one), not UTF-16 units.
  const length = [...password].length
  if (length < PASSWORD_MIN) return PASSWORD_MESSAGES.tooShort
  if (length > PASSWORD_MAX) return PASSWORD_MESSAGES.tooLong
  const lower = password.toLowerCase()
  const name = emailName(context.email)
  if (name.length >= 3 && lower.includes(name)) return PASSWORD_MESSAGES.containsEmail
  if (common().has(lower)) return PASSWORD_MESSAGES.common
  const userInputs = [
    name,
    ...(context.fullName ?? '').toLowerCase().split(/\s+/),
    ...SITE_WORDS,
  ].filter((w) => w.length >= 3)
  if (zxcvbn().check(password, userInputs).score < 2) return PASSWORD_MESSAGES.weak
  return null
}
