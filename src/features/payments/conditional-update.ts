import type { Payload, PayloadRequest } from 'payload'
import * as pg from '@payloadcms/db-postgres/drizzle'
import * as sqlite from '@payloadcms/db-sqlite/drizzle'
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
type Adapter = {
  name: string
  drizzle: Db
  sessions: Record<string, { db: Db } | undefined>
  tables: Record<string, Table>
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
  const adapter = payload.db as unknown as Adapter
  const transactionID = req?.transactionID ? await req.transactionID : undefined
  const db = (transactionID !== undefined && adapter.sessions[transactionID]?.db) || adapter.drizzle
  // Each adapter has its own copy of drizzle-orm: the operators of the one that built the table.
  const { and, eq, inArray } = (adapter.name === 'postgres' ? pg : sqlite) as unknown as Operators
  const table = adapter.tables.payments!
  const rows = await db
    .update(table)
    .set(values)
    .where(and(eq(table.id, id), inArray(table.status, from)))
    .returning({ id: table.id })
  return rows.length === 1
}
