import { jsonAnswer } from '@/lib/api-response'

/*
 * Liveness and readiness for the reverse proxy and orchestrators:
 * - /healthz: the process answers (no database call);
 * - /readyz: the database answers a cheap query through Payload and, when REDIS_URL is set,
 *   Redis answers PING, each within CHECK_TIMEOUT_MS; 503 naming the failing checks otherwise.
 * Both are JSON, `no-store`, need no session and are not pages (no visit is counted).
 */

export const CHECK_TIMEOUT_MS = 2000

export type CheckName = 'database' | 'redis'

export type CheckResult =
  { status: 'ok'; ms: number } | { status: 'fail'; ms: number; message: string }

export type Readiness = {
  status: 'ok' | 'fail'
  failing: CheckName[]
  checks: Partial<Record<CheckName, CheckResult>>
}

/** A check: resolves when the dependency answered, throws (or never settles) otherwise. */
export type Check = () => Promise<unknown>

/** What a failing check says (the details go to the log, not to whoever polls). */
export const CHECK_MESSAGES = {
  database: 'Basis data tidak menjawab.',
  redis: 'Redis tidak menjawab.',
  timeout: (ms: number) => `Tidak menjawab dalam ${ms} ms.`,
} as const

class CheckTimeout extends Error {}

type Outcome = { result: CheckResult; detail?: string }

async function run(check: Check, timeoutMs: number, message: string): Promise<Outcome> {
  const started = performance.now()
  let timer: NodeJS.Timeout | undefined
  const ms = () => Math.round(performance.now() - started)
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => (timer = setTimeout(() => reject(new CheckTimeout()), timeoutMs))),
    ])
    return { result: { status: 'ok', ms: ms() } }
  } catch (error) {
    if (error instanceof CheckTimeout)
      return { result: { status: 'fail', ms: ms(), message: CHECK_MESSAGES.timeout(timeoutMs) } }
    return {
      result: { status: 'fail', ms: ms(), message },
      detail: error instanceof Error ? error.message : String(error),
    }
  } finally {
    clearTimeout(timer)
  }
}

// Checks that failed last time: a proxy polls every few seconds, the log gets one line per outage.
const failed = new Set<CheckName>()

/** Runs the checks side by side; `ok` only when every one passed. */
export async function readiness(
  checks: Partial<Record<CheckName, Check>>,
  { timeoutMs = CHECK_TIMEOUT_MS, log = console.warn } = {},
): Promise<Readiness> {
  const names = Object.keys(checks) as CheckName[]
  const outcomes = await Promise.all(
    names.map((name) => run(checks[name]!, timeoutMs, CHECK_MESSAGES[name])),
  )
  names.forEach((name, i) => {
    const { result, detail } = outcomes[i]!
    if (result.status === 'ok') {
      if (failed.delete(name)) log(`Pemeriksaan kesiapan "${name}" lulus lagi.`)
    } else if (!failed.has(name)) {
      failed.add(name)
      log(`Pemeriksaan kesiapan "${name}" gagal: ${detail ?? result.message}`)
    }
  })
  const failing = names.filter((_, i) => outcomes[i]!.result.status === 'fail')
  return {
    status: failing.length ? 'fail' : 'ok',
    failing,
    checks: Object.fromEntries(names.map((name, i) => [name, outcomes[i]!.result])),
  }
}

/** Redis answers PING (a client that is not connected fails at once). */
export const redisCheck =
  (client: { isReady: boolean; ping(): Promise<unknown> }): Check =>
  async () => {
    if (!client.isReady) throw new Error('belum tersambung')
    await client.ping()
  }

/** The JSON answer of a health endpoint: never stored by a browser or a proxy. */
export const healthAnswer = (status: number, body: unknown): Response =>
  jsonAnswer(body, { status })

export const livenessAnswer = () => healthAnswer(200, { status: 'ok' })

export const readinessAnswer = (result: Readiness) =>
  healthAnswer(result.status === 'ok' ? 200 : 503, result)
