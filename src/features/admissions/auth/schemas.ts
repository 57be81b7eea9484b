import { z } from 'zod'
import { PASSWORD_MAX, passwordProblem } from '@/features/accounts/password-policy'
import { normaliseMobileNumber } from './phone'

/** Indonesian messages for the account forms; the server checks again whatever arrives. */
const email = z
  .string({ message: 'Email wajib diisi.' })
  .trim()
  .toLowerCase()
  .min(1, 'Email wajib diisi.')
  .max(254, 'Email terlalu panjang.')
  .pipe(z.email('Format email tidak valid, contoh: nama@contoh.id.'))

// Login and reset take a password as typed; length rules belong to choosing one, not to typing it.
const typedPassword = z
  .string({ message: 'Kata sandi wajib diisi.' })
  .min(1, 'Kata sandi wajib diisi.')
  .max(1024, 'Kata sandi terlalu panjang.')
const confirmation = z.string({ message: 'Ulangi kata sandi.' }).min(1, 'Ulangi kata sandi.')
const CONFIRM_MISMATCH = 'Konfirmasi kata sandi tidak sama dengan kata sandi.'

// Checked on the field so its message shows even when other fields are wrong too (an object
// refinement only runs once every field is valid); the account's email is added there.
const newPassword = z
  .string({ message: 'Kata sandi wajib diisi.' })
  .max(PASSWORD_MAX * 4, `Kata sandi maksimal ${PASSWORD_MAX} karakter.`)
  .superRefine((password, ctx) => {
    const problem = passwordProblem(password)
    if (problem) ctx.addIssue({ code: 'custom', message: problem })
  })

export const loginSchema = z.object({ email, password: typedPassword })
export const emailSchema = z.object({ email })

export const registerSchema = z
  .object({
    fullName: z
      .string({ message: 'Nama lengkap wajib diisi.' })
      .trim()
      .min(3, 'Nama lengkap minimal 3 huruf.')
      .max(100, 'Nama lengkap maksimal 100 karakter.'),
    email,
    whatsapp: z
      .string({ message: 'Nomor WhatsApp wajib diisi.' })
      .trim()
      .min(1, 'Nomor WhatsApp wajib diisi.')
      .transform((value, ctx) => {
        const number = normaliseMobileNumber(value)
        if (!number)
          ctx.addIssue({
            code: 'custom',
            message: 'Masukkan nomor HP Indonesia yang aktif di WhatsApp, contoh: 0812 3456 7890.',
          })
        return number ?? value
      }),
    password: newPassword,
    passwordConfirm: confirmation,
    consent: z.literal('on', {
      message: 'Centang persetujuan pemberitahuan privasi untuk membuat akun.',
    }),
    consentVersion: z.string().max(50).default(''),
  })
  .superRefine((data, ctx) => {
    const problem = passwordProblem(data.password, data)
    if (problem) ctx.addIssue({ code: 'custom', path: ['password'], message: problem })
    else if (data.password !== data.passwordConfirm)
      ctx.addIssue({ code: 'custom', path: ['passwordConfirm'], message: CONFIRM_MISMATCH })
  })

export const resetSchema = z
  // The account's email is known only to the collection's own check, which runs on reset too.
  .object({
    token: z.string().min(1).max(200),
    password: newPassword,
    passwordConfirm: confirmation,
  })
  .superRefine((data, ctx) => {
    if (data.password !== data.passwordConfirm)
      ctx.addIssue({ code: 'custom', path: ['passwordConfirm'], message: CONFIRM_MISMATCH })
  })

export type LoginInput = z.infer<typeof loginSchema>
export type RegisterInput = z.infer<typeof registerSchema>
export type ResetInput = z.infer<typeof resetSchema>

export type FieldErrors = Partial<Record<string, string>>

/** Parses form fields; on failure, the first message for each field. */
export function parseForm<T extends z.ZodType>(
  schema: T,
  fields: Record<string, unknown>,
): { ok: true; data: z.infer<T> } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(fields)
  if (result.success) return { ok: true, data: result.data }
  const errors: FieldErrors = {}
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? 'form')
    errors[key] ??= issue.message
  }
  return { ok: false, errors }
}
