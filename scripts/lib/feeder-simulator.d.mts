// Types of scripts/lib/feeder-simulator.mjs for the TypeScript tests.

export const TOKEN_ERROR: number
export const UNKNOWN_ACT: number
export const VALIDATION_ERROR: number
export const DUPLICATE_ERROR: number

export function parseFilter(filter: string | undefined): [string, string][]

export type FeederSimulator = {
  /** The web service endpoint (…/ws/sandbox2.php) for FEEDER_URL. */
  url: string
  baseUrl: string
  /** The next `count` calls answer HTTP 500 and change nothing. */
  failNext(count?: number): void
  /** The next call is carried out, and answered after `ms` (never, without it, until close). */
  hangNext(ms?: number): void
  /** Every token handed out so far is refused as expired. */
  expireTokens(): void
  /** Stored biodata, each with its latest registration's nim and id (null when none). */
  students(): Record<string, unknown>[]
  registrations(): Record<string, unknown>[]
  /** Every call to the endpoint: its act and the simulator's clock when it arrived. */
  log(): { at: number; act: string }[]
  close(): Promise<void>
}

export function startFeederSimulator(options: {
  port?: number
  host?: string
  username: string
  password: string
  tokenTtlMs?: number
  /** The simulator's clock (tokens' expiry, the log); Date.now by default. */
  now?: () => number
}): Promise<FeederSimulator>
