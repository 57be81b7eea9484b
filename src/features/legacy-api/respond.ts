import 'server-only'

/** The JSON or form body of a legacy POST as plain fields; null when it cannot be read. */
export async function readFields(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const type = request.headers.get('content-type') ?? ''
    if (type.includes('application/json')) {
      const body = (await request.json()) as unknown
      return body && typeof body === 'object' && !Array.isArray(body)
        ? (body as Record<string, unknown>)
        : null
    }
    return Object.fromEntries((await request.formData()).entries())
  } catch {
    return null
  }
}
