import type { Payload, PayloadRequest } from 'payload'
import type { ApplicationRetention } from '@/features/privacy/retention-run'
import { loadAdmissionsSettings } from '@/features/admissions/settings'
import { reregistrationFileIds } from '@/features/admissions/uploads/holders'
import { FILE_FIELDS, REREGISTRATION_FILE_FIELD } from '@/features/admissions/uploads/kinds'
import { anonymiseApplication } from './anonymise'

/** Ids of the files among `ids` that an application or a re-registration still points at. */
async function attachedFiles(
  payload: Payload,
  ids: (number | string)[],
  req?: Partial<PayloadRequest>,
) {
  const { docs } = await payload.find({
    collection: 'applications',
    where: { or: FILE_FIELDS.map((field) => ({ [field]: { in: ids } })) },
    depth: 0,
    pagination: false,
    select: { paymentProof: true, documents: true },
    overrideAccess: true,
    req,
  })
  const heldByReregistrations = await reregistrationFileIds(
    payload,
    { [REREGISTRATION_FILE_FIELD]: { in: ids } },
    req,
  )
  return new Set([
    ...docs.flatMap((app) => [app.paymentProof, ...Object.values(app.documents ?? {})].map(String)),
    ...heldByReregistrations,
  ])
}

/**
 * What the retention run (src/features/privacy/retention-run.ts) needs of applications; every
 * caller of applyRetention passes it. Works as the system, like the run itself.
 */
export const APPLICATION_RETENTION: ApplicationRetention = {
  currentPeriod: async (payload, req) =>
    (await loadAdmissionsSettings(payload, req as PayloadRequest)).period ?? '',
  attachedFiles,
  anonymise: anonymiseApplication,
}
