import type { Payload, Where } from 'payload'
import { queueGauges } from './metrics'

/** Open jobs of one task: completed ones are deleted (Payload's deleteJobOnComplete), these remain. */
const open = (task: string): Where[] => [
  { taskSlug: { equals: task } },
  { completedAt: { exists: false } },
]

/**
 * The jobs queue as it is in the database, read on every scrape: the queue is shared by all app
 * servers, so each reports the same numbers (take `max`, not `sum`, across servers).
 * `failed` holds jobs waiting for a retry after a failed attempt and jobs given up on.
 */
export async function updateQueueGauges(payload: Payload) {
  const tasks = (payload.config.jobs?.tasks ?? []).map((task) => String(task.slug))
  const count = (where: Where[]) =>
    payload
      .count({ collection: 'payload-jobs', where: { and: where }, overrideAccess: true })
      .then(({ totalDocs }) => totalDocs)
  const numbers = await Promise.all(
    tasks.map(async (task) => ({
      task,
      waiting: await count([...open(task), { hasError: { equals: false } }]),
      failed: await count([
        ...open(task),
        { or: [{ hasError: { equals: true } }, { totalTried: { greater_than: 0 } }] },
      ]),
    })),
  )
  for (const { task, waiting, failed } of numbers) {
    queueGauges.waiting.set({ task }, waiting)
    queueGauges.failed.set({ task }, failed)
  }
}
