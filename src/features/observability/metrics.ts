import { Counter, Gauge, Histogram } from 'prom-client'
import { metricsRegistry, series } from '@/lib/metrics-registry'
import type { RouteClass } from './route-class'
import { statusClass } from './route-class'

/*
 * The app's own Prometheus series, in the one registry of src/lib/metrics-registry.ts (shared by
 * every bundle of the process). Each app server counts its own requests; Prometheus scrapes every
 * server and sums.
 */

const httpRequests = series(
  Counter,
  'kampus_http_requests_total',
  'Answered HTTP requests by route class and status class',
  ['route_class', 'status_class'],
)
const httpDuration =
  (metricsRegistry().getSingleMetric('kampus_http_request_duration_seconds') as
    Histogram<'route_class'> | undefined) ??
  new Histogram({
    name: 'kampus_http_request_duration_seconds',
    help: 'Time from a request to the end of its answer (the render time of a page), by route class',
    labelNames: ['route_class'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [metricsRegistry()],
  })
const loginFailures = series(
  Counter,
  'kampus_login_failures_total',
  'Refused logins (wrong email or password, locked account) by account collection',
  ['collection'],
)
const jobRunsFailed = series(
  Counter,
  'kampus_job_runs_failed_total',
  'Failed attempts of jobs-queue tasks (each retry counts), by task',
  ['task'],
)

/** An answered request and how long it took (the app's server calls this when the answer ends). */
export function countRequest(route: RouteClass, status: number, seconds: number) {
  httpRequests.inc({ route_class: route, status_class: statusClass(status) })
  httpDuration.observe({ route_class: route }, seconds)
}

export const countLoginFailure = (collection: 'users' | 'applicants') =>
  loginFailures.inc({ collection })

export const countFailedJobRun = (task: string) => jobRunsFailed.inc({ task })

/** Set from the database on every scrape (./queue-gauges.ts): the numbers of all servers together. */
export const queueGauges = {
  waiting: series(
    Gauge,
    'kampus_jobs_waiting',
    'Jobs in the queue not yet completed and not given up, by task (shared by all servers)',
    ['task'],
  ),
  failed: series(
    Gauge,
    'kampus_jobs_failed',
    'Jobs in the queue whose last attempt failed, by task (shared by all servers)',
    ['task'],
  ),
}
