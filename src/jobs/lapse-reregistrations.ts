import type { TaskConfig } from 'payload'
import { lapseReregistrations } from '@/features/reregistration/lapse'

/** Every fifteen minutes on the default queue (run by the server's jobs cron, see payload.config.ts). */
export const lapseReregistrationsTask: TaskConfig<{
  input: object
  output: { lapsed: number }
}> = {
  slug: 'lapseReregistrations',
  label: 'Tutup daftar ulang yang melewati batas',
  schedule: [{ cron: '0 */15 * * * *', queue: 'default' }],
  retries: 1,
  outputSchema: [{ name: 'lapsed', type: 'number', required: true }],
  handler: async ({ req }) => {
    const report = await lapseReregistrations(req.payload)
    if (report.lapsed)
      req.payload.logger.info({ msg: 'Daftar ulang melewati batas ditutup', ...report })
    return { output: report }
  },
}
