// The load generator of the benchmarks (npm run bench:*): `clients` concurrent clients on plain
// keep-alive HTTP (fetch() costs the client several times more CPU, and the client shares the
// machine with the server), each sending its next request as soon as the last one answered.
import http from 'node:http'

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN

export function summarise(values) {
  const sorted = [...values].sort((a, b) => a - b)
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    n: sorted.length,
  }
}

export const fmt = (values) => {
  const s = summarise(values)
  return `p50 ${s.p50.toFixed(1)} ms  p95 ${s.p95.toFixed(1)} ms  p99 ${s.p99.toFixed(1)} ms  (n=${s.n})`
}

/**
 * `isError(status)` decides what counts as a failed answer (default: 5xx); network errors always do.
 * `headers` go with every request (e.g. Accept-Encoding, as a browser or CDN sends it).
 */
export function loadGenerator({
  base,
  clients,
  seconds,
  headers = {},
  isError = (status) => status >= 500,
}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients })
  const get = (path) =>
    new Promise((resolve, reject) => {
      const request = http.get(`${base}${path}`, { agent, headers }, (response) => {
        response.on('data', () => {})
        response.on('end', () => resolve(response.statusCode ?? 0))
      })
      request.on('error', reject)
    })

  async function timed(path) {
    const started = performance.now()
    try {
      const status = await get(path)
      return { ms: performance.now() - started, failed: isError(status), status }
    } catch {
      return { ms: performance.now() - started, failed: true, status: 0 }
    }
  }

  async function load(label, nextPath) {
    const all = []
    let errors = 0
    const stopAt = Date.now() + seconds * 1000
    const client = async () => {
      while (Date.now() < stopAt) {
        const { ms, failed } = await timed(nextPath())
        all.push(ms)
        if (failed) errors++
      }
    }
    await Promise.all(Array.from({ length: clients }, client))
    console.log(
      `\n${label}\n  ${clients} klien, ${seconds} ` +
        `dtk, ${(all.length / seconds).toFixed(0)} ` +
        `permintaan/dtk, ${errors} galat\n  ${fmt(all)}`,
    )
    return { errors, ...summarise(all), rate: all.length / seconds }
  }

  return { timed, load }
}
