/**
 * Runs before the server starts: applies the committed migrations of the configured database,
 * creates the first admin, and seeds the demo content once. Compiled by scripts/bundle-script.mjs.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { getPayload } from 'payload'
import { migrations as sqliteMigrations } from '../src/migrations/sqlite'
import { migrations as postgresMigrations } from '../src/migrations/postgres'
import { ConfigError, env } from '../src/lib/env'
import { ensureAdmin } from '../src/seed/admin'
import { seed } from '../src/seed'

async function main() {
  const settings = env() // validate before anything else reads the configuration
  // libsql does not create the database file's folder (a fresh DATA_DIR fails with error 14).
  fs.mkdirSync(settings.dataDir, { recursive: true })
  if (settings.databaseKind === 'sqlite') fs.mkdirSync(path.dirname(sqliteFile(settings.databaseUrl)), { recursive: true })
  const { default: config } = await import('../src/payload.config')
  const payload = await getPayload({ config })
  const migrations = settings.databaseKind === 'postgres' ? postgresMigrations : sqliteMigrations
  // The generated migration modules type their args precisely; the adapter takes the generic shape.
  await payload.db.migrate({ migrations: migrations as never })
  await ensureAdmin(payload, settings, (line) => console.log(line))
  if (settings.seedDemo) await seed(payload)
  await payload.destroy()
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
