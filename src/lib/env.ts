import fs from 'node:fs'
import path from 'node:path'
import crypto from 'node:crypto'
import { z } from 'zod'
import { defaultAppEnv } from './app-env.mjs'
import { invalidTrustEntries, parseTrustProxy } from './client-address'

/**
 * Configuration is read once, validated, and frozen. A bad value stops the process with a
 * message naming the variable, instead of surfacing later as an obscure runtime error.
 */

const WEAK_SECRETS = new Set([
  '',
  'secret',
  'changeme',
  'change-me',
  'payload',
  'kampus',
  'development',
])
const DEMO_ADMIN_EMAIL = 'admin@kampus.local'

/** S3's bucket naming rule (3–63 lowercase letters, digits, dots and hyphens). */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/
const BUCKET_MESSAGE =
  'harus nama bucket S3 yang sah: 3–63 huruf kecil, angka, titik atau tanda hubung'

const schema = z.object({
  APP_ENV: z
    .enum(['development', 'production', 'test'], {
      message: 'harus "development", "production" atau "test"',
    })
    .optional(),
  NODE_ENV: z.string().optional(),
  TEST_ROUTES: z.enum(['on', 'off'], { message: 'harus "on" atau "off"' }).optional(),
  DATABASE_URL: z
    .string()
    .trim()
    .refine((v) => v === '' || v.startsWith('file:') || /^postgres(ql)?:\/\//.test(v), {
      message: 'harus diawali "file:" (SQLite) atau "postgres://" / "postgresql://" (PostgreSQL)',
    })
    .optional(),
  PAYLOAD_SECRET: z.string().optional(),
  DATA_DIR: z.string().trim().optional(),
  MEDIA_DIR: z.string().trim().optional(),
  PRIVATE_DIR: z.string().trim().optional(),
  SMTP_URL: z
    .string()
    .trim()
    .regex(/^smtps?:\/\//, { message: 'harus diawali smtp:// atau smtps://' })
    .optional(),
  MAIL_FROM: z.string().trim().optional(),
  PORT: z.coerce
    .number({ message: 'harus berupa angka port 1–65535' })
    .int({ message: 'harus berupa angka port 1–65535' })
    .min(1, { message: 'harus berupa angka port 1–65535' })
    .max(65535, { message: 'harus berupa angka port 1–65535' })
    .optional(),
  SITE_URL: z.url({ message: 'harus URL lengkap, mis. https://utb.ac.id' }).optional(),
  ADMIN_EMAIL: z.email({ message: 'harus alamat email yang sah' }).optional(),
  ADMIN_PASSWORD: z.string().optional(),
  SEED_DEMO: z.enum(['true', 'false'], { message: 'harus "true" atau "false"' }).optional(),
  REDIS_URL: z
    .string()
    .trim()
    .regex(/^rediss?:\/\/\S+$/, {
      message: 'harus diawali redis:// atau rediss://, mis. redis://127.0.0.1:6379',
    })
    .optional(),
  REDIS_KEY_PREFIX: z
    .string()
    .trim()
    .regex(/^[\w.:-]{1,40}$/, {
      message:
        'hanya huruf, angka, titik, titik dua, garis bawah atau tanda hubung (maks. 40), mis. "kampus:"',
    })
    .optional(),
  S3_BUCKET: z.string().trim().regex(BUCKET_NAME, { message: BUCKET_MESSAGE }).optional(),
  S3_PRIVATE_BUCKET: z.string().trim().regex(BUCKET_NAME, { message: BUCKET_MESSAGE }).optional(),
  S3_ENDPOINT: z
    .url({
      message:
        'harus URL lengkap, mis. https://s3.ap-southeast-3.amazonaws.com atau http://127.0.0.1:4569',
    })
    .optional(),
  S3_REGION: z.string().trim().optional(),
  S3_ACCESS_KEY_ID: z.string().trim().optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'], { message: 'harus "true" atau "false"' })
    .optional(),
  TRUST_PROXY: z
    .string()
    .trim()
    .refine((v) => invalidTrustEntries(parseTrustProxy(v)).length === 0, {
      message:
        'harus daftar alamat IP, rentang CIDR atau "loopback", ' +
        'dipisah koma (mis. "loopback" atau "10.0.0.0/8, 127.0.0.1")',
    })
    .optional(),
  METRICS_TOKEN: z
    .string()
    .trim()
    .regex(/^\S{32,}$/, {
      message: 'minimal 32 karakter tanpa spasi (mis. `openssl rand -hex 32`)',
    })
    .optional(),
  MIDTRANS_SERVER_KEY: z
    .string()
    .trim()
    .regex(/^\S{8,}$/, {
      message: 'harus server key Midtrans tanpa spasi (Dashboard → Settings → Access Keys)',
    })
    .optional(),
  MIDTRANS_API_URL: z
    .url({
      message:
        'harus URL lengkap, mis. https://api.sandbox.midtrans.com atau https://api.midtrans.com',
    })
    .optional(),
  XENDIT_SECRET_KEY: z
    .string()
    .trim()
    .regex(/^\S{8,}$/, { message: 'harus secret key Xendit tanpa spasi (mis. xnd_development_…)' })
    .optional(),
  XENDIT_CALLBACK_TOKEN: z
    .string()
    .trim()
    .regex(/^\S{8,}$/, { message: 'harus token verifikasi webhook Xendit tanpa spasi' })
    .optional(),
  XENDIT_API_URL: z.url({ message: 'harus URL lengkap, mis. https://api.xendit.co' }).optional(),
  FEEDER_URL: z
    .url({
      message:
        'harus URL lengkap web service Neo Feeder, mis. http://feeder.kampus:3003/ws/sandbox2.php',
    })
    .optional(),
  FEEDER_USERNAME: z.string().trim().optional(),
  FEEDER_PASSWORD: z.string().optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      message: 'harus salah satu dari fatal, error, warn, info, debug, trace, silent',
    })
    .optional(),
})

export type AppEnv = {
  appEnv: 'development' | 'production' | 'test'
  isProduction: boolean
  /**
   * The test-only routes (`page.test.tsx`) answer: TEST_ROUTES=on with APP_ENV=test, never in
   * production (docs/decisions/0044-one-build-configured-at-start.md).
   */
  testRoutes: boolean
  databaseUrl: string
  databaseKind: 'sqlite' | 'postgres'
  payloadSecret: string
  dataDir: string
  mediaDir: string
  /** Applicant uploads: never under a public folder. */
  privateDir: string
  /** SMTP server for mail; unset outside production means mail goes to the outbox folder. */
  smtpUrl?: string
  mailFrom: string
  port: number
  siteUrl: string
  adminEmail?: string
  adminPassword?: string
  demoAdminEmail: string
  /** Demo content is seeded by default in development only. */
  seedDemo: boolean
  /** Proxies whose X-Forwarded-For is believed (proxy-addr entries); empty: only the socket counts. */
  trustProxy: string[]
  /** The public site is served over https (SITE_URL): HSTS and Secure cookies. */
  httpsSite: boolean
  /** Shared state of several app servers (Next.js cache, rate limits); unset: in this process only. */
  redis?: { url: string; keyPrefix: string }
  /** S3-compatible storage for uploads; unset: MEDIA_DIR and PRIVATE_DIR on this server's disk. */
  s3?: S3Settings
  /** Bearer token of /metrics; unset: the route answers 404. */
  metricsToken?: string
  /** pino's level for Payload's log and the access log (LOG_LEVEL, default info). */
  logLevel: string
  /** Online payment providers; a provider whose keys are unset is off. Keys never leave the server. */
  payments: PaymentSettings
  /** PDDikti's Neo Feeder web service (FEEDER_URL with its account); unset: reporting is off. */
  feeder?: { url: string; username: string; password: string }
}

export type PaymentSettings = {
  midtrans?: { serverKey: string; apiUrl: string }
  xendit?: { secretKey: string; callbackToken: string; apiUrl: string }
}

export type S3Settings = {
  /** Media and downloadable documents (served through Payload's file route, never linked directly). */
  bucket: string
  /** Applicant files: their own bucket (S3_PRIVATE_BUCKET), or a prefix of `bucket`. Never public. */
  privateBucket: string
  privatePrefix: string
  endpoint?: string
  region: string
  forcePathStyle: boolean
  /** Unset: the AWS SDK's own chain (instance role, AWS_* variables). */
  credentials?: { accessKeyId: string; secretAccessKey: string }
}

export class ConfigError extends Error {}

type EnvSource = Record<string, string | undefined>

function blankToUndefined(source: EnvSource): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {}
  for (const key of Object.keys(schema.shape)) {
    const value = source[key]
    out[key] = value === undefined || value.trim() === '' ? undefined : value
  }
  return out
}

/** In development the secret is generated once and kept beside the data, never a fixed default. */
function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, '.payload-secret')
  try {
    return fs.readFileSync(file, 'utf8').trim()
  } catch {
    const secret = crypto.randomBytes(32).toString('hex')
    fs.mkdirSync(dataDir, { recursive: true })
    try {
      // Exclusive create: of several servers starting at once, the first one's secret is everyone's.
      fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST')
        return fs.readFileSync(file, 'utf8').trim()
      throw error
    }
    return secret
  }
}

export function parseEnv(source: EnvSource = process.env): AppEnv {
  const parsed = schema.safeParse(blankToUndefined(source))
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`)
    throw new ConfigError(`Konfigurasi tidak valid:\n${lines.join('\n')}`)
  }
  const e = parsed.data
  const appEnv = e.APP_ENV ?? defaultAppEnv(e.NODE_ENV)
  const isProduction = appEnv === 'production'
  const cwd = process.cwd()
  const dataDir = path.resolve(cwd, e.DATA_DIR ?? 'data')
  const databaseUrl = e.DATABASE_URL ?? `file:${path.join(dataDir, 'kampus.db')}`
  const problems: string[] = []

  let payloadSecret = e.PAYLOAD_SECRET ?? ''
  if (isProduction) {
    if (WEAK_SECRETS.has(payloadSecret.toLowerCase()) || payloadSecret.length < 32) {
      problems.push(
        'PAYLOAD_SECRET: wajib diisi di produksi, minimal 32 karakter acak (mis. `openssl rand -hex 32`)',
      )
    }
    if (e.ADMIN_EMAIL === DEMO_ADMIN_EMAIL) {
      problems.push(`ADMIN_EMAIL: akun demo ${DEMO_ADMIN_EMAIL} tidak boleh dipakai di produksi`)
    }
    if (!e.SMTP_URL) {
      problems.push(
        'SMTP_URL: wajib diisi di produksi (mis. ' +
          'smtps://user:sandi@smtp.example.com:465) agar email pendaftar terkirim',
      )
    }
    if (e.ADMIN_PASSWORD !== undefined && e.ADMIN_PASSWORD.length < 12) {
      problems.push('ADMIN_PASSWORD: minimal 12 karakter di produksi')
    }
    if (e.TEST_ROUTES === 'on') {
      problems.push('TEST_ROUTES: rute khusus pengujian tidak boleh dinyalakan di produksi')
    }
  } else if (!payloadSecret) {
    payloadSecret = developmentSecret(dataDir)
  }
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    problems.push('ADMIN_EMAIL dan ADMIN_PASSWORD harus diisi bersamaan')
  }
  if (e.ADMIN_PASSWORD !== undefined && e.ADMIN_PASSWORD.length < 8) {
    problems.push('ADMIN_PASSWORD: minimal 8 karakter')
  }
  const s3Given = (
    [
      'S3_PRIVATE_BUCKET',
      'S3_ENDPOINT',
      'S3_REGION',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
      'S3_FORCE_PATH_STYLE',
    ] as const
  ).filter((k) => e[k] !== undefined)
  if (!e.S3_BUCKET && s3Given.length) {
    problems.push(`S3_BUCKET: wajib diisi bila ${s3Given.join(', ')} diisi`)
  }
  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined)) {
    problems.push('S3_ACCESS_KEY_ID dan S3_SECRET_ACCESS_KEY harus diisi bersamaan')
  }
  if ((e.XENDIT_SECRET_KEY === undefined) !== (e.XENDIT_CALLBACK_TOKEN === undefined)) {
    // Without the token no webhook could be verified, and a token alone pays nobody.
    problems.push('XENDIT_SECRET_KEY dan XENDIT_CALLBACK_TOKEN harus diisi bersamaan')
  }
  const feederGiven = (['FEEDER_URL', 'FEEDER_USERNAME', 'FEEDER_PASSWORD'] as const).filter(
    (k) => e[k] !== undefined,
  )
  if (feederGiven.length % 3 !== 0) {
    problems.push('FEEDER_URL, FEEDER_USERNAME dan FEEDER_PASSWORD harus diisi bersamaan')
  }
  if (problems.length) {
    throw new ConfigError(`Konfigurasi tidak valid:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
  }
  const port = e.PORT ?? 3000
  const siteUrl = (e.SITE_URL ?? `http://localhost:${port}`).replace(/\/$/, '')

  return Object.freeze({
    appEnv,
    isProduction,
    testRoutes: e.TEST_ROUTES === 'on' && appEnv === 'test',
    databaseUrl,
    databaseKind: databaseUrl.startsWith('postgres') ? 'postgres' : 'sqlite',
    payloadSecret,
    dataDir,
    mediaDir: path.resolve(cwd, e.MEDIA_DIR ?? path.join(dataDir, 'media')),
    privateDir: path.resolve(cwd, e.PRIVATE_DIR ?? path.join(dataDir, 'private')),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'Penerimaan UTB <pmb@utb.ac.id>',
    port,
    siteUrl,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    demoAdminEmail: DEMO_ADMIN_EMAIL,
    seedDemo: e.SEED_DEMO ? e.SEED_DEMO === 'true' : !isProduction,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    httpsSite: siteUrl.startsWith('https://'),
    redis: e.REDIS_URL
      ? { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX ?? 'kampus:' }
      : undefined,
    s3: e.S3_BUCKET ? s3Settings(e) : undefined,
    metricsToken: e.METRICS_TOKEN,
    logLevel: e.LOG_LEVEL ?? 'info',
    payments: paymentSettings(e),
    feeder:
      e.FEEDER_URL && e.FEEDER_USERNAME && e.FEEDER_PASSWORD
        ? { url: e.FEEDER_URL, username: e.FEEDER_USERNAME, password: e.FEEDER_PASSWORD }
        : undefined,
  })
}

/** Applicant files share the media bucket under `private/` unless they have a bucket of their own. */
function s3Settings(e: z.infer<typeof schema>): S3Settings {
  const own = e.S3_PRIVATE_BUCKET !== undefined
  return {
    bucket: e.S3_BUCKET!,
    privateBucket: e.S3_PRIVATE_BUCKET ?? e.S3_BUCKET!,
    privatePrefix: own ? 'applicant-files' : 'private/applicant-files',
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION ?? 'us-east-1',
    forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
    credentials: e.S3_ACCESS_KEY_ID
      ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY! }
      : undefined,
  }
}

function paymentSettings(e: z.infer<typeof schema>): PaymentSettings {
  const apiUrl = (value: string | undefined, fallback: string) =>
    (value ?? fallback).replace(/\/$/, '')
  return {
    midtrans: e.MIDTRANS_SERVER_KEY
      ? {
          serverKey: e.MIDTRANS_SERVER_KEY,
          apiUrl: apiUrl(e.MIDTRANS_API_URL, 'https://api.sandbox.midtrans.com'),
        }
      : undefined,
    xendit:
      e.XENDIT_SECRET_KEY && e.XENDIT_CALLBACK_TOKEN
        ? {
            secretKey: e.XENDIT_SECRET_KEY,
            callbackToken: e.XENDIT_CALLBACK_TOKEN,
            apiUrl: apiUrl(e.XENDIT_API_URL, 'https://api.xendit.co'),
          }
        : undefined,
  }
}

let cached: AppEnv | undefined

export function env(): AppEnv {
  cached ??= parseEnv()
  return cached
}
