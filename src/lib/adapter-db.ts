import type { Payload, PayloadRequest } from 'payload'
import * as pg from '@payloadcms/db-postgres/drizzle'
import * as sqlite from '@payloadcms/db-sqlite/drizzle'

type Table = Record<string, unknown>
type Adapter<Db> = {
  name: string
  drizzle: Db
  sessions: Record<string, { db: Db } | undefined>
  tables: Record<string, Table>
}

/**
 * The database adapter's own drizzle, for the one statement the Local API cannot express (a
 * conditional update that tells its caller whether it won): in the request's transaction when it
 * has one, else on its own, with the adapter's tables. `Db` and `Ops` are the shapes the caller
 * uses; each adapter has its own copy of drizzle-orm, so the operators are those of the one that
 * built the tables.
 */
export async function adapterDb<Db, Ops>(payload: Payload, req?: PayloadRequest) {
  const adapter = payload.db as unknown as Adapter<Db>
  const transactionID = req?.transactionID ? await req.transactionID : undefined
  const db = (transactionID !== undefined && adapter.sessions[transactionID]?.db) || adapter.drizzle
  const ops = (adapter.name === 'postgres' ? pg : sqlite) as unknown as Ops
  return { db, ops, tables: adapter.tables }
}
