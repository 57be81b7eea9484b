import type { Payload, PayloadRequest, TaskConfig } from 'payload'
import { APPLICATION_RETENTION } from '@/features/admissions/application/retention'
import { applyRetention, type RetentionReport } from '@/features/privacy/retention-run'

/**
 * One retention run for real: purges and anonymises what is past its period (see
 * src/features/privacy/retention.ts), then writes the run record staff read in the admin.
 */
export async function runRetention(
  payload: Payload,
  req?: Partial<PayloadRequest>,
  now = new Date(),
  /** The admin who started it from the policy page; none for the daily schedule. */
  ranBy?: string,
): Promise<RetentionReport & { runId: number | string }> {
  const report = await applyRetention(payload, { now, req, applications: APPLICATION_RETENTION })
  const run = await payload.create({
    collection: 'retention-runs',
    data: {
      ranAt: report.now,
      trigger: ranBy ? 'manual' : 'schedule',
      ranBy: ranBy ?? null,
      total: report.lines.reduce((sum, line) => sum + line.count, 0),
      lines: report.lines,
      failures: report.failures.join('\n') || null,
    },
    overrideAccess: true,
    req,
  })
  return { ...report, runId: run.id }
}

/** Daily at 02:30 WIB (19:30 UTC), a quiet hour, on the default queue (ADR 0027). */
export const retentionTask: TaskConfig<{ input: object; output: { total: number } }> = {
  slug: 'applyRetention',
  label: 'Retensi data pribadi',
  schedule: [{ cron: '0 30 19 * * *', queue: 'default' }],
  retries: 2,
  outputSchema: [{ name: 'total', type: 'number', required: true }],
  handler: async ({ req }) => {
    const report = await runRetention(req.payload, req)
    const total = report.lines.reduce((sum, line) => sum + line.count, 0)
    req.payload.logger.info({ msg: `Retensi data: ${total} data dihapus atau dianonimkan`, total })
    return { output: { total } }
  },
}
