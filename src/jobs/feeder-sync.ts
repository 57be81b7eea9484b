import type { TaskConfig } from 'payload'
import { FEEDER_SYNC_TASK } from '@/features/feeder/batches'
import { feederConnection } from '@/features/feeder/connection'
import { reconcileFeeder } from '@/features/feeder/reconcile'
import { syncBatch } from '@/features/feeder/sync'

const SYNC_OUTPUT = ['sent', 'confirmed', 'failed', 'unknown'] as const

/** Queued by a batch's approval: sends its pending students to the Feeder (one at a time). */
export const feederSyncTask: TaskConfig<{
  input: { batch: number }
  output: { sent: number; confirmed: number; failed: number; unknown: number }
}> = {
  slug: FEEDER_SYNC_TASK,
  label: 'Kirim mahasiswa baru ke Feeder PDDikti',
  // A failed run leaves its records pending (or unknown): the reconcile task picks them up.
  retries: 0,
  inputSchema: [{ name: 'batch', type: 'number', required: true }],
  outputSchema: SYNC_OUTPUT.map((name) => ({ name, type: 'number' as const, required: true })),
  handler: async ({ input, req }) => {
    const connection = feederConnection()
    if (!connection) throw new Error('Koneksi Feeder belum diatur (FEEDER_URL).')
    const report = await syncBatch(req.payload, connection, input.batch)
    req.payload.logger.info({ msg: 'Kiriman Feeder dijalankan', batch: input.batch, ...report })
    return { output: report }
  },
}

/** Every ten minutes: settles unknown inserts by a read and sends what is still pending. */
export const reconcileFeederTask: TaskConfig<{
  input: object
  output: { checked: number; found: number; notFound: number; sent: number }
}> = {
  slug: 'reconcileFeeder',
  label: 'Cocokkan kiriman Feeder yang belum pasti',
  schedule: [{ cron: '0 */10 * * * *', queue: 'default' }],
  retries: 0,
  outputSchema: (['checked', 'found', 'notFound', 'sent'] as const).map((name) => ({
    name,
    type: 'number' as const,
    required: true,
  })),
  handler: async ({ req }) => {
    const connection = feederConnection()
    const report = connection
      ? await reconcileFeeder(req.payload, connection)
      : { checked: 0, found: 0, notFound: 0, sent: 0 }
    if (report.checked || report.sent)
      req.payload.logger.info({ msg: 'Kiriman Feeder dicocokkan', ...report })
    return { output: report }
  },
}
