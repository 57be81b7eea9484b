import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'

/**
 * The integration project's global setup: one database migrated once per run, which every test
 * file copies (tests/helpers/payload.ts), so the files run side by side instead of each applying
 * every migration. SQLite: a file that each test file copies. PostgreSQL (TEST_DATABASE_URL): that
 * database, the template of each file's own `CREATE DATABASE … TEMPLATE` copy; the copies are
 * dropped when the run ends.
 */
export type IntDatabase =
  { kind: 'sqlite'; baseFile: string } | { kind: 'postgres'; baseUrl: string }

declare module 'vitest' {
  export interface ProvidedContext {
    intDatabase: IntDatabase
  }
}

export default async function setup(project: TestProject) {
  const started = Date.now()
  const pgUrl = process.env.TEST_DATABASE_URL
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kampus-int-base-'))
  const previous = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL }
  process.env.DATA_DIR = dataDir
  process.env.APP_ENV = 'test'
  const baseFile = path.join(dataDir, 'base.db')
  process.env.DATABASE_URL = pgUrl || `file:${baseFile}`

  const { emptyPostgres, dropCopiesOf, endSessionsOn } = await import('../helpers/database-copies')
  if (pgUrl) await emptyPostgres(pgUrl)
  const [{ getPayload }, { default: config }, migrations] = await Promise.all([
    import('payload'),
    import('@/payload.config'),
    pgUrl ? import('@/migrations/postgres') : import('@/migrations/sqlite'),
  ])
  const payload = await getPayload({ config })
  await payload.db.migrate({ migrations: migrations.migrations as never })
  // No session may be left on the template (PostgreSQL refuses to copy a database in use), and the
  // SQLite file must be complete on disk before it is copied (WAL mode: the log written back).
  // Payload keeps its connections open, and waiting for its pool to end can hang: the sessions
  // are ended from the server's side instead.
  const db = payload.db as unknown as {
    pool?: { on(event: 'error', listener: () => void): void; end(): Promise<void> }
    client?: { execute(sql: string): Promise<unknown>; close(): void }
  }
  if (pgUrl) {
    db.pool?.on('error', () => {})
    await endSessionsOn(pgUrl)
    void db.pool?.end().catch(() => {})
  } else {
    await db.client?.execute('PRAGMA wal_checkpoint(TRUNCATE)')
    db.client?.close()
  }
  Object.assign(process.env, previous)
  for (const [name, value] of Object.entries(previous))
    if (value === undefined) delete process.env[name]
  console.log(
    `Basis data uji dimigrasi sekali (${pgUrl ? 'PostgreSQL' : 'SQLite'}, ${Date.now() - started} ms)`,
  )

  project.provide(
    'intDatabase',
    pgUrl ? { kind: 'postgres', baseUrl: pgUrl } : { kind: 'sqlite', baseFile },
  )
  return async () => {
    if (pgUrl) await dropCopiesOf(pgUrl)
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
