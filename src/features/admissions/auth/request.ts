import type { PayloadRequest } from 'payload'

/**
 * The visitor's request headers for a Local API call, so the collection's hooks see the same
 * client address (per-IP limits) as they would on Payload's REST endpoints.
 */
export const visitorRequest = (headers: Headers): Partial<PayloadRequest> => ({ headers })

/** Field messages of a Payload ValidationError, by field path. */
export function validationErrorsOf(error: { data?: unknown }): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const item of (error.data as { errors?: { path?: string; message?: string }[] } | undefined)?.errors ?? []) {
    if (item.path && item.message) errors[item.path] ??= item.message
  }
  return errors
}
