import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { appEnvOf } from '@/lib/app-env.mjs'
import { ConfigError, parseEnv } from '@/lib/env'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kampus-env-'))
const smtp = 'smtps://pmb:rahasia@smtp.utb.ac.id:465'
const strongSecret = 'f'.repeat(64)

describe('configuration (read once, validated)', () => {
  it('defaults to SQLite under ./data and port 3000 in development, with a generated secret kept on disk', () => {
    const e = parseEnv({ DATA_DIR: dataDir })
    expect(e.appEnv).toBe('development')
    expect(e.databaseKind).toBe('sqlite')
    expect(e.databaseUrl).toBe(`file:${path.join(dataDir, 'kampus.db')}`)
    expect(e.port).toBe(3000)
    expect(e.payloadSecret).toMatch(/^[0-9a-f]{64}$/)
    expect(parseEnv({ DATA_DIR: dataDir }).payloadSecret).toBe(e.payloadSecret)
  })

  it('seeds demo content by default in development only, unless SEED_DEMO says otherwise', () => {
    expect(parseEnv({ DATA_DIR: dataDir }).seedDemo).toBe(true)
    expect(parseEnv({ DATA_DIR: dataDir, SEED_DEMO: 'false' }).seedDemo).toBe(false)
    expect(
      parseEnv({ APP_ENV: 'production', SMTP_URL: smtp, PAYLOAD_SECRET: strongSecret }).seedDemo,
    ).toBe(false)
    expect(
      parseEnv({
        APP_ENV: 'production',
        SMTP_URL: smtp,
        PAYLOAD_SECRET: strongSecret,
        SEED_DEMO: 'true',
      }).seedDemo,
    ).toBe(true)
    expect(() => parseEnv({ SEED_DEMO: 'ya' })).toThrow(/SEED_DEMO/)
  })

  it('selects PostgreSQL for postgres URLs', () => {
    expect(parseEnv({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://u@h/db' }).databaseKind).toBe(
      'postgres',
    )
    expect(parseEnv({ DATA_DIR: dataDir, DATABASE_URL: 'postgresql://u@h/db' }).databaseKind).toBe(
      'postgres',
    )
  })

  it('names the variable and the problem for bad values', () => {
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: harus diawali/)
    expect(() => parseEnv({ PORT: 'delapan' })).toThrow(/PORT: harus berupa angka port/)
    expect(() => parseEnv({ PORT: '70000' })).toThrow(/PORT: harus berupa angka port/)
    expect(() => parseEnv({ APP_ENV: 'staging' })).toThrow(/APP_ENV: harus/)
    expect(() => parseEnv({ SITE_URL: 'utb.ac.id' })).toThrow(/SITE_URL: harus URL lengkap/)
    expect(() => parseEnv({ DATA_DIR: dataDir, ADMIN_EMAIL: 'a@b.id' })).toThrow(
      /ADMIN_EMAIL dan ADMIN_PASSWORD harus diisi bersamaan/,
    )
    expect(() => parseEnv({ ADMIN_EMAIL: 'bukan-email', ADMIN_PASSWORD: 'x'.repeat(12) })).toThrow(
      ConfigError,
    )
  })

  it('refuses to run in production with a default or missing secret, or the demo admin', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(
      /PAYLOAD_SECRET: wajib diisi di produksi/,
    )
    expect(() => parseEnv({ APP_ENV: 'production', PAYLOAD_SECRET: strongSecret })).toThrow(
      /SMTP_URL: wajib diisi di produksi/,
    )
    expect(() =>
      parseEnv({ APP_ENV: 'production', PAYLOAD_SECRET: strongSecret, SMTP_URL: 'mail.utb.ac.id' }),
    ).toThrow(/SMTP_URL: harus diawali smtp/)
    expect(() => parseEnv({ APP_ENV: 'production', PAYLOAD_SECRET: 'changeme' })).toThrow(
      /PAYLOAD_SECRET/,
    )
    expect(() =>
      parseEnv({
        APP_ENV: 'production',
        SMTP_URL: smtp,
        PAYLOAD_SECRET: strongSecret,
        ADMIN_EMAIL: 'admin@kampus.local',
        ADMIN_PASSWORD: 'x'.repeat(16),
      }),
    ).toThrow(/akun demo/)
    expect(() =>
      parseEnv({
        APP_ENV: 'production',
        SMTP_URL: smtp,
        PAYLOAD_SECRET: strongSecret,
        ADMIN_EMAIL: 'a@utb.ac.id',
        ADMIN_PASSWORD: 'pendek123',
      }),
    ).toThrow(/minimal 12 karakter/)
    const ok = parseEnv({
      APP_ENV: 'production',
      SMTP_URL: smtp,
      PAYLOAD_SECRET: strongSecret,
      ADMIN_EMAIL: 'rektorat@utb.ac.id',
      ADMIN_PASSWORD: 'x'.repeat(16),
    })
    expect(ok.isProduction).toBe(true)
    expect(ok.payloadSecret).toBe(strongSecret)
  })

  it('opens the test-only routes with TEST_ROUTES=on under APP_ENV=test only; production refuses it', () => {
    const production = { APP_ENV: 'production', PAYLOAD_SECRET: strongSecret, SMTP_URL: smtp }
    expect(() => parseEnv({ ...production, TEST_ROUTES: 'on' })).toThrow(/TEST_ROUTES: rute khusus/)
    expect(parseEnv({ ...production, TEST_ROUTES: 'off' }).testRoutes).toBe(false)
    expect(parseEnv(production).testRoutes).toBe(false)
    expect(parseEnv({ DATA_DIR: dataDir, APP_ENV: 'test', TEST_ROUTES: 'on' }).testRoutes).toBe(
      true,
    )
    expect(parseEnv({ DATA_DIR: dataDir, APP_ENV: 'test' }).testRoutes).toBe(false)
    expect(parseEnv({ DATA_DIR: dataDir, TEST_ROUTES: 'on' }).testRoutes).toBe(false)
    expect(() => parseEnv({ DATA_DIR: dataDir, TEST_ROUTES: 'ya' })).toThrow(/TEST_ROUTES: harus/)
  })

  it('turns PDDikti reporting on with all three FEEDER_* variables and refuses one alone', () => {
    expect(parseEnv({ DATA_DIR: dataDir }).feeder).toBeUndefined()
    const feeder = {
      FEEDER_URL: 'http://10.0.0.5:3003/ws/sandbox2.php',
      FEEDER_USERNAME: 'operator',
      FEEDER_PASSWORD: 'rahasia',
    }
    expect(parseEnv({ DATA_DIR: dataDir, ...feeder }).feeder).toEqual({
      url: 'http://10.0.0.5:3003/ws/sandbox2.php',
      username: 'operator',
      password: 'rahasia',
    })
    expect(() => parseEnv({ DATA_DIR: dataDir, FEEDER_URL: feeder.FEEDER_URL })).toThrow(
      /FEEDER_URL, FEEDER_USERNAME dan FEEDER_PASSWORD harus diisi bersamaan/,
    )
    expect(() => parseEnv({ DATA_DIR: dataDir, ...feeder, FEEDER_URL: '10.0.0.5' })).toThrow(
      /FEEDER_URL: harus URL lengkap/,
    )
  })
})

describe('APP_ENV when it is not set: one rule for scripts/start.mjs and env.ts', () => {
  it('is production with NODE_ENV=production and development otherwise', () => {
    expect(appEnvOf({ NODE_ENV: 'production' })).toBe('production')
    expect(appEnvOf({ NODE_ENV: 'development' })).toBe('development')
    expect(appEnvOf({})).toBe('development')
    expect(appEnvOf({ APP_ENV: '  ', NODE_ENV: 'production' })).toBe('production')
    expect(appEnvOf({ APP_ENV: 'test', NODE_ENV: 'production' })).toBe('test')
  })

  it('agrees with what the app reads', () => {
    const production = { NODE_ENV: 'production', PAYLOAD_SECRET: strongSecret, SMTP_URL: smtp }
    for (const source of [{}, production, { APP_ENV: 'test' }]) {
      const withData = { DATA_DIR: dataDir, ...source }
      expect(parseEnv(withData).appEnv, JSON.stringify(source)).toBe(appEnvOf(withData))
    }
  })
})
