import type { Payload } from 'payload'
import type { FeederRecord } from '@/payload-types'
import { updateCounts } from './batches'
import type { InsertOutcome } from './client'
import type { FeederConnection } from './connection'
import { studentContent } from './content'
import { logCall } from './log'
import { moveRecord } from './record-state'
import type { FeederReferences } from './references'

/*
 * The sync job: every pending record of an approved batch is claimed (pending → sent, one
 * conditional update, so a second server's job skips it), sent, and settled by the answer:
 * confirmed (the id is stored; after the biodata the riwayat follows), failed when the Feeder
 * refused (its error_desc kept), pending again when nothing left (sent next run), unknown when
 * the answer was lost: only the reconciliation's read settles that one, never a re-send.
 */

export type SyncReport = { sent: number; confirmed: number; failed: number; unknown: number }

const now = () => new Date().toISOString()

/** Moves a record claimed as sent by what its insert came to; answers whether to go on. */
async function settle(
  payload: Payload,
  record: FeederRecord,
  act: string,
  outcome: InsertOutcome<unknown>,
  onConfirmed: Parameters<typeof moveRecord>[4] & { to: 'pending' | 'confirmed' },
  report: SyncReport,
) {
  const entry = { record: record.id, nim: record.nim ?? '', act }
  if (outcome.kind === 'confirmed') {
    await logCall(payload, { ...entry, outcome: 'confirmed' })
    const { to, ...change } = onConfirmed
    await moveRecord(payload, record.id, ['sent'], to, { ...change, errorDesc: null })
    if (to === 'confirmed') report.confirmed++
    return 'confirmed' as const
  }
  if (outcome.kind === 'unknown') {
    await logCall(payload, { ...entry, outcome: 'unknown', errorDesc: outcome.message })
    await moveRecord(payload, record.id, ['sent'], 'unknown', { errorDesc: outcome.message })
    report.unknown++
    return 'stop-record' as const
  }
  const errorDesc = outcome.errorDesc || outcome.message
  await logCall(payload, {
    ...entry,
    outcome: outcome.reason,
    errorCode: outcome.errorCode,
    errorDesc,
  })
  if (outcome.reason === 'refused') {
    await moveRecord(payload, record.id, ['sent'], 'failed', { errorDesc, settledAt: now() })
    report.failed++
    return 'stop-record' as const
  }
  // Nothing was sent: pending again for the next run, and no point trying the others now.
  await moveRecord(payload, record.id, ['sent'], 'pending', { errorDesc })
  return 'stop-batch' as const
}

/** Claims the record for one insert; false when another job has it (or it moved on). */
const claim = (payload: Payload, record: FeederRecord) =>
  moveRecord(payload, record.id, ['pending'], 'sent', {
    attempts: (record.attempts ?? 0) + 1,
    sentAt: now(),
  })

async function syncRecord(
  payload: Payload,
  connection: FeederConnection,
  refs: FeederReferences,
  record: FeederRecord,
  report: SyncReport,
): Promise<'stop-batch' | 'next'> {
  const student = await payload.findByID({
    collection: 'students',
    id: Number(record.student),
    depth: 0,
    overrideAccess: true,
  })
  const content = await studentContent(payload, student, refs)
  if (!content.biodata || !content.riwayat) {
    const errorDesc = content.problems.join('\n')
    if (
      await moveRecord(payload, record.id, ['pending'], 'failed', { errorDesc, settledAt: now() })
    ) {
      await logCall(payload, {
        record: record.id,
        nim: record.nim ?? '',
        act: '-',
        outcome: 'not-mapped',
        errorDesc,
      })
      report.failed++
    }
    return 'next'
  }
  let idMahasiswa = record.idMahasiswa ?? ''
  let attempts = record.attempts ?? 0
  if (record.step === 'biodata' || !idMahasiswa) {
    if (!(await claim(payload, { ...record, attempts }))) return 'next'
    attempts++
    report.sent++
    const outcome = await connection.client.insertBiodataMahasiswa(content.biodata)
    idMahasiswa = outcome.kind === 'confirmed' ? outcome.data.id_mahasiswa : ''
    const next = await settle(
      payload,
      record,
      'InsertBiodataMahasiswa',
      outcome,
      { to: 'pending', step: 'riwayat', idMahasiswa },
      report,
    )
    if (next === 'stop-batch') return 'stop-batch'
    if (next !== 'confirmed') return 'next'
  }
  if (!(await claim(payload, { ...record, attempts }))) return 'next'
  report.sent++
  const outcome = await connection.client.insertRiwayatPendidikanMahasiswa({
    ...content.riwayat,
    id_mahasiswa: idMahasiswa,
  })
  const idRegistrasiMahasiswa =
    outcome.kind === 'confirmed' ? outcome.data.id_registrasi_mahasiswa : undefined
  const next = await settle(
    payload,
    record,
    'InsertRiwayatPendidikanMahasiswa',
    outcome,
    { to: 'confirmed', idRegistrasiMahasiswa, settledAt: now() },
    report,
  )
  return next === 'stop-batch' ? 'stop-batch' : 'next'
}

/** Sends every pending record of one approved batch; the batch's counts are brought up to date. */
export async function syncBatch(
  payload: Payload,
  connection: FeederConnection,
  batchId: number,
): Promise<SyncReport> {
  const report: SyncReport = { sent: 0, confirmed: 0, failed: 0, unknown: 0 }
  const batch = await payload.findByID({
    collection: 'feeder-batches',
    id: batchId,
    depth: 0,
    overrideAccess: true,
  })
  if (batch.status === 'draft' || batch.status === 'done') return report
  if (batch.status === 'approved')
    await payload.update({
      collection: 'feeder-batches',
      id: batchId,
      data: { status: 'sending' },
      overrideAccess: true,
    })
  // Unreachable Feeder: the records stay pending for the next run (the reconcile task's).
  const refs = await connection.references.get()
  const { docs } = await payload.find({
    collection: 'feeder-records',
    where: { batch: { equals: batchId }, state: { equals: 'pending' } },
    sort: 'nim',
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  for (const record of docs) {
    if ((await syncRecord(payload, connection, refs, record, report)) === 'stop-batch') break
  }
  await updateCounts(payload, batchId)
  return report
}
