import { randomBytes } from 'node:crypto'

/**
 * PostgreSQL databases beside the run's base database (TEST_DATABASE_URL): each integration test
 * file works in a copy of its own, named after the base, so the files run side by side and the
 * run drops every copy at its end (tests/setup/int-database.ts).
 */
async function onServer<T>(url: string, work: (client: import('pg').Client) => Promise<T>) {
  const { Client } = await import('pg')
  const server = new URL(url)
  server.pathname = '/postgres'
  const client = new Client({ connectionString: server.toString() })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

const nameOf = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1))
const copyPrefix = (base: string) => `${base}_c_`

/**
 * A new database on the server of `baseUrl`: a copy of it (`template`: the migrated base), or
 * empty (`template0`) for a test that migrates by itself. Its URL.
 */
export async function newDatabase(baseUrl: string, { empty = false } = {}): Promise<string> {
  const base = nameOf(baseUrl)
  const name = `${copyPrefix(base)}${randomBytes(4).toString('hex')}`
  await onServer(baseUrl, (client) =>
    client.query(`CREATE DATABASE "${name}" TEMPLATE "${empty ? 'template0' : base}"`),
  )
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  return url.toString()
}

/** Ends every session on the database at `url` but this one's (so it can be a template). */
export async function endSessionsOn(url: string): Promise<void> {
  await onServer(url, (client) =>
    client.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [nameOf(url)],
    ),
  )
}

/** Drops every copy made of the base database at `baseUrl`, sessions still open or not. */
export async function dropCopiesOf(baseUrl: string): Promise<void> {
  await onServer(baseUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
      [copyPrefix(nameOf(baseUrl))],
    )
    for (const { datname } of rows)
      await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`)
  })
}

/** Drops every table of the PostgreSQL database at `url` (a fresh, unmigrated database). */
export async function emptyPostgres(url: string): Promise<void> {
  const { Client } = await import('pg')
  const client = new Client({ connectionString: url })
  await client.connect()
  await client.query('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;')
  await client.end()
}
