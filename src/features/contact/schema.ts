import { z } from 'zod'

/**
 * The alumni contact form (the original site's "Contact-alumni submission", POST /contact/store).
 * Pure: used by the route handler and unit-tested; the browser gets the messages from the server's
 * answer, so zod never reaches the page's JavaScript.
 */

export const CONTACT_FIELDS = ['name', 'email', 'phone', 'message'] as const
export type ContactField = (typeof CONTACT_FIELDS)[number]
/** Hidden field: people never see it, bots that fill every input do. */
export const HONEYPOT_FIELD = 'website'
/** Larger bodies are refused before they are parsed. */
export const MAX_BODY_BYTES = 16 * 1024

export const LIMITS = {
  name: 100,
  email: 254,
  phoneMin: 8,
  phoneMax: 15,
  messageMin: 10,
  message: 2000,
} as const

/** "Nama wajib diisi" when missing or blank, "… harus berupa teks" for any other type. */
const text = (label: string) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? `${label} wajib diisi.`
          : `${label} harus berupa teks.`,
    })
    .trim()

export const contactInput = z.object({
  name: text('Nama')
    .min(1, { error: 'Nama wajib diisi.' })
    .min(2, { error: 'Nama minimal 2 huruf.' })
    .max(LIMITS.name, { error: `Nama maksimal ${LIMITS.name} karakter.` }),
  email: text('Email')
    .min(1, { error: 'Email wajib diisi.' })
    .max(LIMITS.email, { error: 'Email terlalu panjang.' })
    .pipe(z.email({ error: 'Format email tidak valid, contoh: nama@contoh.com.' })),
  phone: text('Nomor HP')
    .min(1, { error: 'Nomor HP wajib diisi.' })
    .regex(/^\+?[\d\s().-]+$/, {
      error: 'Nomor HP hanya boleh berisi angka, spasi, tanda +, - atau tanda kurung.',
    })
    .refine(
      (v) => {
        const digits = v.replace(/\D/g, '').length
        return digits >= LIMITS.phoneMin && digits <= LIMITS.phoneMax
      },
      { error: `Nomor HP harus terdiri dari ${LIMITS.phoneMin}–${LIMITS.phoneMax} angka.` },
    ),
  message: text('Pesan')
    .min(1, { error: 'Pesan wajib diisi.' })
    .min(LIMITS.messageMin, { error: `Pesan minimal ${LIMITS.messageMin} karakter.` })
    .max(LIMITS.message, { error: `Pesan maksimal ${LIMITS.message} karakter.` }),
})

export type ContactInput = z.infer<typeof contactInput>

/**
 * The original site's "Contact-alumni submission" as the original front end sends it: the same form
 * under other names. `contact_ip_address` is never read (the address comes from the request) and
 * `category_contact_id` is fixed at 3 (alumni contact).
 */
export const WIRE_FIELDS = {
  contact_name: 'name',
  contact_email: 'email',
  contact_handphone: 'phone',
  contact_description: 'message',
} as const satisfies Record<string, ContactField>
/** The alumni category id of the original backend: every alumni-page message carries it. */
export const ALUMNI_CONTACT_CATEGORY = 3

const FIELD_TO_WIRE = Object.fromEntries(
  Object.entries(WIRE_FIELDS).map(([wire, field]) => [field, wire]),
) as Record<ContactField, keyof typeof WIRE_FIELDS>

const usesWireNames = (raw: Record<string, unknown>) =>
  Object.keys(WIRE_FIELDS).some((k) => k in raw) || 'category_contact_id' in raw

/** The original API's names → the form's names; null when `category_contact_id` is not 3. */
function fromWire(raw: Record<string, unknown>): Record<string, unknown> | null {
  const category = raw.category_contact_id
  if (category !== undefined && Number(category) !== ALUMNI_CONTACT_CATEGORY) return null
  const fields: Record<string, unknown> = { [HONEYPOT_FIELD]: raw[HONEYPOT_FIELD] }
  for (const [wire, field] of Object.entries(WIRE_FIELDS)) fields[field] = raw[wire]
  return fields
}
/** Messages per field, under the names the client sent (the form's or the original API's). */
export type FieldErrors = Partial<
  Record<ContactField | keyof typeof WIRE_FIELDS | 'category_contact_id', string>
>

export type ParsedContact =
  | { ok: true; data: ContactInput; honeypot: false }
  /** A bot filled the hidden field: answer as if it worked, store nothing. */
  | { ok: true; data: null; honeypot: true }
  | { ok: false; message: string; errors: FieldErrors }

export const INVALID_FORM = 'Periksa kembali isian formulir.'

/** Body text (JSON, or form-encoded when the page runs without JavaScript) → validated input. */
export function parseContactBody(body: string, contentType: string | null): ParsedContact {
  let raw: unknown
  if ((contentType ?? '').includes('application/x-www-form-urlencoded')) {
    raw = Object.fromEntries(new URLSearchParams(body))
  } else {
    try {
      raw = JSON.parse(body)
    } catch {
      return {
        ok: false,
        message: 'Data formulir tidak dapat dibaca (format JSON tidak valid).',
        errors: {},
      }
    }
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return {
      ok: false,
      message: 'Data formulir harus berupa objek dengan nama, email, nomor HP dan pesan.',
      errors: {},
    }
  }
  const wire = usesWireNames(raw as Record<string, unknown>)
  const fields = wire ? fromWire(raw as Record<string, unknown>) : (raw as Record<string, unknown>)
  if (!fields) {
    return {
      ok: false,
      message: INVALID_FORM,
      errors: {
        category_contact_id: `category_contact_id harus ${ALUMNI_CONTACT_CATEGORY} (kontak alumni).`,
      },
    }
  }
  const trap = fields[HONEYPOT_FIELD]
  if (trap !== undefined && trap !== null && trap !== '')
    return { ok: true, data: null, honeypot: true }

  const parsed = contactInput.safeParse(fields)
  if (parsed.success) return { ok: true, data: parsed.data, honeypot: false }
  const errors: FieldErrors = {}
  for (const issue of parsed.error.issues) {
    const field = issue.path[0]
    if (typeof field !== 'string' || !(CONTACT_FIELDS as readonly string[]).includes(field))
      continue
    const key = wire ? FIELD_TO_WIRE[field as ContactField] : (field as ContactField)
    errors[key] ??= issue.message
  }
  return { ok: false, message: INVALID_FORM, errors }
}
