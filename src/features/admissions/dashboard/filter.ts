import type { Where } from 'payload'
import { isTrack, type Track } from '@/features/admissions/tracks/tracks'

/**
 * The dashboard's filter (a GET form: period, wave, track, programme). One module builds the
 * database query from it and the CSV export link, so the dashboard and the export count the
 * same applications.
 */
export type DashboardFilter = { period?: string; wave?: string; track?: Track; programme?: string }

const ID = /^\d{1,12}$/
const PERIOD = /^\d{4}\/\d{4}$/

const first = (value: unknown): string | undefined => {
  const v = Array.isArray(value) ? value[0] : value
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined
}

/** Reads the query string; a value that is not a period, a track or an id is ignored. */
export function parseDashboardFilter(params: Record<string, unknown> | undefined): DashboardFilter {
  const period = first(params?.periode)
  const wave = first(params?.gelombang)
  const track = first(params?.jalur)
  const programme = first(params?.prodi)
  return {
    ...(period && PERIOD.test(period) ? { period } : {}),
    ...(wave && ID.test(wave) ? { wave } : {}),
    ...(isTrack(track) ? { track } : {}),
    ...(programme && ID.test(programme) ? { programme } : {}),
  }
}

/** The applications' fields each filter value constrains (the admin list's `where` keys). */
const conditions = (filter: DashboardFilter, withWave = true): [string, string][] =>
  [
    ['period', filter.period],
    ['wave', withWave ? filter.wave : undefined],
    ['track', filter.track],
    ['programme.major', filter.programme],
  ].filter((c): c is [string, string] => c[1] !== undefined)

export function applicationsWhere(filter: DashboardFilter, withWave = true): Where {
  return {
    and: conditions(filter, withWave).map(([field, value]) => ({ [field]: { equals: value } })),
  }
}

/** The applications CSV export (and the admin list) for the same filter. */
export function csvExportHref(filter: DashboardFilter): string {
  const query = new URLSearchParams(
    conditions(filter).map(([field, value]) => [`where[${field}][equals]`, value]),
  ).toString()
  return `/api/cms/applications/export.csv${query ? `?${query}` : ''}`
}
