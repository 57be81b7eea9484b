/**
 * Runs before the server starts: applies the committed migrations of the configured database,
 * creates the first admin, and seeds the demo content once. Compiled by scripts/bundle-script.mjs.
 *
 * Several servers may start at once on one database: the whole step runs under a lock (PostgreSQL:
 * a session advisory lock; SQLite: a lock file beside the database), so exactly one migrates and
 * seeds while the others wait and then find nothing left to do (ADR 0025).
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Pool } from 'pg'
import { getPayload, type Payload } from 'payload'
import { migrations as sqliteMigrations } from '../src/migrations/sqlite'
import { migrations as postgresMigrations } from '../src/migrations/postgres'
import { ADVISORY_LOCKS, holdAdvisoryLock } from '../src/lib/advisory-lock'
import { ConfigError, env, type AppEnv } from '../src/lib/env'
import { ensureAdmin } from '../src/seed/admin'
import { seed } from '../src/seed'
import { holdFileLock } from './file-lock.mjs'

const WAITING =
  'Menunggu server lain menyelesaikan persiapan basis data (migrasi, admin pertama, konten demo)…'

async function main() {
  const settings = env() // validate before anything else reads the configuration
  // libsql does not create the database file's folder (a fresh DATA_DIR fails with error 14).
  fs.mkdirSync(settings.dataDir, { recursive: true })
  if (settings.databaseKind === 'sqlite')
    fs.mkdirSync(path.dirname(sqliteFile(settings.databaseUrl)), { recursive: true })
  const { default: config } = await import('../src/payload.config')
  const payload = await getPayload({ config })
  const release = await prepareLock(payload, settings)
  try {
    const migrations = settings.databaseKind === 'postgres' ? postgresMigrations : sqliteMigrations
    // The generated migration modules type their args precisely; the adapter takes the generic shape.
    await payload.db.migrate({ migrations: migrations as never })
    await ensureAdmin(payload, settings, (line) => console.log(line))
    if (settings.seedDemo) await seed(payload)
  } finally {
    await release()
  }
  await payload.destroy()
}

/** Waits for any other server's prepare step on the same database; returns the release. */
async function prepareLock(payload: Payload, settings: AppEnv): Promise<() => Promise<void>> {
  const onWait = () => console.log(WAITING)
  if (settings.databaseKind === 'postgres')
    return holdAdvisoryLock(
      (payload.db as unknown as { pool: Pool }).pool,
      ADVISORY_LOCKS.prepare,
      onWait,
    )
  return holdFileLock(`${sqliteFile(settings.databaseUrl)}.prepare.lock`, onWait)
}

/** The file of a `file:` URL (`file:/abs/x.db`, `file:///abs/x.db` or `file:relative/x.db`). */
function sqliteFile(url: string): string {
  return url.startsWith('file://') ? fileURLToPath(url) : path.resolve(url.slice('file:'.length))
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    if (error instanceof ConfigError) console.error(`\n${error.message}\n`)
    else console.error(error)
    process.exit(1)
  },
)
