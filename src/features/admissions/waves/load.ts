import type { Payload, PayloadRequest } from 'payload'
import type { SelectionSchedule } from '@/payload-types'
import { relationId } from '@/lib/relation'
import { QUOTA_STATUSES, type WaveQuota, type WaveWindow } from './rules'

/** A wave as the rules read it, with its quotas (programme ids). */
export type WaveRecord = WaveWindow & { quotas: WaveQuota[] }

export function toWaveRecord(doc: SelectionSchedule): WaveRecord {
  return {
    id: doc.id,
    wave: doc.wave,
    track: doc.track,
    registrationStart: doc.registrationStart,
    registrationEnd: doc.registrationEnd,
    testDate: doc.testDate,
    announcementDate: doc.announcementDate,
    quotas: (doc.quotas ?? []).flatMap((q) => {
      const programme = relationId(q.programme)
      return programme === undefined ? [] : [{ programme, quota: q.quota }]
    }),
  }
}

/** Every wave (the schedule is public: read with the visitor's access, no user needed). */
export async function loadWaves(payload: Payload, req?: PayloadRequest): Promise<WaveRecord[]> {
  const { docs } = await payload.find({
    collection: 'selection-schedules',
    limit: 200,
    depth: 0,
    pagination: false,
    overrideAccess: false,
    req,
  })
  return docs.map(toWaveRecord)
}

export async function loadWave(
  payload: Payload,
  id: number | string | undefined,
  req?: PayloadRequest,
): Promise<WaveRecord | null> {
  if (id === undefined) return null
  const doc = await payload.findByID({
    collection: 'selection-schedules',
    id,
    depth: 0,
    overrideAccess: false,
    disableErrors: true,
    req,
  })
  return doc ? toWaveRecord(doc) : null
}

/**
 * Seats taken of a programme in a wave (QUOTA_STATUSES), other than `except`. Counted over all
 * applicants' applications, which the applicant submitting cannot read: overrideAccess, and only
 * the count leaves this function.
 */
export async function seatsTaken(
  payload: Payload,
  wave: number | string,
  programme: number | string,
  req?: PayloadRequest,
  except?: number | string,
): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'applications',
    where: {
      and: [
        { wave: { equals: wave } },
        { 'programme.major': { equals: programme } },
        { status: { in: [...QUOTA_STATUSES] } },
        ...(except === undefined ? [] : [{ id: { not_equals: except } }]),
      ],
    },
    overrideAccess: true,
    req,
  })
  return totalDocs
}
