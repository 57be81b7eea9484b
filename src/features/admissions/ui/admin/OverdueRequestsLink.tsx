import type { Payload, TypedUser } from 'payload'
import { OVERDUE_LABEL, overdueWhere } from '@/features/admissions/data-rights/deadline'

/** Payload's list URL for a where clause (its own qs-style brackets). */
function whereQuery(where: ReturnType<typeof overdueWhere>): string {
  const params = new URLSearchParams({ limit: '50', sort: 'dueAt' })
  where.and.forEach((clause, i) => {
    const [field, condition] = Object.entries(clause)[0]!
    const [operator, value] = Object.entries(condition as Record<string, unknown>)[0]!
    if (Array.isArray(value))
      value.forEach((v, j) =>
        params.set(`where[and][${i}][${field}][${operator}][${j}]`, String(v)),
      )
    else params.set(`where[and][${i}][${field}][${operator}]`, String(value))
  })
  return params.toString()
}

/**
 * Above the data requests list: how many open requests are past their 3 × 24 h deadline, as a
 * link that filters the list to them ("Lewat batas waktu").
 */
export async function OverdueRequestsLink({
  payload,
  user,
}: {
  payload: Payload
  user?: TypedUser | null
}) {
  const now = new Date()
  const { totalDocs } = await payload
    .count({ collection: 'data-requests', where: overdueWhere(now), overrideAccess: false, user })
    .catch(() => ({ totalDocs: 0 }))
  return (
    <p style={{ marginBottom: 16 }} data-testid="overdue-requests">
      <a
        href={`/admin/collections/data-requests?${whereQuery(overdueWhere(now))}`}
        style={{ fontWeight: 600, color: totalDocs ? 'var(--theme-error-750)' : 'inherit' }}
      >
        {OVERDUE_LABEL}: {totalDocs} permintaan
      </a>
    </p>
  )
}
