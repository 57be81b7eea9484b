import * as z from 'zod'
import { API_MESSAGES as M } from './messages'

/**
 * Path parameter schemas shared by the calls: each validates a raw path value, gives the
 * Indonesian message a client shows, and documents itself in the OpenAPI description.
 */

/** A page size: 1…max, `def` when absent. */
export const limitParam = (def: number, max = 100) =>
  z.coerce
    .number({ error: M.integer('limit') })
    .int({ error: M.integer('limit') })
    .min(1, { error: M.atLeast('limit', 1) })
    .max(max, { error: M.atMost('limit', max) })
    .default(def)
    .meta({ description: `Jumlah data per halaman (1–${max}, bawaan ${def}).`, example: def })

/** How many items to skip: 0…10 000, 0 when absent. */
export const MAX_OFFSET = 10_000
export const offsetParam = z.coerce
  .number({ error: M.integer('offset') })
  .int({ error: M.integer('offset') })
  .min(0, { error: M.atLeast('offset', 0) })
  .max(MAX_OFFSET, { error: M.atMost('offset', MAX_OFFSET) })
  .default(0)
  .meta({ description: 'Jumlah data yang dilewati dari awal (bawaan 0).', example: 0 })

/** A free text value (a name, a title, an SEO link) of at most `max` characters. */
export const textParam = (name: string, description: string, example: string, max = 200) =>
  z
    .string({ error: `${name} wajib diisi.` })
    .trim()
    .min(1, { error: `${name} wajib diisi.` })
    .max(max, { error: M.tooLong(name, max) })
    .meta({ description, example })

/** `null` (all categories), or a category's id, URL name or name. */
export const categoryParam = (example: string) =>
  z
    .string()
    .trim()
    .max(100, { error: M.tooLong('category', 100) })
    .default('null')
    .transform((v) => (v === '' || v.toLowerCase() === 'null' ? null : v))
    .meta({
      description: '`null` untuk semua kategori, atau id, nama URL, atau nama kategori.',
      example,
    })

/** One of a fixed list of names (matched without regard to case). */
export const choiceParam = <const T extends readonly [string, ...string[]]>(
  name: string,
  values: T,
  description: string,
) =>
  z
    .string({ error: M.oneOf(name, values) })
    .transform((v, ctx) => {
      const found = values.find((x) => x.toLowerCase() === v.trim().toLowerCase())
      if (!found) {
        ctx.addIssue({ code: 'custom', message: M.oneOf(name, values) })
        return z.NEVER
      }
      return found as T[number]
    })
    .meta({ description, enum: [...values], example: values[0] })

/** A positive record id. */
export const idParam = (name: string, description: string) =>
  z.coerce
    .number({ error: M.integer(name) })
    .int({ error: M.integer(name) })
    .min(1, { error: M.atLeast(name, 1) })
    .max(2 ** 31 - 1, { error: M.atMost(name, 2 ** 31 - 1) })
    .meta({ description, example: 1 })

/**
 * A search term (`search={text}`): control characters become spaces, the ends are trimmed; may be
 * empty (an empty term, or the overlay's "Not Found", finds nothing).
 */
export const searchParam = (max = 200) =>
  z
    .string()
    .default('')
    .transform((v) => v.replace(/[\u0000-\u001f\u007f]/g, ' ').trim())
    .pipe(z.string().max(max, { error: M.tooLong('Kata pencarian', max) }))
    .meta({
      description: `Kata pencarian (paling panjang ${max} karakter); kosong tidak menemukan apa pun.`,
      example: 'biaya kuliah',
    })
