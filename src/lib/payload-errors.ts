import { APIError, ValidationError, type AfterErrorHook } from 'payload'

/*
 * The one reading of the errors Payload's operations throw. Recognised by class and, failing
 * that, by shape: in the Next.js build a hook can sit in a chunk with its own copy of Payload's
 * error classes (whose names are minified), so `instanceof` alone misses what it throws.
 */

export type FieldError = { path: string; message: string }

type ErrorShape = { status?: unknown; isOperational?: unknown; data?: { errors?: unknown } | null }

const shapeOf = (error: unknown): ErrorShape | null =>
  error && typeof error === 'object' ? (error as ErrorShape) : null

/**
 * The HTTP status of an error thrown by a Payload operation (an APIError: ValidationError 400,
 * Forbidden 403, NotFound 404, LockedAuth 401, our hooks' 429 …), else null. Payload marks its
 * errors `isOperational`; anything else (a database or programming error) has no status here.
 */
export function payloadErrorStatus(error: unknown): number | null {
  if (error instanceof APIError) return error.status
  const e = shapeOf(error)
  return e?.isOperational === true && typeof e.status === 'number' ? e.status : null
}

/** A client error (4xx) of a Payload operation: the visitor's request was refused, nothing failed. */
export function isPayloadClientError(error: unknown): error is Error & { status: number } {
  const status = payloadErrorStatus(error)
  return (
    status !== null && status >= 400 && status < 500 && typeof (error as Error).message === 'string'
  )
}

/** Payload's ValidationError: a 400 with the field messages in `data.errors`. */
export function isValidationError(
  error: unknown,
): error is ValidationError & { data: { errors: FieldError[] } } {
  if (error instanceof ValidationError) return true
  const e = shapeOf(error)
  return Boolean(e && e.status === 400 && Array.isArray(e.data?.errors))
}

/** The field messages an error carries in `data.errors` (a ValidationError's), in order; else none. */
export function validationErrors(error: unknown): FieldError[] {
  const items = shapeOf(error)?.data?.errors
  if (!Array.isArray(items)) return []
  return items.flatMap((item: { path?: unknown; message?: unknown } | null) => {
    const { path, message } = item ?? {}
    return typeof path === 'string' && typeof message === 'string' ? [{ path, message }] : []
  })
}

/** The same messages by field path, the first for each path. */
export function validationMessages(error: unknown): Record<string, string> {
  const messages: Record<string, string> = {}
  for (const { path, message } of validationErrors(error))
    if (path && message) messages[path] ??= message
  return messages
}

/** What Payload's REST formatter answers for an error it cannot name. */
const UNNAMED_ERROR_TEXT = 'An unknown error occurred.'

/**
 * Config `afterError` hook: a client error (4xx) meant for the caller keeps its message and its
 * field messages in the REST answer. In the build, Payload's error classes can reach its formatter
 * as other copies (a hook's chunk) or as anonymous classes: the formatter then misses that the
 * error is a ValidationError and drops its `data` (the field messages), or, for an error with an
 * empty `name` (ours made with `new APIError(…)`: the query guard, the login and upload limits),
 * answers "An unknown error occurred.". Server errors (5xx) and errors marked not public stay hidden.
 */
export const keepClientErrorMessage: AfterErrorHook = ({ error, result }) => {
  if ((error as { isPublic?: unknown }).isPublic === false || !isPayloadClientError(error)) return
  const first = result?.errors?.[0] as { message?: unknown; data?: unknown } | undefined
  const data = (error as { data?: Record<string, unknown> | null }).data ?? undefined
  const messageLost = first?.message === UNNAMED_ERROR_TEXT && !error.name
  const dataLost = data !== undefined && first !== undefined && first.data === undefined
  if (!messageLost && !dataLost) return
  return {
    response: { errors: [{ message: error.message, ...(data === undefined ? {} : { data }) }] },
  }
}
