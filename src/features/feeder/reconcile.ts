import type { Payload } from 'payload'
import type { FeederRecord } from '@/payload-types'
import { feederFilter } from './client'
import type { FeederConnection } from './connection'
import { isFeederError } from './errors'
import { logCall } from './log'
import { moveRecord } from './record-state'
import { syncBatch } from './sync'

/*
 * Settling what the sync could not know: an `unknown` insert (sent, answer lost), and a `sent`
 * one left behind by a server that stopped mid-call, is read back from the Feeder (biodata by
 * NIK, registration by NIM). Found: its id is taken, as if the insert had answered. Not found:
 * pending again, so the next run sends it. Then every batch still sending gets a run.
 */

/** A record "sent" for this long belongs to a job that died: no insert waits that long. */
export const STALE_SENT_MS = 10 * 60_000

export type ReconcileReport = { checked: number; found: number; notFound: number; sent: number }

async function reconcileRecord(
  payload: Payload,
  connection: FeederConnection,
  record: FeederRecord,
  report: ReconcileReport,
) {
  const from = [record.state] as const
  const nim = record.nim ?? ''
  const biodata = record.step === 'biodata' || !record.idMahasiswa
  const act = biodata ? 'GetListMahasiswa' : 'GetListRiwayatPendidikanMahasiswa'
  let found: { id_mahasiswa?: string; id_registrasi_mahasiswa?: string } | undefined
  try {
    const rows = biodata
      ? await connection.client.getListMahasiswa({ filter: feederFilter('nik', record.nik ?? '') })
      : await connection.client.getListRiwayatPendidikanMahasiswa({
          filter: feederFilter('nim', nim),
        })
    found = rows[0]
  } catch (error) {
    if (!isFeederError(error)) throw error
    // The read did not answer: the record stays as it is for the next reconciliation.
    await logCall(payload, {
      record: record.id,
      nim,
      act,
      outcome: error.kind,
      errorDesc: error.message,
    })
    return
  }
  report.checked++
  await logCall(payload, { record: record.id, nim, act, outcome: found ? 'found' : 'not-found' })
  if (!found) {
    report.notFound++
    await moveRecord(payload, record.id, from, 'pending', { errorDesc: null })
    return
  }
  report.found++
  if (biodata)
    await moveRecord(payload, record.id, from, 'pending', {
      step: 'riwayat',
      idMahasiswa: String(found.id_mahasiswa),
      errorDesc: null,
    })
  else
    await moveRecord(payload, record.id, from, 'confirmed', {
      idRegistrasiMahasiswa: String(found.id_registrasi_mahasiswa),
      errorDesc: null,
      settledAt: new Date().toISOString(),
    })
}

export async function reconcileFeeder(
  payload: Payload,
  connection: FeederConnection,
  nowMs = Date.now(),
): Promise<ReconcileReport> {
  const report: ReconcileReport = { checked: 0, found: 0, notFound: 0, sent: 0 }
  const { docs } = await payload.find({
    collection: 'feeder-records',
    where: {
      or: [
        { state: { equals: 'unknown' } },
        {
          and: [
            { state: { equals: 'sent' } },
            { updatedAt: { less_than: new Date(nowMs - STALE_SENT_MS).toISOString() } },
          ],
        },
      ],
    },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  for (const record of docs) await reconcileRecord(payload, connection, record, report)
  const { docs: batches } = await payload.find({
    collection: 'feeder-batches',
    where: { status: { in: ['approved', 'sending'] } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  for (const batch of batches) report.sent += (await syncBatch(payload, connection, batch.id)).sent
  return report
}
