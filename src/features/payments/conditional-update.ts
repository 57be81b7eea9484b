import type { Payload, PayloadRequest } from 'payload'
import { adapterDb } from '@/lib/adapter-db'
import type { PaymentStatus } from './status'

type Table = Record<string, unknown>
type Returning = { returning: (fields: Record<string, unknown>) => PromiseLike<{ id: unknown }[]> }
type Db = {
  update: (table: Table) => { set: (values: Table) => { where: (c: unknown) => Returning } }
}
type Operators = {
  and: (...conditions: unknown[]) => unknown
  eq: (column: unknown, value: unknown) => unknown
  inArray: (column: unknown, values: unknown[]) => unknown
}

/**
 * One statement: `UPDATE payments SET … WHERE id = ? AND status IN (…) RETURNING id`. The
 * database decides which caller changed the row, on SQLite (one writer at a time) and on
 * PostgreSQL (the row lock; a waiting update sees the new status and matches nothing) alike, so
 * no read-then-write race can let two callers settle one payment. Runs in the request's
 * transaction when it has one, else on its own: the row lock is then held for this statement
 * only, never while the winner goes on to move the application and queue its mail.
 */
export async function updatePaymentIf(
  payload: Payload,
  id: number,
  from: PaymentStatus[],
  values: Table,
  req?: PayloadRequest,
): Promise<boolean> {
  if (from.length === 0) return false
  const { db, ops, tables } = await adapterDb<Db, Operators>(payload, req)
  const { and, eq, inArray } = ops
  const table = tables.payments!
  const rows = await db
    .update(table)
    .set(values)
    .where(and(eq(table.id, id), inArray(table.status, from)))
    .returning({ id: table.id })
  return rows.length === 1
}
