import { DEVICES, METRICS, type Device, type MetricName } from './rules'
import { PAGE_TEMPLATES, type PageTemplate } from './templates'

/** What the admin summary reads of a record. */
export type VitalRecord = {
  template: PageTemplate
  device: Device
  metric: MetricName
  value: number
}

/**
 * The 75th percentile by nearest rank (the value at or below which 75 % of the page views
 * fall), as Chrome's field data (CrUX) reports each metric. Null without values.
 */
export function p75(values: number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.ceil(sorted.length * 0.75) - 1]!
}

export type P75Row = {
  template: PageTemplate
  device: Device
  count: number
  p75: Record<MetricName, number | null>
}

/** p75 of every metric per page template and device class, for the pairs that have records. */
export function p75ByTemplateAndDevice(records: VitalRecord[]): P75Row[] {
  const groups = new Map<string, VitalRecord[]>()
  for (const r of records) {
    const key = `${r.template}|${r.device}`
    groups.set(key, [...(groups.get(key) ?? []), r])
  }
  return PAGE_TEMPLATES.flatMap((template) =>
    DEVICES.flatMap((device) => {
      const group = groups.get(`${template}|${device}`)
      if (!group) return []
      const p = Object.fromEntries(
        METRICS.map((m) => [m, p75(group.filter((r) => r.metric === m).map((r) => r.value))]),
      ) as Record<MetricName, number | null>
      // A page view reports each metric at most once: the most reported metric counts the views.
      const count = Math.max(...METRICS.map((m) => group.filter((r) => r.metric === m).length))
      return [{ template, device, count, p75: p }]
    }),
  )
}

/** A metric's value as the admin shows it: CLS to two decimals, times in whole milliseconds. */
export const formatVital = (metric: MetricName, value: number | null) =>
  value === null ? '–' : metric === 'CLS' ? value.toFixed(2) : String(Math.round(value))
