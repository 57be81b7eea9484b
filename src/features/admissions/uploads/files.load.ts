import 'server-only'
import type { ApplicantFile } from '@/payload-types'
import { getPayloadClient } from '@/lib/payload'
import { describeFile, type StoredFile } from './store'
import { getApplicant } from '@/features/admissions/auth/session'

/** A file as an application holds it: populated (depth ≥ 1), an id (depth 0), or nothing. */
export type FileRef = number | string | ApplicantFile | null | undefined

/**
 * The files behind an application's references, read with the logged-in applicant's rights, so
 * the upload components work with an application read at any depth.
 */
export async function resolveApplicantFiles<K extends string>(
  refs: Record<K, FileRef>,
): Promise<Record<K, StoredFile | null>> {
  const entries = Object.entries(refs) as [K, FileRef][]
  const ids = entries
    .map(([, ref]) => ref)
    .filter((ref): ref is number | string => typeof ref === 'number' || typeof ref === 'string')
  const byId = new Map<string, StoredFile>()
  const applicant = ids.length ? await getApplicant() : null
  if (applicant) {
    const payload = await getPayloadClient()
    const found = await payload.find({
      collection: 'applicant-files',
      where: { id: { in: ids } },
      limit: ids.length,
      depth: 0,
      overrideAccess: false,
      user: applicant as never,
    })
    for (const doc of found.docs) byId.set(String(doc.id), describeFile(doc))
  }
  const resolve = (ref: FileRef): StoredFile | null =>
    ref && typeof ref === 'object'
      ? describeFile(ref)
      : ref !== null && ref !== undefined
        ? (byId.get(String(ref)) ?? null)
        : null
  return Object.fromEntries(entries.map(([key, ref]) => [key, resolve(ref)])) as Record<
    K,
    StoredFile | null
  >
}
