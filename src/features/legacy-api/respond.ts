import 'server-only'
import { NextResponse } from 'next/server'
import { envelope } from '@/lib/envelope'

export const legacyJson = (status: number, message: string, data: unknown = null, init?: ResponseInit) =>
  NextResponse.json(envelope(status, message, data), { ...init, status, headers: { 'Cache-Control': 'no-store', ...init?.headers } })

/** The JSON or form body of a legacy POST as plain fields; null when it cannot be read. */
export async function readFields(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const type = request.headers.get('content-type') ?? ''
    if (type.includes('application/json')) {
      const body = (await request.json()) as unknown
      return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null
    }
    return Object.fromEntries((await request.formData()).entries())
  } catch {
    return null
  }
}
