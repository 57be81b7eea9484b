/**
 * Next.js's server start hook. OpenTelemetry traces (Next.js's own spans: each request, its
 * rendering, route handlers, fetches) are exported only when an OTLP endpoint is configured;
 * without one nothing is loaded. Server-only: the browser's hook is ./instrumentation-client.ts.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (!process.env.OTEL_EXPORTER_OTLP_ENDPOINT && !process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT)
    return
  const { startTracing } = await import('./features/observability/tracing')
  startTracing()
}
