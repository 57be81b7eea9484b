import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'
import { newsArticles } from '@/seed/news-content'
import { databaseKind, emptyDatabase } from '../helpers/payload'

/**
 * Several servers starting at the same moment on one fresh database. Each runs the
 * compiled prepare step exactly as scripts/start.mjs does; the lock (PostgreSQL advisory lock,
 * SQLite lock file) lets one migrate and seed while the other waits and then finds nothing to do.
 */
const root = path.resolve(import.meta.dirname, '../..')
// Inside the project, so the bundle's bare imports resolve from its node_modules.
fs.mkdirSync(path.join(root, 'tmp'), { recursive: true })
const bundleDir = fs.mkdtempSync(path.join(root, 'tmp', 'prepare-'))
const prepared = path.join(bundleDir, 'prepare.mjs')
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kampus-prepare-'))
// A database nobody migrated, of this run's kind (set in beforeAll).
let databaseUrl = ''
const isPostgres = databaseKind() === 'postgres'

type Run = { code: number | null; output: string }
function prepare(): Promise<Run> {
  const env: Record<string, string | undefined> = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    APP_ENV: 'development',
    SEED_DEMO: 'true',
    PAYLOAD_SECRET: 'uji-persiapan-serentak-0123456789abcdef',
    NEXT_TELEMETRY_DISABLED: '1',
  }
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--conditions=production', prepared], {
      env: env as NodeJS.ProcessEnv,
      cwd: root,
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('error', reject)
    child.on('exit', (code) => resolve({ code, output }))
  })
}

/** Rows of one query on the database the prepare steps used. */
async function query<T>(sql: string): Promise<T[]> {
  if (isPostgres) {
    const { Client } = await import('pg')
    const client = new Client({ connectionString: databaseUrl })
    await client.connect()
    try {
      return (await client.query(sql)).rows as T[]
    } finally {
      await client.end()
    }
  }
  const { createClient } = await import('@libsql/client')
  const client = createClient({ url: databaseUrl })
  try {
    return (await client.execute(sql)).rows as unknown as T[]
  } finally {
    client.close()
  }
}

beforeAll(async () => {
  const bundled = spawnSync(
    process.execPath,
    ['scripts/bundle-script.mjs', 'scripts/prepare.ts', prepared],
    { cwd: root, encoding: 'utf8' },
  )
  expect(bundled.status, bundled.stderr).toBe(0)
  databaseUrl = await emptyDatabase(dataDir)
}, 120_000)

afterAll(() => {
  fs.rmSync(bundleDir, { recursive: true, force: true })
  fs.rmSync(dataDir, { recursive: true, force: true })
})

describe(`two servers prepare one fresh ${databaseKind()} database at the same moment`, () => {
  it('both succeed; each migration is applied once, one admin, the demo content seeded once', async () => {
    const runs = await Promise.all([prepare(), prepare()])
    for (const run of runs) expect(run.code, run.output).toBe(0)

    const migrations = isPostgres ? postgresMigrations : sqliteMigrations
    const applied = await query<{ name: string; times: number | string }>(
      'SELECT name, COUNT(*) AS times FROM payload_migrations GROUP BY name ORDER BY name',
    )
    expect(applied.map((m) => [m.name, Number(m.times)])).toEqual(
      migrations.map((m) => [m.name, 1]).sort(),
    )
    const admins = await query<{ n: number | string }>(
      "SELECT COUNT(*) AS n FROM users WHERE role = 'admin'",
    )
    expect(Number(admins[0]!.n)).toBe(1)
    const news = await query<{ n: number | string }>('SELECT COUNT(*) AS n FROM news')
    expect(Number(news[0]!.n)).toBe(newsArticles.length)

    // One of them did the work; the other found it done (after waiting for the lock).
    const seeded = runs.filter((r) => r.output.includes('Konten demo diisi'))
    const found = runs.filter((r) => r.output.includes('Konten demo sudah ada'))
    expect([seeded.length, found.length]).toEqual([1, 1])
    expect(found[0]!.output).toContain('Menunggu server lain menyelesaikan persiapan basis data')
  }, 300_000)
})
