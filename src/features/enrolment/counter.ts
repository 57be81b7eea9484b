import type { Payload, PayloadRequest } from 'payload'
import { adapterDb } from '@/lib/adapter-db'

type Table = Record<string, unknown>
type Rows = PromiseLike<{ last: number }[]>
type Db = {
  insert: (table: Table) => {
    values: (values: Table) => {
      onConflictDoNothing: (o: { target: unknown }) => PromiseLike<unknown>
    }
  }
  update: (table: Table) => {
    set: (values: Table) => {
      where: (c: unknown) => { returning: (fields: Table) => Rows }
    }
  }
}
type Operators = {
  and: (...conditions: unknown[]) => unknown
  eq: (column: unknown, value: unknown) => unknown
  sql: (strings: TemplateStringsArray, ...values: unknown[]) => unknown
}

async function counterDb(payload: Payload, req?: PayloadRequest) {
  const { db, ops, tables } = await adapterDb<Db, Operators>(payload, req)
  return { db, ops, table: tables.nim_counters! }
}

/**
 * The next sequence number of `scope`: the counter row is made when missing, then one statement
 * `UPDATE nim_counters SET last = last + 1 WHERE scope = ? RETURNING last`. On PostgreSQL the
 * update holds the row's lock until the caller's transaction ends, so approvals of one programme
 * and intake on any number of servers take their numbers one after another, and a transaction
 * that fails gives its number back by rolling back. SQLite runs one writer at a time.
 */
export async function nextSequence(
  payload: Payload,
  scope: string,
  req?: PayloadRequest,
): Promise<number> {
  const { db, ops, table } = await counterDb(payload, req)
  await db.insert(table).values({ scope, last: 0 }).onConflictDoNothing({ target: table.scope })
  const rows = await db
    .update(table)
    .set({ last: ops.sql`${table.last} + 1` })
    .where(ops.eq(table.scope, scope))
    .returning({ last: table.last })
  const last = Number(rows[0]?.last)
  if (!Number.isSafeInteger(last)) throw new Error(`NIM counter ${scope} gave no number`)
  return last
}

/**
 * Gives `sequence` back where no transaction could (SQLite, whose Payload adapter runs none):
 * only while it is still the last number taken, so a number someone else took is never reused.
 */
export async function giveBackSequence(
  payload: Payload,
  scope: string,
  sequence: number,
): Promise<void> {
  const { db, ops, table } = await counterDb(payload)
  await db
    .update(table)
    .set({ last: sequence - 1 })
    .where(ops.and(ops.eq(table.scope, scope), ops.eq(table.last, sequence)))
    .returning({ last: table.last })
}
