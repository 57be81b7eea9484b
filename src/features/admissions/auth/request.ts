import type { PayloadRequest } from 'payload'

/**
 * The visitor's request headers for a Local API call, so the collection's hooks see the same
 * client address (per-IP limits) as they would on Payload's REST endpoints.
 */
export const visitorRequest = (headers: Headers): Partial<PayloadRequest> => ({ headers })

/** Field messages of a Payload ValidationError, by field path. */
export function validationErrorsOf(error: { data?: unknown }): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const item of (error.data as { errors?: { path?: string; message?: string }[] } | undefined)
    ?.errors ?? []) {
    if (item.path && item.message) errors[item.path] ??= item.message
  }
  return errors
}

/**
 * The HTTP status of an error thrown by a Payload operation, else null. Not `instanceof`: a
 * production build can hold two copies of Payload's error classes (and minifies their names),
 * so the class a service imports is not always the one the operation threw.
 */
export function payloadErrorStatus(error: unknown): number | null {
  if (!error || typeof error !== 'object' || !('isOperational' in error) || !('status' in error))
    return null
  return typeof error.status === 'number' ? error.status : null
}

/** A Payload ValidationError: 400 with the field messages in data.errors. */
export const isValidationError = (error: unknown): error is { data: unknown } =>
  payloadErrorStatus(error) === 400 &&
  Array.isArray((error as { data?: { errors?: unknown } }).data?.errors)
