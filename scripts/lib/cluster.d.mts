// Types of scripts/lib/cluster.mjs for the TypeScript tests that drive the cluster.
import type { ChildProcess } from 'node:child_process'

export const ROOT: string
export function ensureNginx(): string
export function hasBrotli(): boolean
export function ensureDatabase(url: string, options?: { fresh?: boolean }): Promise<void>
export function dropRedisPrefix(url: string, prefix: string): Promise<void>
export function nginxConfig(options: {
  dir: string
  port: number
  upstreams: number[]
  extraServer?: string
}): string

export type AppServer = {
  name: string
  port: number
  url: string
  /** The file its output is written to. */
  log: string
  proc: ChildProcess | null
  start(): ChildProcess
  alive(): boolean
  kill(signal?: NodeJS.Signals): Promise<void>
  ready(timeoutMs?: number): Promise<void>
}

export type Cluster = {
  /** nginx, as the tests reach it (127.0.0.1). */
  url: string
  /** SITE_URL of the app servers (localhost). */
  siteUrl: string
  servers: AppServer[]
  nginx: {
    conf: string
    reload(upstreams: number[], extraServer?: string): Promise<void>
    stop(): Promise<void>
  }
  env: Record<string, string | undefined>
  mailDir: string
  s3: import('./s3-server.mjs').S3Server
  databaseUrl: string
  admin: { email: string; password: string }
  stop(): Promise<void>
}

/**
 * The admin signed in through `via` with its second step done: enrols a TOTP app without `secret`
 * (its secret is returned), answers a code with it.
 */
export function signedInStaff(
  cluster: Pick<Cluster, 'siteUrl' | 'admin'>,
  via: string,
  secret?: string,
): Promise<{ cookie: string; secret?: string }>

/**
 * A verified applicant made by the admin through `via`, signed in through `loginVia` (default
 * `via`); its session cookie. `staff`: a staff session that has passed its second step.
 */
export function verifiedApplicant(
  cluster: Pick<Cluster, 'siteUrl' | 'admin'>,
  account: {
    email: string
    password: string
    fullName: string
    via: string
    loginVia?: string
    staff?: string
  },
): Promise<string>

export function startCluster(options?: {
  dir?: string
  port?: number
  appPorts?: number[]
  databaseUrl?: string
  redisUrl?: string
  redisKeyPrefix?: string
  s3Port?: number
  smtpPort?: number
  freshDatabase?: boolean
  distDir?: string
  extraServer?: string
  logToConsole?: boolean
  extraEnv?: Record<string, string>
}): Promise<Cluster>
