import { ValidationError } from 'payload'

type FieldErrors = { path: string; message: string }[]

/**
 * Payload's ValidationError, recognised by its shape as well as its class: in the Next.js build
 * the hook that throws it can sit in a chunk with its own copy of Payload's error classes, so
 * `instanceof` alone misses it there (and the class name is minified).
 */
export function isValidationError(
  error: unknown,
): error is ValidationError & { data: { errors: FieldErrors } } {
  if (error instanceof ValidationError) return true
  const e = error as { status?: unknown; data?: { errors?: unknown } } | null
  return Boolean(e && typeof e === 'object' && e.status === 400 && Array.isArray(e.data?.errors))
}
