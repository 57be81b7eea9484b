/** Status of a failed route: statusCode, status or response.status, else 500. */
export function errorStatus(error: unknown): number {
  if (error && typeof error === 'object') {
    const e = error as { statusCode?: unknown; status?: unknown; response?: { status?: unknown } }
    for (const candidate of [e.statusCode, e.status, e.response?.status]) {
      const n = Number(candidate)
      if (Number.isInteger(n) && n >= 400 && n <= 599) return n
    }
  }
  return 500
}

const GENERIC_NEXT_MESSAGE =
  /An error occurred in the Server Components render|omitted in production builds/i

/** The message shown to the visitor: the error's own when it is meant for people, else a plain one. */
export function errorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message.trim() : ''
  if (!message || GENERIC_NEXT_MESSAGE.test(message))
    return 'Terjadi kesalahan saat memuat halaman ini.'
  return message
}

/** Marks an error thrown on purpose to test that a failing error page falls back to global-error. */
export const ERROR_PAGE_FAILURE_MARK = '[uji-galat-ganda]'
