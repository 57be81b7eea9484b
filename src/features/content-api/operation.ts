import type * as z from 'zod'

/**
 * A call with its own hand-written route handler (the writes and the legacy account calls),
 * described with the same zod schemas as the content calls so the reference and the contract
 * tests cover it too.
 */
export type DocumentedOperation = {
  operationId: string
  method: 'get' | 'post' | 'put'
  path: string
  tag: string
  summary: string
  description?: string
  params?: z.ZodObject
  /** Request body by media type. */
  body?: Partial<
    Record<
      'application/json' | 'application/x-www-form-urlencoded' | 'multipart/form-data',
      z.ZodType
    >
  >
  /** Success answers by status: the schema of `data`. */
  success: Partial<Record<200 | 201 | 204, { description: string; data: z.ZodType }>>
  /** Error statuses this call can answer besides 400 and 500. */
  errors?: (401 | 403 | 404 | 409 | 413 | 415 | 423 | 429 | 503)[]
  /** Needs the bearer token (or session cookie) of a signed-in applicant. */
  auth?: boolean
}
