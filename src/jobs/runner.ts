import type { Payload, Where } from 'payload'
import type { Pool } from 'pg'
import { ADVISORY_LOCKS, tryHoldAdvisoryLock } from '@/lib/advisory-lock'
import { SEND_EMAIL_TASK } from '@/lib/email'

/*
 * The jobs queue's timer, one per server (started by the app's first getPayloadClient() call,
 * src/lib/payload.ts; never during `next build`, in scripts or in tests), in place of
 * Payload's `autoRun`: Payload claims jobs by reading and then updating them, so two servers
 * ticking in the same second could both run one job (one mail sent twice). Here every tick runs
 * under a PostgreSQL advisory lock, so only one server works the queue at a time; SQLite means one
 * server, and needs none (ADR 0027).
 *
 * A new mail is run at once by the server that queued it (src/lib/email.ts); the timer leaves
 * those alone for FRESH_MAIL_MS and takes retries, stragglers and every other task.
 */

export const QUEUE_TICK_MS = 60_000
/** How long the server that queued a mail has it to itself. */
export const FRESH_MAIL_MS = 30_000
/** A job marked "processing" for this long belonged to a server that died: it is handed back. */
export const STALLED_AFTER_MS = 10 * 60_000
/** Jobs per tick, as Payload's own default. */
const TICK_LIMIT = 10

/** The jobs a tick may take: everything due but a mail its own server is still sending. */
export function dueJobsWhere(now: Date): Where {
  return {
    or: [
      { taskSlug: { not_equals: SEND_EMAIL_TASK } },
      { createdAt: { less_than: new Date(now.getTime() - FRESH_MAIL_MS).toISOString() } },
    ],
  }
}

/** Jobs left "processing" by a server that stopped mid-run. */
export function stalledJobsWhere(now: Date): Where {
  return {
    and: [
      { processing: { equals: true } },
      { completedAt: { exists: false } },
      { updatedAt: { less_than: new Date(now.getTime() - STALLED_AFTER_MS).toISOString() } },
    ],
  }
}

/** Runs `work` while this server holds the queue's lock; false when another server holds it. */
async function underQueueLock(payload: Payload, work: () => Promise<void>): Promise<boolean> {
  const pool = (payload.db as unknown as { pool?: Pool }).pool
  const release = pool ? await tryHoldAdvisoryLock(pool, ADVISORY_LOCKS.jobsRunner) : async () => {}
  if (!release) return false
  try {
    await work()
  } finally {
    await release()
  }
  return true
}

/** One tick: hand back stalled jobs, queue what is scheduled, run what is due. */
export async function runQueueTick(payload: Payload, now = new Date()): Promise<boolean> {
  return underQueueLock(payload, async () => {
    const stalled = await payload.update({
      collection: 'payload-jobs',
      where: stalledJobsWhere(now),
      data: { processing: false },
      overrideAccess: true,
    })
    for (const job of stalled.docs)
      payload.logger.warn(
        `Tugas antrean ${String(job.id)} (${String(job.taskSlug)}) terhenti di tengah jalan; dijalankan lagi.`,
      )
    await payload.jobs.handleSchedules({ queue: 'default' })
    await payload.jobs.run({ queue: 'default', limit: TICK_LIMIT, where: dueJobsWhere(now) })
  })
}

// On globalThis: Next.js may load this module more than once in one server (one copy per bundle).
const TIMER = Symbol.for('kampus.jobs.queueTimer')
const store = globalThis as typeof globalThis & { [TIMER]?: NodeJS.Timeout }

/** Starts this server's timer (once); a tick still running when the next is due is not doubled. */
export function startQueueRunner(payload: Payload): void {
  if (store[TIMER] || process.env.NEXT_PHASE === 'phase-production-build') return
  let running = false
  const timer = setInterval(() => {
    if (running) return
    running = true
    runQueueTick(payload)
      .catch((error: unknown) =>
        payload.logger.error({ msg: 'Antrean tugas gagal dijalankan', err: error }),
      )
      .finally(() => (running = false))
  }, QUEUE_TICK_MS)
  timer.unref()
  store[TIMER] = timer
}
