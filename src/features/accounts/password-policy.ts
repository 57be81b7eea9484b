import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common'
import { PASSWORD_MAX, PASSWORD_MIN } from './password-policy-limits'

export { PASSWORD_MAX, PASSWORD_MIN }

/** What must be left of a password once the person's and the site's words, digits and symbols are out. */
export const MIN_OWN_LETTERS = 4
// zxcvbn's score 2, "somewhat guessable": about 10^6 guesses for an attacker who knows the words.
const MIN_SCORE = 2

/**
 * Password rules for staff and applicant accounts (NIST SP 800-63B, OWASP ASVS 2.1): length over
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
  ownWords:
    'Kata sandi terlalu bertumpu pada nama Anda, email Anda, atau nama kampus: tanpa kata-kata ' +
    `itu, angka, dan tanda baca, harus tersisa minimal ${MIN_OWN_LETTERS} huruf lain. ` +
    'Tambahkan kata lain yang tidak berhubungan.',
} as const

/** Words anyone attacking this site would try first, next to the person's own name and email. */
const SITE_WORDS = [
  'utb',
  'kampus',
  'universitas',
  'teknologi',
  'bandung',
  'pendaftaran',
  'mahasiswa',
  'daftar',
  'pmb',
  'kuliah',
]

const LETTERS = /\p{L}+/gu
const NOT_LETTERS = /[^\p{L}]+/gu
// Digits and symbols people put for letters: "Bud1 S4nt0so" is still the name.
const LEET: Record<string, string> = {
  0: 'o',
  1: 'i',
  3: 'e',
  4: 'a',
  5: 's',
  7: 't',
  '@': 'a',
  $: 's',
}

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
  if (zxcvbn().check(password, userInputs).score < MIN_SCORE) return PASSWORD_MESSAGES.weak
  if (leansOnOwnWords(password, context)) return PASSWORD_MESSAGES.ownWords
  return null
}

/** Lower case without accents, so "Désy" and "desy" are one word. */
const plainLower = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()

/** The person's name parts, the email's name and its pieces, and the site's words, longest first. */
function ownWords({ email, fullName }: PasswordContext): string[] {
  const name = plainLower(emailName(email))
  const words = [
    name,
    ...(name.match(LETTERS) ?? []),
    ...(plainLower(fullName ?? '').match(LETTERS) ?? []),
    ...SITE_WORDS,
  ]
  return [...new Set(words.filter((w) => w.length >= 3))].sort((a, b) => b.length - a.length)
}

/**
 * zxcvbn counts a password made of the person's name or the site's words, plus digits, as strong
 * enough when the words only go in as hints ("utbbandung2026" scored 2). So when a password holds
 * any of them, they are taken out, with digits, separators and symbols (once as typed, once with
 * look-alike digits read as letters), and at least MIN_OWN_LETTERS letters must be left. zxcvbn
 * is no judge of that rest alone: it reads one Indonesian word as a typo of an English one
 * ("sekali" scores 0), so the rest is counted.
 */
function leansOnOwnWords(password: string, context: PasswordContext): boolean {
  const words = ownWords(context)
  const typed = plainLower(password)
  const spelled = [...typed].map((c) => LEET[c] ?? c).join('')
  return [typed, spelled].some((text) => {
    let rest = text
    for (const word of words) rest = rest.split(word).join(' ')
    if (rest === text) return false
    return [...rest.replace(NOT_LETTERS, '')].length < MIN_OWN_LETTERS
  })
}
