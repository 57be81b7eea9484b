import type { TaskConfig } from 'payload'
import { reconcilePayments } from '@/features/payments/reconcile'

/** Every five minutes on the default queue (run by the server's jobs cron, see payload.config.ts). */
export const reconcilePaymentsTask: TaskConfig<{
  input: object
  output: { checked: number; changed: number; unanswered: number }
}> = {
  slug: 'reconcilePayments',
  label: 'Cocokkan pembayaran online dengan penyedia',
  schedule: [{ cron: '0 */5 * * * *', queue: 'default' }],
  retries: 1,
  outputSchema: [
    { name: 'checked', type: 'number', required: true },
    { name: 'changed', type: 'number', required: true },
    { name: 'unanswered', type: 'number', required: true },
  ],
  handler: async ({ req }) => {
    const report = await reconcilePayments(req.payload)
    if (report.checked)
      req.payload.logger.info({ msg: 'Pembayaran online dicocokkan dengan penyedia', ...report })
    return { output: report }
  },
}
