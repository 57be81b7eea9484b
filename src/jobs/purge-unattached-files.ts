import type { Payload, PayloadRequest, TaskConfig } from 'payload'
import { FILE_FIELDS } from '@/features/admissions/uploads/kinds'
import { UNATTACHED_FILE_TTL_MS } from '@/features/admissions/uploads/rules'

/** Files looked at per round: one query for them, one for the applications using them. */
const BATCH = 200

/**
 * Deletes applicant files no application uses (never attached, replaced, left behind by a
 * script) once they are older than UNATTACHED_FILE_TTL_MS: the records and, through Payload's
 * delete, the stored files. Returns how many it deleted.
 */
export async function purgeUnattachedFiles(
  payload: Payload,
  req?: Partial<PayloadRequest>,
  now = Date.now(),
): Promise<number> {
  const cutoff = new Date(now - UNATTACHED_FILE_TTL_MS).toISOString()
  let purged = 0
  let after: number | string | undefined
  for (;;) {
    const old = await payload.find({
      collection: 'applicant-files',
      where: {
        and: [
          { createdAt: { less_than: cutoff } },
          ...(after === undefined ? [] : [{ id: { greater_than: after } }]),
        ],
      },
      sort: 'id',
      limit: BATCH,
      depth: 0,
      pagination: false,
      select: { owner: true },
      overrideAccess: true,
      req,
    })
    if (!old.docs.length) break
    const ids = old.docs.map((d) => d.id)
    after = ids[ids.length - 1]
    const users = await payload.find({
      collection: 'applications',
      where: { or: FILE_FIELDS.map((field) => ({ [field]: { in: ids } })) },
      depth: 0,
      pagination: false,
      select: { paymentProof: true, documents: true },
      overrideAccess: true,
      req,
    })
    const used = new Set(
      users.docs.flatMap((app) =>
        [app.paymentProof, ...Object.values(app.documents ?? {})].map(String),
      ),
    )
    const unused = ids.filter((id) => !used.has(String(id)))
    if (!unused.length) continue
    const deleted = await payload.delete({
      collection: 'applicant-files',
      where: { id: { in: unused } },
      overrideAccess: true,
      req,
    })
    purged += deleted.docs.length
    if (deleted.errors.length)
      payload.logger.error({
        msg: 'Berkas pendaftar yang tidak dipakai gagal dihapus',
        errors: deleted.errors,
      })
  }
  return purged
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
