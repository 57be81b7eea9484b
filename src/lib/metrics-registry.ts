import { Counter, Gauge, Registry } from 'prom-client'

/*
 * The process's Prometheus registry. The app's server (scripts/server.ts, its own bundle) and the
 * Next.js bundles each load this module, so the registry and every series live on globalThis:
 * all copies count into the same numbers, which /metrics (src/app/metrics/route.ts) reads.
 * The series of generic helpers (mail, caches) are defined here, so src/lib needs no feature;
 * the request, login and job series are in features/observability/metrics.ts.
 */

const REGISTRY = Symbol.for('kampus.metrics.registry')
const store = globalThis as typeof globalThis & { [REGISTRY]?: Registry }

export const metricsRegistry = (): Registry => (store[REGISTRY] ??= new Registry())

type Kind = typeof Counter | typeof Gauge
/** One series per name per process, whichever copy of this module defines it first. */
export function series<K extends Kind, L extends string>(
  Kind: K,
  name: string,
  help: string,
  labelNames: readonly L[],
): InstanceType<K> {
  const registry = metricsRegistry()
  const found = registry.getSingleMetric(name)
  return (found ?? new Kind({ name, help, labelNames, registers: [registry] })) as InstanceType<K>
}

const mails = series(
  Counter,
  'kampus_mail_total',
  'Mail delivery attempts by result (sent, failed)',
  ['result'],
)
const cacheLookups = series(
  Counter,
  'kampus_cache_lookups_total',
  'Reads of a cache by cache and result (hit, miss)',
  ['cache', 'result'],
)

export const countMail = (result: 'sent' | 'failed') => mails.inc({ result })

export const countCacheLookup = (cache: string, result: 'hit' | 'miss') =>
  cacheLookups.inc({ cache, result })
