import { describe, expect, it, vi } from 'vitest'
import {
  MIN_OWN_LETTERS,
  PASSWORD_MESSAGES,
  emailName,
  passwordProblem,
} from '@/features/accounts/password-policy'
import { normaliseMobileNumber } from '@/features/admissions/auth/phone'
import { parseForm, registerSchema } from '@/features/admissions/auth/schemas'

vi.mock('server-only', () => ({}))
const { safeReturnPath } = await import('@/features/admissions/auth/session')

const ayu = () => ({ email: 'ayu.lestari@contoh.id', fullName: 'Ayu Lestari' })

describe('applicant password policy', () => {
  const ayu = { email: 'ayu.lestari@contoh.id', fullName: 'Ayu Lestari' }

  it('refuses passwords shorter than 8 characters, counting characters as people do', () => {
    expect(passwordProblem('Xk9#q2!', ayu)).toBe(PASSWORD_MESSAGES.tooShort)
    // Seven emoji are seven characters even though they are fourteen UTF-16 units.
    expect(passwordProblem('🦊🐢🦉🐙🦋🐝🐞', ayu)).toBe(PASSWORD_MESSAGES.tooShort)
  })

  it('accepts 64 characters and up to 128, refuses more', () => {
    const phrase = 'kuda laut biru menari di atas pelangi sambil makan tempe goreng!!'
    expect([...phrase.slice(0, 64)].length).toBe(64)
    expect(passwordProblem(phrase.slice(0, 64), ayu)).toBeNull()
    const long = 'Langit-Senja-Merah-Kopi-Tubruk-7 '.repeat(4).slice(0, 128)
    expect(passwordProblem(long, ayu)).toBeNull()
    expect(passwordProblem(`${long}x`, ayu)).toBe(PASSWORD_MESSAGES.tooLong)
  })

  it.each(['password', 'Password1', '12345678', 'qwertyuiop', 'iloveyou', 'indonesia'])(
    'refuses the common password %j',
    (password) => {
      expect(passwordProblem(password, ayu)).toBe(PASSWORD_MESSAGES.common)
    },
  )

  it.each(['bandung123', 'jakarta123', 'aaaaaaaaaaaa', 'abcd1234abcd'])(
    'refuses the easily guessed %j',
    (password) => {
      expect(passwordProblem(password, ayu)).toBe(PASSWORD_MESSAGES.weak)
    },
  )

  it('refuses a password containing the name part of the email, in any case', () => {
    expect(passwordProblem('AYU.LESTARI-2026!', ayu)).toBe(PASSWORD_MESSAGES.containsEmail)
    expect(emailName('Ayu.Lestari@Contoh.id')).toBe('ayu.lestari')
  })

  it('accepts a passphrase and mixed passwords that are not common', () => {
    expect(passwordProblem('kuda-laut-biru-7', ayu)).toBeNull()
    expect(passwordProblem('correct horse battery staple', ayu)).toBeNull()
    expect(passwordProblem('Kata-Sandi-Uji-2026', ayu)).toBeNull()
  })

  it('asks for a password when there is none', () => {
    expect(passwordProblem('', ayu)).toBe(PASSWORD_MESSAGES.missing)
    expect(passwordProblem(undefined, ayu)).toBe(PASSWORD_MESSAGES.missing)
  })
})

describe('passwords made of the person’s own name or the site’s words', () => {
  const budi = { email: 'b.santoso@contoh.id', fullName: 'Budi Santoso' }

  it.each([
    ['Budi Santoso', budi],
    ['budisantoso1', budi],
    ['Bud1 S4nt0so 99', budi],
    ['santoso.b.santoso', budi],
    ['utbbandung2026', ayu()],
    ['kampusutb2026', ayu()],
    ['Universitas Teknologi Bandung', ayu()],
    ['Lestari-UTB-2026!', ayu()],
  ])('refuses %j when too little is left without them', (password, context) => {
    expect(passwordProblem(password, context)).not.toBeNull()
  })

  it('says why when the password is otherwise long enough', () => {
    expect(passwordProblem('Universitas Teknologi Bandung', ayu())).toBe(PASSWORD_MESSAGES.ownWords)
    expect(PASSWORD_MESSAGES.ownWords).toContain(`minimal ${MIN_OWN_LETTERS} huruf`)
  })

  it.each([
    ['Pelangi-Senja-Bandung-48', ayu()],
    ['Budi suka nasi goreng pedas', budi],
    ['kuda-laut-biru-7', budi],
    ['8472-9153-6620-1187', budi],
  ])('accepts %j: enough of it is not the person’s or the site’s', (password, context) => {
    expect(passwordProblem(password, context)).toBeNull()
  })

  // The fixtures and scripts sign up with these, under these names and emails.
  it.each([
    ['Kata-Sandi-Uji-2026', 'pendaftar@contoh.id', 'Calon Mahasiswa'],
    ['kuda-laut-biru-7', 'belum-ada@contoh.id', 'Uji Keamanan'],
    [
      'Berkas-Uji-Kampus-Cemara-2026',
      'unggah-berkas-1764300000000-ab1cd@contoh.id',
      'Pendaftar Uji 1764300000000',
    ],
    [
      'Staf-Uji-Kampus-Cemara-2026',
      'staf-admissions-1764300000000-ab1cd@utb.test',
      'Staf Penerimaan Uji',
    ],
    ['Data-Hak-Uji-Kampus-Cemara-2026', 'data-hak-1@contoh.id', 'Uji Data data-hak-1'],
    ['Uji-Admin-Kampus-Cemara-2026', 'e2e-admin-0@utb.test', 'Admin Uji 0'],
    ['Uji-Produksi-Kampus-Cemara-2026!', 'produksi-admin@utb.test', 'Administrator'],
    ['Jalur-Lama-Kampus-2026', 'lama-1@contoh.id', 'Pendaftar Lama'],
    ['Pendaftar-Bench-Cemara-2026', 'bench-1@contoh.id', 'Calon Mahasiswa Bench'],
    ['Perjalanan-Pendaftar-2026', 'dewi-1@contoh.id', 'Dewi Anggraini abcde'],
    ['Rahasia-Sekali-123', 'admissions@utb.test', 'admissions'],
  ])('still accepts the test password %j', (password, email, fullName) => {
    expect(passwordProblem(password, { email, fullName })).toBeNull()
  })
})

describe('WhatsApp number of an applicant', () => {
  it.each([
    ['0812-3456-7890', '6281234567890'],
    ['+62 812 3456 7890', '6281234567890'],
    ['62 812 3456 7890', '6281234567890'],
    ['812 3456 789', '628123456789'],
    ['(0857) 1234 5678', '6285712345678'],
  ])('normalises %s to %s', (input, expected) => {
    expect(normaliseMobileNumber(input)).toBe(expected)
  })

  it.each(['', 'nomor saya', '022 5224000', '0812', '+1 415 555 0100', '0812 3456 7890 1234'])(
    'refuses %j',
    (input) => {
      expect(normaliseMobileNumber(input)).toBeNull()
    },
  )
})

describe('the return path after login', () => {
  it.each([
    '/daftar',
    '/daftar/option',
    '/daftar/daftar-jepang',
    '/multi-step-form',
    '/daftar/tes?cetak=1',
  ])('keeps %s', (path) => {
    expect(safeReturnPath(path)).toBe(path)
  })

  it.each([
    undefined,
    '',
    'https://jahat.example/daftar',
    '//jahat.example/daftar',
    '/\\jahat.example',
    '/admin',
    '/daftarx',
    '/daftar/../admin',
    '/daftar/<script>',
    42,
  ])('falls back to /daftar for %j', (value) => {
    expect(safeReturnPath(value)).toBe('/daftar')
  })
})

describe('registration form', () => {
  const valid = {
    fullName: '  Ayu Lestari ',
    email: ' Ayu@Contoh.ID ',
    whatsapp: '0812 3456 7890',
    password: 'kuda-laut-biru-7',
    passwordConfirm: 'kuda-laut-biru-7',
    consent: 'on',
    consentVersion: '2026-11',
  }

  it('trims, lower-cases the email and normalises the WhatsApp number', () => {
    const parsed = parseForm(registerSchema, valid)
    expect(parsed).toMatchObject({
      ok: true,
      data: { fullName: 'Ayu Lestari', email: 'ayu@contoh.id', whatsapp: '6281234567890' },
    })
  })

  it('names each field in error in Indonesian, the password rule included', () => {
    const parsed = parseForm(registerSchema, {
      ...valid,
      whatsapp: '022 5224000',
      password: 'password',
      passwordConfirm: 'x',
      consent: undefined,
    })
    expect(parsed.ok).toBe(false)
    if (parsed.ok) return
    expect(parsed.errors.whatsapp).toMatch(/nomor HP Indonesia/)
    expect(parsed.errors.consent).toMatch(/persetujuan pemberitahuan privasi/)
    expect(parsed.errors.password).toBe(PASSWORD_MESSAGES.common)
  })

  it('refuses a confirmation that differs', () => {
    const parsed = parseForm(registerSchema, { ...valid, passwordConfirm: 'kuda-laut-biru-8' })
    expect(parsed).toMatchObject({
      ok: false,
      errors: { passwordConfirm: expect.stringMatching(/tidak sama/) },
    })
  })
})
