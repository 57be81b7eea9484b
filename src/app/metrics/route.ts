import { metricsAnswer } from '@/features/observability/metrics-endpoint'
import { env } from '@/lib/env'
import { getPayloadClient } from '@/lib/payload'

// Prometheus's scrape of this server, behind METRICS_TOKEN (docs/operations.md, "Metrics").
export const dynamic = 'force-dynamic'

export async function GET(request: Request) {
  return metricsAnswer(request, env().metricsToken, getPayloadClient)
}
