/**
 * Runs before the server starts: applies the committed migrations of the configured database,
 * creates the first admin, and seeds the demo content once. Compiled by scripts/bundle-script.mjs.
 */
import { getPayload } from 'payload'
import { migrations as sqliteMigrations } from '../src/migrations/sqlite'
import { migrations as postgresMigrations } from '../src/migrations/postgres'
import { ConfigError, env } from '../src/lib/env'
import { ensureAdmin } from '../src/seed/admin'
import { seed } from '../src/seed'

async function main() {
  const settings = env() // validate before anything else reads the configuration
  const { default: config } = await import('../src/payload.config')
  const payload = await getPayload({ config })
  const migrations = settings.databaseKind === 'postgres' ? postgresMigrations : sqliteMigrations
  // The generated migration modules type their args precisely; the adapter takes the generic shape.
  await payload.db.migrate({ migrations: migrations as never })
  await ensureAdmin(payload, settings, (line) => console.log(line))
  if (settings.seedDemo) await seed(payload)
  await payload.destroy()
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    if (error instanceof ConfigError) console.error(`\n${error.message}\n`)
    else console.error(error)
    process.exit(1)
  },
)
