import { createHash, timingSafeEqual } from 'node:crypto'
import type { Payload } from 'payload'
import { apiJson } from '@/lib/api-response'
import { metricsRegistry } from '@/lib/metrics-registry'
import { updateQueueGauges } from './queue-gauges'

export const METRICS_MESSAGES = {
  notFound: 'Alamat tidak ditemukan.',
  unauthorized:
    'Token metrik salah atau tidak ada. Kirim header "Authorization: Bearer <METRICS_TOKEN>".',
} as const

/** Digests of equal length, so the comparison takes the same time whatever the guess. */
const digest = (value: string) => createHash('sha256').update(value).digest()

export function tokenMatches(header: string | null, token: string): boolean {
  const given = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1] ?? ''
  return timingSafeEqual(digest(given), digest(token))
}

/**
 * GET /metrics: this process's series in Prometheus's text format, for a scraper that sends
 * `Authorization: Bearer <METRICS_TOKEN>`. Without METRICS_TOKEN the route does not exist (404),
 * and nginx never passes it on (deploy/nginx): Prometheus scrapes each app server directly.
 */
export async function metricsAnswer(
  request: Request,
  token: string | undefined,
  payload: () => Promise<Payload>,
): Promise<Response> {
  if (!token) return apiJson({ status: 404, message: METRICS_MESSAGES.notFound })
  if (!tokenMatches(request.headers.get('authorization'), token))
    return apiJson({
      status: 401,
      message: METRICS_MESSAGES.unauthorized,
      headers: { 'WWW-Authenticate': 'Bearer realm="metrics"' },
    })
  const client = await payload()
  try {
    await updateQueueGauges(client)
  } catch (error) {
    // The request counters still answer while the database does not; /readyz reports the database.
    client.logger.warn({ msg: 'Antrean tugas tidak terbaca untuk /metrics', err: error })
  }
  const registry = metricsRegistry()
  return new Response(await registry.metrics(), {
    headers: { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' },
  })
}
