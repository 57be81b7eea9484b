import * as z from 'zod'
import { loginSchema, registerSchema } from '@/features/admissions/auth/schemas'
import type { DocumentedOperation } from '../operation'

/**
 * The legacy account calls: the same services as /daftar/login, /daftar/buat-akun and the form's
 * photo upload.
 */
const TAG = 'Pendaftaran (panggilan lama)'
const fields = registerSchema.shape

const registerBody = z
  .object({
    fullName: fields.fullName.meta({ description: 'Nama lengkap (alias: `name`).' }),
    email: fields.email,
    whatsapp: fields.whatsapp.meta({ description: 'Nomor WhatsApp (alias: `phone`).' }),
    password: fields.password,
    passwordConfirm: fields.passwordConfirm
      .optional()
      .meta({ description: 'Bila tidak dikirim, sama dengan password.' }),
    consent: z
      .union([z.boolean(), z.enum(['on', 'true', '1'])])
      .meta({ description: 'Persetujuan pemberitahuan privasi: wajib benar.' }),
    consentVersion: fields.consentVersion.meta({
      description: 'Versi pemberitahuan privasi yang disetujui; bawaan: versi berlaku.',
    }),
  })
  .meta({ id: 'LegacyRegister' })

const storedFile = z
  .object({
    id: z.number().int(),
    filename: z.string(),
    mimeType: z.string(),
    filesize: z.number().int(),
    url: z.string(),
  })
  .meta({
    id: 'StoredApplicantFile',
    description: 'Berkas pendaftar; hanya dapat diunduh pemiliknya dan staf.',
  })

export const LEGACY_OPERATIONS: DocumentedOperation[] = [
  {
    operationId: 'oldLogin',
    method: 'post',
    path: '/old/auth/login',
    tag: TAG,
    summary: 'Masuk sebagai pendaftar; mengembalikan token dan memasang cookie sesi.',
    description:
      'Penguncian setelah gagal berulang dan batas per alamat sama dengan /daftar/login.',
    body: {
      'application/json': loginSchema.meta({ id: 'LegacyLogin' }),
      'application/x-www-form-urlencoded': loginSchema,
    },
    success: {
      200: {
        description: 'Berhasil masuk.',
        data: z.object({
          data: z.object({
            str_email: z.string(),
            access_token: z.string(),
            loggedIn: z.literal(true),
          }),
        }),
      },
    },
    errors: [401, 403, 429],
  },
  {
    operationId: 'oldRegister',
    method: 'post',
    path: '/old/auth/register',
    tag: TAG,
    summary: 'Buat akun pendaftar; email verifikasi dikirim.',
    body: { 'application/json': registerBody, 'application/x-www-form-urlencoded': registerBody },
    success: {
      201: {
        description: 'Akun dibuat, belum terverifikasi.',
        data: z.object({ data: z.object({ str_email: z.string(), verified: z.literal(false) }) }),
      },
    },
    errors: [429],
  },
  {
    operationId: 'oldUploadProfile',
    method: 'post',
    path: '/old/upload/profile',
    tag: TAG,
    summary:
      'Unggah pas foto pendaftar (JPG/PNG, diperiksa dan diproses ulang seperti semua unggahan).',
    auth: true,
    body: {
      'multipart/form-data': z.object({
        file: z.string().meta({
          format: 'binary',
          description: 'Berkas foto (nama kolom: file, profile, photo atau image).',
        }),
      }),
    },
    success: { 200: { description: 'Foto tersimpan.', data: z.object({ data: storedFile }) } },
    errors: [401, 413, 429],
  },
]
