import {
  onCLS,
  onFCP,
  onINP,
  onLCP,
  onTTFB,
  type MetricWithAttribution,
} from 'web-vitals/attribution'
import type { WebVitalsInput } from './record'
import { MOBILE_MAX_WIDTH, WEB_VITALS_URL } from './wire'

type Entry = WebVitalsInput['metrics'][number]

/** The element behind a metric, as the attribution build names it (a CSS selector). */
function targetOf(metric: MetricWithAttribution): string | undefined {
  switch (metric.name) {
    case 'LCP':
      return metric.attribution.target
    case 'INP':
      return metric.attribution.interactionTarget
    case 'CLS':
      return metric.attribution.largestShiftTarget
    default:
      return undefined
  }
}

let started = false

/**
 * Measures this page load and sends its metrics in one batch whenever the page is hidden (the
 * last moment a browser reliably sends anything, and when INP and CLS are final), each metric
 * once. The path is the one the browser loaded: a metric belongs to the page that was loaded,
 * not to a later route change. Nothing is sent while `allowed()` says no.
 */
export function startReporting(allowed: () => boolean) {
  if (started) return
  started = true
  const loaded = performance.getEntriesByType('navigation')[0]?.name
  const path = loaded ? new URL(loaded).pathname : location.pathname
  const device = innerWidth <= MOBILE_MAX_WIDTH ? 'mobile' : 'desktop'
  const queue = new Map<string, Entry>()
  const sent = new Set<string>()
  let navigationType: WebVitalsInput['navigationType'] = 'navigate'

  const add = (metric: MetricWithAttribution) => {
    if (sent.has(metric.name)) return
    navigationType = metric.navigationType
    queue.set(metric.name, { name: metric.name, value: metric.value, target: targetOf(metric) })
  }
  const flush = () => {
    if (queue.size === 0 || !allowed()) return
    const body = JSON.stringify({ path, device, navigationType, metrics: [...queue.values()] })
    for (const name of queue.keys()) sent.add(name)
    queue.clear()
    // A string is sent as text/plain, which every browser's beacon accepts; the server parses it.
    if (!navigator.sendBeacon?.(WEB_VITALS_URL, body))
      void fetch(WEB_VITALS_URL, { method: 'POST', body, keepalive: true }).catch(() => {})
  }
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush()
  })
  addEventListener('pagehide', flush)
  onLCP(add)
  onINP(add)
  onCLS(add)
  onFCP(add)
  onTTFB(add)
}
