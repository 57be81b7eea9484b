import type { Payload, PayloadRequest, Where } from 'payload'
import { relationId } from '@/lib/relation'
import { REREGISTRATION_FILE_FIELD } from './kinds'

/**
 * The ids of the applicant files that the re-registrations matching `where` point at (the final
 * diploma). Read as the system: the upload cap and the purge of unused files must see every
 * holder, whoever asks. By collection slug and field name, so admissions imports no re-registration.
 */
export async function reregistrationFileIds(
  payload: Payload,
  where: Where,
  req?: Partial<PayloadRequest>,
): Promise<string[]> {
  const { docs } = await payload.find({
    collection: 'reregistrations',
    where,
    depth: 0,
    pagination: false,
    select: { [REREGISTRATION_FILE_FIELD]: true },
    overrideAccess: true,
    req,
  })
  return docs
    .map((doc) => relationId(doc[REREGISTRATION_FILE_FIELD]))
    .filter((id) => id !== undefined)
    .map(String)
}
