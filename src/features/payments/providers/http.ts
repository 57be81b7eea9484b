import crypto from 'node:crypto'
import {
  ProviderError,
  type ProviderName,
  type ProviderStatus,
  type VerifiedNotification,
} from './types'

const TIMEOUT_MS = 15_000

export type ProviderAnswer = { status: number; raw: string; body: Record<string, unknown> }

/** HTTP Basic with the key as user name and an empty password, as both providers expect. */
export function basicAuth(key: string): string {
  return `Basic ${Buffer.from(`${key}:`).toString('base64')}`
}

export const retryableStatus = (status: number) => status === 429 || status >= 500

/**
 * One JSON call to a provider. Network failures and timeouts become retryable ProviderErrors; the
 * answer is returned whatever its status, for the client to read the provider's own error shape.
 */
export async function providerRequest(
  provider: ProviderName,
  url: string,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: unknown },
  fetchImpl: typeof fetch = fetch,
): Promise<ProviderAnswer> {
  let response: Response
  let raw: string
  try {
    response = await fetchImpl(url, {
      method: init.method,
      headers: { accept: 'application/json', ...init.headers },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    raw = await response.text()
  } catch (error) {
    throw new ProviderError(provider, `${provider}: no answer (${(error as Error).name})`, {
      retryable: true,
      cause: error,
    })
  }
  let body: unknown
  try {
    body = JSON.parse(raw)
  } catch {
    body = undefined
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new ProviderError(
      provider,
      `${provider}: HTTP ${response.status} without a JSON object`,
      {
        status: response.status,
        retryable: retryableStatus(response.status),
        raw,
      },
    )
  }
  return { status: response.status, raw, body: body as Record<string, unknown> }
}

/** Constant-time comparison; different lengths are simply unequal (the length is not secret). */
export function safeEqual(given: string | null | undefined, expected: string): boolean {
  if (typeof given !== 'string') return false
  const a = Buffer.from(given, 'utf8')
  const b = Buffer.from(expected, 'utf8')
  return a.length === b.length && crypto.timingSafeEqual(a, b)
}

/**
 * Integer rupiah from a provider's amount: a number or a string like "300000" or "300000.00".
 * Anything with a non-zero fraction, a sign or an exponent is refused (undefined).
 */
export function integerRupiah(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : value
  if (typeof text !== 'string') return undefined
  const match = /^(\d{1,15})(?:\.0+)?$/.exec(text)
  return match ? Number(match[1]) : undefined
}

export const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined

export function parseJsonObject(rawBody: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(rawBody)
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}

export const malformed = (message: string): VerifiedNotification => ({
  ok: false,
  reason: 'malformed',
  message,
})

/** An answer that came back but cannot be used: retrying the same call will not help. */
export function unusable(provider: ProviderName, message: string, raw: string, status?: number) {
  return new ProviderError(provider, `${provider}: ${message}`, { status, retryable: false, raw })
}

/** A provider's error answer (HTTP status, or Midtrans's status_code in a 200). */
export function answerError(
  provider: ProviderName,
  status: number,
  code: string | undefined,
  raw: string,
) {
  return new ProviderError(provider, `${provider}: ${status} ${code ?? ''}`.trim(), {
    status,
    code,
    retryable: retryableStatus(status),
    raw,
  })
}

/** The read fields of a status answer, refused as a whole when any is missing or unknown. */
export function providerStatus(
  provider: ProviderName,
  fields: Partial<Omit<ProviderStatus, 'raw'>>,
  raw: string,
  httpStatus: number,
): ProviderStatus {
  const { orderId, providerReference, status, amount, paidAt } = fields
  if (!status || amount === undefined || !orderId || !providerReference) {
    throw unusable(provider, 'status answer without a known status, amount or ids', raw, httpStatus)
  }
  return {
    orderId,
    providerReference,
    status,
    amount,
    ...(status === 'paid' && paidAt ? { paidAt } : {}),
    raw,
  }
}
