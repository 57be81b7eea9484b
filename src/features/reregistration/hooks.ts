import type { CollectionAfterChangeHook } from 'payload'
import type { Application } from '@/payload-types'
import { openReregistration } from './open'

/**
 * An afterChange hook of Applications (wired in src/collections/Applications/index.ts, as
 * re-registration imports admissions): an application accepted opens its re-registration; one
 * that staff record as withdrawn closes its re-registration and its student record.
 */
export const followDecision: CollectionAfterChangeHook<Application> = async ({
  doc,
  previousDoc,
  req,
}) => {
  if (doc.status === previousDoc?.status) return doc
  if (doc.status === 'accepted') await openReregistration(req.payload, doc, req)
  if (doc.status === 'withdrawn') {
    const now = new Date().toISOString()
    for (const collection of ['reregistrations', 'students'] as const)
      await req.payload.update({
        collection,
        where: {
          and: [{ application: { equals: doc.id } }, { status: { not_equals: 'withdrawn' } }],
        },
        data: { status: 'withdrawn', withdrawnAt: now },
        depth: 0,
        overrideAccess: true,
        req,
      })
  }
  return doc
}
