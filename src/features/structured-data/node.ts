import { jakartaDay } from '@/lib/time-zone'
import type { JsonLdNode } from './types'

/** Small pure helpers every builder shares: absolute URLs, dropping empty values, dates. */

/** `path` (site-relative or already absolute) as an absolute URL on `siteUrl`. */
export function absoluteUrl(siteUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path
  return new URL(path, `${siteUrl.replace(/\/$/, '')}/`).href
}

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0)

/**
 * The node without its empty properties: a property the CMS has no value for is left out rather
 * than sent as "" or [], which validators read as a present but invalid value.
 */
export function compact<T extends JsonLdNode>(node: T): T {
  return Object.fromEntries(Object.entries(node).filter(([, v]) => !isEmpty(v))) as T
}

/** The last second of a Jakarta day, as ISO 8601 with its offset: "2026-12-01T23:59:59+07:00". */
export const endOfJakartaDay = (iso: string) => `${jakartaDay(iso)}T23:59:59+07:00`
