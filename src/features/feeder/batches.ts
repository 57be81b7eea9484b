import type { Payload, Where } from 'payload'
import { jakartaDay } from '@/lib/time-zone'
import type { FeederBatch, FeederRecord, Student } from '@/payload-types'
import type { FeederConnection } from './connection'
import { fingerprintOf, studentContent, type StudentContent } from './content'
import { FEEDER_MESSAGES as M, RECORD_STATES, type RecordState } from './vocabulary'

/*
 * Preparing, refreshing and approving a batch (Kiriman Feeder). A batch takes the active
 * students of one intake (and programme, if named) who are neither confirmed nor on their way
 * in another batch; its fingerprint is the sha256 of what it would send; approval recomputes it
 * and refuses when it differs from the one the approver saw, then queues the sync job.
 */

export type BatchOutcome =
  { ok: true; batch: FeederBatch; message: string } | { ok: false; status: number; message: string }

const refuse = (status: number, message: string): BatchOutcome => ({ ok: false, status, message })
const find = { depth: 0, overrideAccess: true, pagination: false } as const

/** A student with one of these states somewhere is done or on its way: not chosen again. */
const TAKEN: RecordState[] = ['pending', 'sent', 'unknown', 'confirmed']

export const FEEDER_SYNC_TASK = 'feederSync'

async function recordsOf(payload: Payload, batchId: number): Promise<FeederRecord[]> {
  const { docs } = await payload.find({
    collection: 'feeder-records',
    where: { batch: { equals: batchId } },
    sort: 'nim',
    ...find,
  })
  return docs
}

async function studentsOf(payload: Payload, ids: number[]): Promise<Student[]> {
  if (!ids.length) return []
  const { docs } = await payload.find({
    collection: 'students',
    where: { id: { in: ids } },
    ...find,
  })
  return docs
}

async function contentsOf(payload: Payload, students: Student[], connection: FeederConnection) {
  const refs = await connection.references.get()
  const contents: StudentContent[] = []
  for (const student of students) contents.push(await studentContent(payload, student, refs))
  return contents
}

const problemText = (content: StudentContent) =>
  content.problems.length ? content.problems.join('\n') : null

/** The id_mahasiswa the Feeder already gave this student (an earlier batch), if any. */
async function knownIdMahasiswa(payload: Payload, student: number) {
  const { docs } = await payload.find({
    collection: 'feeder-records',
    where: { student: { equals: student }, idMahasiswa: { exists: true } },
    sort: '-updatedAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0]?.idMahasiswa || undefined
}

export async function prepareBatch(
  payload: Payload,
  connection: FeederConnection | null,
  { intakeYear, programme, staff }: { intakeYear: number; programme?: number; staff: number },
): Promise<BatchOutcome> {
  if (!connection) return refuse(503, M.off)
  const where: Where = {
    and: [
      { status: { equals: 'active' } },
      { intakeYear: { equals: intakeYear } },
      ...(programme ? [{ programme: { equals: programme } }] : []),
    ],
  }
  const { docs: candidates } = await payload.find({
    collection: 'students',
    where,
    sort: 'nim',
    ...find,
  })
  const { docs: taken } = await payload.find({
    collection: 'feeder-records',
    where: { state: { in: TAKEN }, student: { in: candidates.map((s) => s.id) } },
    select: { student: true },
    ...find,
  })
  const takenIds = new Set(taken.map((r) => Number(r.student)))
  const students = candidates.filter((s) => !takenIds.has(s.id))
  if (!students.length) return refuse(409, M.noStudents)
  let contents: StudentContent[]
  try {
    contents = await contentsOf(payload, students, connection)
  } catch {
    return refuse(503, M.unreachable)
  }
  const batch = await payload.create({
    collection: 'feeder-batches',
    data: {
      title: `Angkatan ${intakeYear} – ${jakartaDay(new Date())}`,
      intakeYear,
      programme,
      status: 'draft',
      fingerprint: fingerprintOf(contents),
      total: contents.length,
      counts: { pending: contents.length },
      createdBy: staff,
    },
    overrideAccess: true,
  })
  for (const content of contents) {
    const idMahasiswa = await knownIdMahasiswa(payload, content.student)
    await payload.create({
      collection: 'feeder-records',
      data: {
        batch: batch.id,
        student: content.student,
        nim: content.nim,
        nik: content.nik,
        name: content.name,
        state: 'pending',
        step: idMahasiswa ? 'riwayat' : 'biodata',
        idMahasiswa,
        errorDesc: problemText(content),
      },
      overrideAccess: true,
    })
  }
  return { ok: true, batch, message: M.prepared(contents.length) }
}

/** What the draft would send now: its fingerprint, and each record's problems refreshed. */
async function recompute(payload: Payload, batch: FeederBatch, connection: FeederConnection) {
  const records = await recordsOf(payload, batch.id)
  const students = await studentsOf(
    payload,
    records.map((r) => Number(r.student)),
  )
  const contents = await contentsOf(payload, students, connection)
  return { records, contents, fingerprint: fingerprintOf(contents) }
}

/** The draft batch `id` and what it would send now; a refusal when there is none or no Feeder. */
async function recomputedDraft(
  payload: Payload,
  connection: FeederConnection | null,
  id: number,
): Promise<
  | { ok: true; batch: FeederBatch; now: Awaited<ReturnType<typeof recompute>> }
  | (BatchOutcome & { ok: false })
> {
  if (!connection) return { ok: false, status: 503, message: M.off }
  const batch = await payload
    .findByID({ collection: 'feeder-batches', id, depth: 0, overrideAccess: true })
    .catch(() => null)
  if (!batch) return { ok: false, status: 404, message: M.notFound }
  if (batch.status !== 'draft') return { ok: false, status: 409, message: M.notDraft }
  try {
    return { ok: true, batch, now: await recompute(payload, batch, connection) }
  } catch {
    return { ok: false, status: 503, message: M.unreachable }
  }
}

export async function refreshBatch(
  payload: Payload,
  connection: FeederConnection | null,
  id: number,
): Promise<BatchOutcome> {
  const draft = await recomputedDraft(payload, connection, id)
  if (!draft.ok) return draft
  const { now } = draft
  for (const record of now.records) {
    const content = now.contents.find((c) => c.student === Number(record.student))
    if (!content) continue
    await payload.update({
      collection: 'feeder-records',
      id: record.id,
      data: { nik: content.nik, name: content.name, errorDesc: problemText(content) },
      overrideAccess: true,
    })
  }
  const updated = await payload.update({
    collection: 'feeder-batches',
    id,
    data: { fingerprint: now.fingerprint },
    overrideAccess: true,
  })
  return { ok: true, batch: updated, message: M.refreshed }
}

export async function approveBatch(
  payload: Payload,
  connection: FeederConnection | null,
  { id, fingerprint, staff }: { id: number; fingerprint: string; staff: number },
): Promise<BatchOutcome> {
  const draft = await recomputedDraft(payload, connection, id)
  if (!draft.ok) return draft
  const { batch, now } = draft
  if (now.fingerprint !== fingerprint || batch.fingerprint !== fingerprint)
    return refuse(409, M.changed)
  const approved = await payload.update({
    collection: 'feeder-batches',
    id,
    data: {
      status: 'approved',
      approvedFingerprint: fingerprint,
      approvedBy: staff,
      approvedAt: new Date().toISOString(),
    },
    overrideAccess: true,
  })
  await payload.jobs.queue({ task: FEEDER_SYNC_TASK, input: { batch: id }, queue: 'default' })
  return { ok: true, batch: approved, message: M.approved }
}

/** The batch's count per state, and done once nothing is left to send or settle. */
export async function updateCounts(payload: Payload, batchId: number) {
  const counts = Object.fromEntries(
    await Promise.all(
      RECORD_STATES.map(async (state) => {
        const { totalDocs } = await payload.count({
          collection: 'feeder-records',
          where: { batch: { equals: batchId }, state: { equals: state } },
          overrideAccess: true,
        })
        return [state, totalDocs] as const
      }),
    ),
  ) as Record<RecordState, number>
  const open = counts.pending + counts.sent + counts.unknown
  await payload.update({
    collection: 'feeder-batches',
    id: batchId,
    data: {
      counts,
      ...(open === 0 ? { status: 'done', finishedAt: new Date().toISOString() } : {}),
    },
    overrideAccess: true,
  })
  return counts
}
