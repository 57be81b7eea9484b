import { z } from 'zod'
import { EXPORT_PAGE, STUDENT_STATUSES } from './vocabulary'

/*
 * The query parameters of the staff endpoints (the card sheets, the exports, the pull), parsed
 * once here: a parameter that does not fit is a 400 with an Indonesian message, never a 500.
 */

const id = z.coerce.number().int().positive()
const year = z.coerce.number().int().min(2000).max(2100)

/** GET …/students/ktm: the active students of one intake, optionally one programme. */
export const SheetQuery = z.object({ intakeYear: year, programme: id.optional() })

/** GET …/students/export.csv and export.json: the filters, and for JSON the page. */
export const ExportQuery = z
  .object({
    intakeYear: year.optional(),
    programme: id.optional(),
    status: z.enum(STUDENT_STATUSES).optional(),
    since: z
      .string()
      .refine((value) => !Number.isNaN(Date.parse(value)))
      .transform((value) => new Date(value).toISOString())
      .optional(),
    limit: z.coerce.number().int().min(1).max(EXPORT_PAGE.max).default(EXPORT_PAGE.default),
    page: z.coerce.number().int().min(1).default(1),
  })
  .strict()

/**
 * Only the plain `key=value` parameters: a list or an object in the query is not a filter.
 * Payload's auth strategies leave `depth: undefined` behind in the parsed query: not a parameter.
 */
export function plainQuery(query: unknown): Record<string, string> | null {
  const entries = Object.entries((query ?? {}) as Record<string, unknown>).filter(
    ([, value]) => value !== undefined,
  )
  if (entries.some(([, value]) => typeof value !== 'string')) return null
  return Object.fromEntries(entries) as Record<string, string>
}
