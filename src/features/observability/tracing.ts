import { registerOTel } from '@vercel/otel'

/**
 * Traces to the OTLP endpoint of OTEL_EXPORTER_OTLP_ENDPOINT (or …_TRACES_ENDPOINT), with the
 * standard OTEL_* variables (protocol, headers, sampler, resource attributes) read by the SDK.
 */
export function startTracing() {
  registerOTel({ serviceName: process.env.OTEL_SERVICE_NAME || 'kampus' })
}
