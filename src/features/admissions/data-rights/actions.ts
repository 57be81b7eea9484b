'use server'

import { revalidatePath } from 'next/cache'
import { redirect } from 'next/navigation'
import { z } from 'zod'
import { getPayloadClient } from '@/lib/payload'
import { YES } from '@/features/admissions/form/field-rules'
import {
  CORRECTION_FIELD_MAX,
  CORRECTION_MESSAGES,
  REASON_MAX_LENGTH,
  requestCorrection,
  requestDeletion,
  requestRestriction,
} from './requests'
import { RESTRICTION_MESSAGES } from '@/features/privacy/restriction'
import { setCampusInfoConsent } from './applicant-consent'
import { getApplicant } from '@/features/admissions/auth/session'

const PAGE = '/daftar/data-saya'

export type DeletionFormState = {
  status: 'idle' | 'sent' | 'error'
  message: string
  errors: { reason?: string; confirm?: string }
  /** What the applicant typed, kept when the request is refused. */
  reason: string
}

const schema = z.object({
  reason: z
    .string()
    .trim()
    .max(REASON_MAX_LENGTH, { error: `Alasan maksimal ${REASON_MAX_LENGTH} karakter.` }),
  confirm: z.literal(YES, {
    error: 'Centang pernyataan ini untuk mengirim permintaan penghapusan.',
  }),
})

/** "Ajukan penghapusan data": parses the form, files the request for the logged-in applicant. */
export async function requestDeletionAction(
  _prev: DeletionFormState,
  formData: FormData,
): Promise<DeletionFormState> {
  const reason = String(formData.get('reason') ?? '').slice(0, REASON_MAX_LENGTH * 2)
  const applicant = await getApplicant()
  if (!applicant) redirect(`/daftar/login?kembali=${encodeURIComponent(PAGE)}`)

  const parsed = schema.safeParse({ reason, confirm: formData.get('confirm') ?? undefined })
  if (!parsed.success) {
    const errors: DeletionFormState['errors'] = {}
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof DeletionFormState['errors']
      errors[field] ??= issue.message
    }
    return { status: 'error', message: 'Periksa kembali isian formulir.', errors, reason }
  }

  const result = await requestDeletion(await getPayloadClient(), applicant, parsed.data.reason)
  if (!result.ok) return { status: 'error', message: result.message, errors: {}, reason }
  revalidatePath(PAGE)
  return {
    status: 'sent',
    message:
      'Permintaan penghapusan data Anda sudah kami terima. Panitia menanggapinya ' +
      'paling lambat 3 × 24 jam; statusnya tampil di daftar di bawah.',
    errors: {},
    reason: '',
  }
}

export type CorrectionFormState = {
  status: 'idle' | 'sent' | 'error'
  message: string
  errors: { field?: string; value?: string }
  /** What the applicant typed, kept when the request is refused. */
  field: string
  value: string
}

const correctionSchema = z.object({
  field: z
    .string()
    .trim()
    .min(1, { error: CORRECTION_MESSAGES.fieldMissing })
    .max(CORRECTION_FIELD_MAX, { error: `Maksimal ${CORRECTION_FIELD_MAX} karakter.` }),
  value: z
    .string()
    .trim()
    .min(1, { error: CORRECTION_MESSAGES.valueMissing })
    .max(REASON_MAX_LENGTH, { error: `Maksimal ${REASON_MAX_LENGTH} karakter.` }),
})

/** "Ajukan koreksi": after submission the applicant asks staff to correct one piece of data. */
export async function requestCorrectionAction(
  _prev: CorrectionFormState,
  formData: FormData,
): Promise<CorrectionFormState> {
  const field = String(formData.get('field') ?? '').slice(0, CORRECTION_FIELD_MAX * 2)
  const value = String(formData.get('value') ?? '').slice(0, REASON_MAX_LENGTH * 2)
  const applicant = await getApplicant()
  if (!applicant) redirect(`/daftar/login?kembali=${encodeURIComponent(PAGE)}`)

  const parsed = correctionSchema.safeParse({ field, value })
  if (!parsed.success) {
    const errors: CorrectionFormState['errors'] = {}
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as keyof CorrectionFormState['errors']
      errors[key] ??= issue.message
    }
    return { status: 'error', message: 'Periksa kembali isian formulir.', errors, field, value }
  }
  const result = await requestCorrection(
    await getPayloadClient(),
    applicant,
    parsed.data.field,
    parsed.data.value,
  )
  if (!result.ok) return { status: 'error', message: result.message, errors: {}, field, value }
  revalidatePath(PAGE)
  return { status: 'sent', message: CORRECTION_MESSAGES.sent, errors: {}, field: '', value: '' }
}

export type RestrictionFormState = {
  status: 'idle' | 'sent' | 'error'
  message: string
  errors: { reason?: string }
  /** What the applicant typed, kept when the request is refused. */
  reason: string
}

const restrictionSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, { error: RESTRICTION_MESSAGES.reasonMissing })
    .max(REASON_MAX_LENGTH, { error: `Alasan maksimal ${REASON_MAX_LENGTH} karakter.` }),
})

/** "Ajukan pembatasan": asks staff to restrict the processing of the applicant's data. */
export async function requestRestrictionAction(
  _prev: RestrictionFormState,
  formData: FormData,
): Promise<RestrictionFormState> {
  const reason = String(formData.get('reason') ?? '').slice(0, REASON_MAX_LENGTH * 2)
  const applicant = await getApplicant()
  if (!applicant) redirect(`/daftar/login?kembali=${encodeURIComponent(PAGE)}`)
  const parsed = restrictionSchema.safeParse({ reason })
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? RESTRICTION_MESSAGES.reasonMissing
    return {
      status: 'error',
      message: 'Periksa kembali isian formulir.',
      errors: { reason: message },
      reason,
    }
  }
  const result = await requestRestriction(await getPayloadClient(), applicant, parsed.data.reason)
  if (!result.ok) return { status: 'error', message: result.message, errors: {}, reason }
  revalidatePath(PAGE)
  return { status: 'sent', message: RESTRICTION_MESSAGES.sent, errors: {}, reason: '' }
}

/** One click on /daftar/data-saya: gives or withdraws the optional consent to campus news. */
export async function campusInfoConsentAction(formData: FormData): Promise<void> {
  const applicant = await getApplicant()
  if (!applicant) redirect(`/daftar/login?kembali=${encodeURIComponent(PAGE)}`)
  await setCampusInfoConsent(await getPayloadClient(), applicant, formData.get('given') === YES)
  revalidatePath(PAGE)
  redirect(`${PAGE}#info-kampus`)
}
