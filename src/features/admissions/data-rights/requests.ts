import type { Payload } from 'payload'
import type { DataRequest } from '@/payload-types'
import { payloadErrorStatus, validationErrors } from '@/lib/payload-errors'
import type { ApplicantRef } from '@/features/admissions/application/service'

/**
 * UU PDP deletion requests, from the applicant's side. Every call acts for the logged-in
 * applicant (overrideAccess: false); the DataRequests hooks tie a request to its author and
 * refuse a second one while the first is still being handled.
 */
export type DataRequestStatus = DataRequest['status']

export const DATA_REQUEST_STATUS_LABELS: Record<DataRequestStatus, string> = {
  open: 'Baru',
  in_progress: 'Diproses',
  done: 'Selesai',
  rejected: 'Ditolak',
}

/** A request staff have not finished: while one exists the applicant cannot file another. */
export const OPEN_DATA_REQUEST_STATUSES: readonly DataRequestStatus[] = ['open', 'in_progress']
export const isOpenDataRequest = (status: DataRequestStatus) =>
  OPEN_DATA_REQUEST_STATUSES.includes(status)

export const SECOND_OPEN_REQUEST =
  'Anda sudah memiliki permintaan penghapusan data yang sedang kami tangani. ' +
  'Mohon tunggu sampai permintaan itu selesai; statusnya tampil di halaman ini.'

export const REASON_MAX_LENGTH = 1000

const asUser = (user: ApplicantRef) => user as never

export async function listDataRequests(
  payload: Payload,
  user: ApplicantRef,
): Promise<DataRequest[]> {
  const { docs } = await payload.find({
    collection: 'data-requests',
    where: { applicant: { equals: user.id } },
    sort: '-createdAt',
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user: asUser(user),
  })
  return docs
}

export type DeletionResult = { ok: true; request: DataRequest } | { ok: false; message: string }

/** Files a deletion request; a second one while the first is open is refused with a message. */
export async function requestDeletion(
  payload: Payload,
  user: ApplicantRef,
  reason: string,
): Promise<DeletionResult> {
  try {
    const request = await payload.create({
      collection: 'data-requests',
      data: {
        applicant: user.id as number,
        kind: 'deletion',
        reason: reason.trim() || undefined,
      } as never,
      depth: 0,
      overrideAccess: false,
      user: asUser(user),
    })
    return { ok: true, request }
  } catch (error) {
    if (payloadErrorStatus(error) === 400) {
      return {
        ok: false,
        message: validationErrors(error)[0]?.message ?? 'Permintaan belum dapat dikirim.',
      }
    }
    throw error
  }
}
