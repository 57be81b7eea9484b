import { createHash } from 'node:crypto'
import type { Pool, PoolClient } from 'pg'

/**
 * PostgreSQL advisory locks shared by every server on one database (ADR 0025, 0027). Session-level:
 * a lock lives as long as the connection that took it, so a killed server never leaves one behind.
 */
export const ADVISORY_LOCKS = {
  /** Migrations, first admin and demo content (scripts/prepare.ts): one server at a time. */
  prepare: 'kampus:prepare',
  /** The jobs queue's timer (src/jobs/runner.ts): one server runs it. */
  jobsRunner: 'kampus:jobs-runner',
} as const

/** The lock's fixed 64-bit key: the first 8 bytes of the name's SHA-256, as PostgreSQL's bigint. */
export function advisoryKey(name: string): string {
  return createHash('sha256').update(name).digest().readBigInt64BE(0).toString()
}

/** Tries once; true when this connection now holds the lock. */
export async function tryAdvisoryLock(client: PoolClient, name: string): Promise<boolean> {
  const { rows } = await client.query<{ locked: boolean }>(
    'SELECT pg_try_advisory_lock($1::bigint) AS locked',
    [advisoryKey(name)],
  )
  return rows[0]?.locked === true
}

/** Gives the lock back (it stays with the connection otherwise). */
export async function releaseAdvisoryLock(client: PoolClient, name: string): Promise<void> {
  await client.query('SELECT pg_advisory_unlock($1::bigint)', [advisoryKey(name)])
}

/** The release of a lock held on `client`: unlock and hand the connection back, or drop it. */
function releaserOf(client: PoolClient, name: string): () => Promise<void> {
  return async () => {
    try {
      await releaseAdvisoryLock(client, name)
      client.release()
    } catch (error) {
      // Dropping the connection ends the session, and the lock with it.
      client.release(error as Error)
    }
  }
}

/**
 * Takes the lock on a connection of its own if no other session holds it: the release, or null
 * (the connection is handed back at once).
 */
export async function tryHoldAdvisoryLock(
  pool: Pool,
  name: string,
): Promise<(() => Promise<void>) | null> {
  const client = await pool.connect()
  try {
    if (await tryAdvisoryLock(client, name)) return releaserOf(client, name)
  } catch (error) {
    client.release(error as Error)
    throw error
  }
  client.release()
  return null
}

/**
 * Takes the lock on a connection of its own, waiting as long as another session holds it
 * (`onWait` is called once, before waiting). Returns the release.
 */
export async function holdAdvisoryLock(
  pool: Pool,
  name: string,
  onWait: () => void,
): Promise<() => Promise<void>> {
  const client = await pool.connect()
  try {
    if (!(await tryAdvisoryLock(client, name))) {
      onWait()
      await client.query('SELECT pg_advisory_lock($1::bigint)', [advisoryKey(name)])
    }
  } catch (error) {
    client.release(error as Error)
    throw error
  }
  return releaserOf(client, name)
}
