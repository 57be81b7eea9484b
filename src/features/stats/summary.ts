import { jakartaDay } from '@/lib/time-zone'

/** Visits per day (Asia/Jakarta) and the most visited pages, for the admin view. */
export type Visit = { path: string; visitedAt: string }

export function visitsPerDay(
  visits: Visit[],
  days: number,
  now = new Date(),
): { day: string; count: number }[] {
  const counts = new Map<string, number>()
  for (let i = days - 1; i >= 0; i--)
    counts.set(jakartaDay(new Date(now.getTime() - i * 86_400_000).toISOString()), 0)
  for (const v of visits) {
    const day = jakartaDay(v.visitedAt)
    if (counts.has(day)) counts.set(day, counts.get(day)! + 1)
  }
  return [...counts].map(([day, count]) => ({ day, count }))
}

export function topPages(visits: Visit[], limit: number): { path: string; count: number }[] {
  const counts = new Map<string, number>()
  for (const v of visits) counts.set(v.path, (counts.get(v.path) ?? 0) + 1)
  return [...counts]
    .map(([path, count]) => ({ path, count }))
    .sort((a, b) => b.count - a.count || a.path.localeCompare(b.path))
    .slice(0, limit)
}

/** ISO time of `days` days before now: the start of a summary window. */
export const daysAgo = (days: number, now = new Date()) =>
  new Date(now.getTime() - days * 86_400_000).toISOString()
