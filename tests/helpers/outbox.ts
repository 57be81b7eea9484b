import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { expect, vi } from 'vitest'
import { SEND_EMAIL_TASK } from '@/lib/email'

/**
 * How many mails to `to` holding `text` the file transport wrote to DATA_DIR/outbox, once every
 * mail job queued for `to` has been handled (no SMTP_URL: tests that count mails sent once).
 */
export async function outboxMailsWith(payload: Payload, to: string, text: string): Promise<number> {
  await vi.waitFor(
    async () => {
      const { docs } = await payload.find({
        collection: 'payload-jobs',
        where: { taskSlug: { equals: SEND_EMAIL_TASK } },
        limit: 200,
        overrideAccess: true,
      })
      expect(docs.filter((job) => JSON.stringify(job.input).includes(to))).toEqual([])
    },
    { timeout: 15_000, interval: 100 },
  )
  const dir = path.join(process.env.DATA_DIR!, 'outbox')
  if (!fs.existsSync(dir)) return 0
  return fs
    .readdirSync(dir)
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8').replace(/=\r?\n/g, ''))
    .filter((mail) => mail.includes(to) && mail.includes(text)).length
}
