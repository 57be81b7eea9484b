import type { Payload } from 'payload'
import { adapterDb } from '@/lib/adapter-db'
import { JAKARTA_TIME_ZONE } from '@/lib/time-zone'
import type { RecordState } from './vocabulary'

type Table = Record<string, unknown>
/** The slice of drizzle this one statement uses (each adapter has its own drizzle copy). */
type Operator = (...args: unknown[]) => unknown
type Ops = Record<'and' | 'eq' | 'inArray', Operator>
type Returning = { returning(fields: Table): PromiseLike<unknown[]> }
type Db = { update(table: Table): { set(values: Table): { where(condition: unknown): Returning } } }

/** The columns a transition may set besides the state (the dates get their Jakarta zone). */
export type RecordChange = {
  step?: 'biodata' | 'riwayat'
  idMahasiswa?: string
  idRegistrasiMahasiswa?: string
  errorDesc?: string | null
  attempts?: number
  sentAt?: string
  settledAt?: string | null
}

/**
 * `UPDATE feeder_records SET state = to, … WHERE id = ? AND state IN (from) RETURNING id`: one
 * statement, so of two servers' sync jobs only one moves a record (pending → sent before an
 * insert above all), on SQLite and PostgreSQL alike (as the payments' conditional update).
 * Answers whether this caller moved it.
 */
export async function moveRecord(
  payload: Payload,
  id: number,
  from: readonly RecordState[],
  to: RecordState,
  change: RecordChange = {},
): Promise<boolean> {
  const { db, ops, tables } = await adapterDb<Db, Ops>(payload)
  const table = tables.feeder_records!
  const values: Table = { ...change, state: to, updatedAt: new Date().toISOString() }
  if (change.sentAt) values.sentAt_tz = JAKARTA_TIME_ZONE
  if (change.settledAt) values.settledAt_tz = JAKARTA_TIME_ZONE
  const rows = await db
    .update(table)
    .set(values)
    .where(ops.and(ops.eq(table.id, id), ops.inArray(table.state, [...from])))
    .returning({ id: table.id })
  return rows.length === 1
}
