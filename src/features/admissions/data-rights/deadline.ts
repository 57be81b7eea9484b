import type { Where } from 'payload'
import type { DataRequestStatus } from './requests'

/**
 * UU PDP: a data subject's request is answered within 3 × 24 hours. The deadline is stored on the
 * request when it is filed (so the admin can sort and filter by it) and every screen asks
 * isOverdue(). Pure: `now` is passed in.
 */
export const DATA_REQUEST_RESPONSE_HOURS = 72

export const dataRequestDueAt = (filedAt: Date | string): Date =>
  new Date(new Date(filedAt).getTime() + DATA_REQUEST_RESPONSE_HOURS * 60 * 60 * 1000)

/** Still open (new or in progress) past its deadline. Done and rejected requests are never late. */
export function isOverdue(
  request: { status?: DataRequestStatus | null; dueAt?: string | Date | null },
  now: Date,
): boolean {
  if (request.status !== 'open' && request.status !== 'in_progress') return false
  if (!request.dueAt) return false
  const due = new Date(request.dueAt)
  return !Number.isNaN(due.getTime()) && due < now
}

export const OVERDUE_LABEL = 'Lewat batas waktu'

/** The admin list's filter "Lewat batas waktu": open requests whose deadline has passed. */
export const overdueWhere = (now: Date): { and: Where[] } => ({
  and: [{ status: { in: ['open', 'in_progress'] } }, { dueAt: { less_than: now.toISOString() } }],
})
