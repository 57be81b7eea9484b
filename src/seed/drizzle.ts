import type { Payload } from 'payload'

type Drizzle = { insert: (table: unknown) => { values: (rows: unknown[]) => Promise<unknown> } }
type Adapter = { drizzle: Drizzle; sessions: Record<string, { db: Drizzle } | undefined> }

/** The adapter's Drizzle instance inside the seed's transaction (SQLite and PostgreSQL alike). */
export const drizzleOf = (
  payload: Payload,
  transactionID: number | string | undefined,
): Drizzle => {
  const adapter = payload.db as unknown as Adapter
  return (transactionID !== undefined && adapter.sessions[transactionID]?.db) || adapter.drizzle
}

/** Rows in bulk inserts of 200 (plain columns only: no arrays or relations tables). */
export async function insertInBatches(
  payload: Payload,
  transactionID: number | string | undefined,
  table: string,
  rows: Record<string, unknown>[],
) {
  const db = drizzleOf(payload, transactionID)
  for (let i = 0; i < rows.length; i += 200)
    await db.insert(payload.db.tables[table]).values(rows.slice(i, i + 200))
}

/** Runs `write` in one transaction: all of a seed piece's rows, or none. */
export async function inSeedTransaction(
  payload: Payload,
  write: (transactionID: number | string | undefined) => Promise<void>,
) {
  const transactionID = (await payload.db.beginTransaction()) ?? undefined
  try {
    await write(transactionID)
    if (transactionID !== undefined) await payload.db.commitTransaction(transactionID)
  } catch (error) {
    if (transactionID !== undefined) await payload.db.rollbackTransaction(transactionID)
    throw error
  }
}
