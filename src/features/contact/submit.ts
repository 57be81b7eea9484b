import type { Payload } from 'payload'
import { takeContactSlot } from './rate-limit'
import {
  CONTACT_FIELDS,
  INVALID_FORM,
  parseContactBody,
  type ContactField,
  type FieldErrors,
} from './schema'
import { storeContactMessage, type SenderInfo } from './service'
import { isValidationError, validationErrors } from '@/lib/payload-errors'

export type ContactOutcome = {
  status: number
  message: string
  errors?: FieldErrors
  retryAfter?: number
}

export const SENT =
  'Terima kasih, pesan Anda sudah kami terima. Pengurus Ikatan ' +
  'Alumni akan menghubungi Anda melalui email atau nomor HP.'
export const TOO_MANY =
  'Terlalu banyak pesan dari alamat Anda. Silakan coba lagi dalam beberapa menit.'

/**
 * One submission of the alumni contact form: parse and validate, drop bot messages with the
 * same answer as a real one, count it against the sender's limit, store it.
 */
export async function submitContact(
  payload: Payload,
  body: string,
  contentType: string | null,
  sender: SenderInfo,
): Promise<ContactOutcome> {
  const parsed = parseContactBody(body, contentType)
  if (!parsed.ok) return { status: 400, message: parsed.message, errors: parsed.errors }
  const slot = await takeContactSlot(sender.ip)
  if (!slot.allowed) return { status: 429, message: TOO_MANY, retryAfter: slot.retryAfter }
  if (parsed.honeypot) return { status: 201, message: SENT }
  try {
    await storeContactMessage(payload, parsed.data, sender)
  } catch (error) {
    // The collection's own checks are a little different from ours (its email rule): still bad input, not a failure.
    if (!isValidationError(error)) throw error
    return { status: 400, message: INVALID_FORM, errors: fieldErrorsOf(error) }
  }
  return { status: 201, message: SENT }
}

function fieldErrorsOf(error: unknown): FieldErrors {
  const errors: FieldErrors = {}
  for (const { path } of validationErrors(error)) {
    if (path && (CONTACT_FIELDS as readonly string[]).includes(path))
      errors[path as ContactField] = 'Isian ini tidak dapat diterima; periksa kembali.'
  }
  return errors
}
