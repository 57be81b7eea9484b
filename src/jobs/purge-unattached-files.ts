import type { Payload, PayloadRequest, TaskConfig } from 'payload'
import { APPLICATION_RETENTION } from '@/features/admissions/application/retention'
import { applyRetention } from '@/features/privacy/retention-run'

/**
 * Deletes applicant files no application uses (never attached, replaced, left behind by a
 * script) once they are older than the retention policy's "replaced files" period (admins set
 * it; one day unless changed): the records and, through Payload's delete, the stored files.
 * The daily retention run covers them too; hourly keeps the disk from filling up in between.
 * Returns how many it deleted.
 */
export async function purgeUnattachedFiles(
  payload: Payload,
  req?: Partial<PayloadRequest>,
  now = Date.now(),
): Promise<number> {
  const report = await applyRetention(payload, {
    now: new Date(now),
    kinds: ['replacedFiles'],
    req,
    applications: APPLICATION_RETENTION,
  })
  if (report.failures.length) throw new Error(report.failures.join('; '))
  return report.lines[0]?.count ?? 0
}

/** Hourly on the default queue (run by the server's jobs cron, see payload.config.ts). */
export const purgeUnattachedFilesTask: TaskConfig<{ input: object; output: { purged: number } }> = {
  slug: 'purgeUnattachedFiles',
  label: 'Hapus berkas pendaftar yang tidak dipakai',
  schedule: [{ cron: '0 17 * * * *', queue: 'default' }],
  retries: 2,
  outputSchema: [{ name: 'purged', type: 'number', required: true }],
  handler: async ({ req }) => {
    const purged = await purgeUnattachedFiles(req.payload, req)
    req.payload.logger.info({
      msg: `Berkas pendaftar yang tidak dipakai dihapus: ${purged}`,
      purged,
    })
    return { output: { purged } }
  },
}
