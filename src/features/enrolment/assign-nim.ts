import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
} from 'payload'
import type { Student } from '@/payload-types'
import { loadAdmissionsSettings } from '@/features/admissions/settings'
import { isTrack } from '@/features/admissions/tracks/tracks'
import { giveBackSequence, nextSequence } from './counter'
import { formatNim, intakeCodeOf, intakeYearOf, NimFormatError, type NimParts } from './nim-format'
import {
  DEFAULT_NIM_PATTERN,
  DEFAULT_SEMESTER,
  DEFAULT_TRACK_CODES,
  ENROLMENT_MESSAGES as M,
} from './vocabulary'

export type EnrolOutcome =
  | { ok: true; student: Student; created: boolean }
  | { ok: false; status: 404 | 409; message: string }

const refused = (status: 404 | 409, message: string): EnrolOutcome => ({
  ok: false,
  status,
  message,
})
const idOf = (value: unknown) =>
  typeof value === 'object' && value !== null ? (value as { id: number }).id : (value as number)

async function studentOf(payload: Payload, application: number): Promise<Student | null> {
  const { docs } = await payload.find({
    collection: 'students',
    where: { application: { equals: application } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

type Plan = {
  scope: string
  pattern: string
  parts: Omit<NimParts, 'sequence'>
  data: Omit<Student, 'id' | 'nim' | 'sequence' | 'createdAt' | 'updatedAt' | 'enrolledAt'>
}

/** Everything a NIM of `applicationId` is made of, or why the application cannot have one. */
async function planOf(
  payload: Payload,
  applicationId: number,
  approvedBy: number | null,
): Promise<Plan | EnrolOutcome> {
  const application = await payload
    .findByID({ collection: 'applications', id: applicationId, depth: 0, overrideAccess: true })
    .catch(() => null)
  if (!application) return refused(404, M.notFound)
  if (application.status !== 'accepted') return refused(409, M.notAccepted)
  const programmeId = idOf(application.programme?.major)
  if (!programmeId) return refused(409, M.noProgramme)
  const programme = await payload.findByID({
    collection: 'programmes',
    id: programmeId,
    depth: 1,
    overrideAccess: true,
  })
  const faculty = typeof programme.faculty === 'object' ? programme.faculty : null
  const settings = await loadAdmissionsSettings(payload)
  const nim = settings.nim
  const semester = nim?.semester ?? DEFAULT_SEMESTER
  const year = intakeYearOf(application.period)
  const intakeCode = intakeCodeOf(year, semester)
  const track = isTrack(application.track) ? application.track : 'reguler'
  return {
    scope: `${programmeId}:${intakeCode}`,
    pattern: nim?.pattern || DEFAULT_NIM_PATTERN,
    parts: {
      year,
      semester,
      facultyCode: faculty?.nimCode ?? '',
      programmeCode: programme.nimCode ?? '',
      trackCode: nim?.trackCodes?.[track] || DEFAULT_TRACK_CODES[track],
    },
    data: {
      application: applicationId,
      applicant: idOf(application.applicant),
      programme: programmeId,
      track,
      intakeYear: year,
      intakeCode,
      approvedBy,
      status: 'active',
    },
  }
}

// SQLite has no Payload transaction to roll a failed approval back, so approvals of one scope
// take turns within this process and a failed one gives its number back (one server on SQLite).
const turns = new Map<string, Promise<unknown>>()
function inTurn<T>(scope: string, work: () => Promise<T>): Promise<T> {
  const run = (turns.get(scope) ?? Promise.resolve()).then(work, work)
  const settled = run.catch(() => undefined)
  turns.set(scope, settled)
  void settled.then(() => turns.get(scope) === settled && turns.delete(scope))
  return run
}

async function take(payload: Payload, applicationId: number, plan: Plan): Promise<EnrolOutcome> {
  const req = await createLocalReq({}, payload)
  const inTransaction = await initTransaction(req)
  let sequence: number | undefined
  try {
    sequence = await nextSequence(payload, plan.scope, req)
    const nim = formatNim(plan.pattern, { ...plan.parts, sequence })
    const student = await payload.create({
      collection: 'students',
      data: { ...plan.data, nim, sequence, enrolledAt: new Date().toISOString() },
      depth: 0,
      overrideAccess: true,
      req,
    })
    if (inTransaction) await commitTransaction(req)
    return { ok: true, student, created: true }
  } catch (error) {
    if (inTransaction) await killTransaction(req)
    else if (sequence !== undefined) await giveBackSequence(payload, plan.scope, sequence)
    // The same application approved at the same moment elsewhere: its NIM is the answer.
    const student = await studentOf(payload, applicationId)
    if (student) return { ok: true, student, created: false }
    if (error instanceof NimFormatError) return refused(409, error.message)
    throw error
  }
}

/**
 * Enrols the accepted application `applicationId` as a new student with the next NIM of its
 * programme and intake, approved by the staff member `approvedBy`. Idempotent: an application
 * that already has its student record gets that one back, with the same NIM.
 */
export async function assignNim(
  payload: Payload,
  applicationId: number,
  approvedBy: number | null,
): Promise<EnrolOutcome> {
  const existing = await studentOf(payload, applicationId)
  if (existing) return { ok: true, student: existing, created: false }
  const plan = await planOf(payload, applicationId, approvedBy)
  if (!('scope' in plan)) return plan
  try {
    // A pattern or a code that cannot make a NIM is refused before a number is taken.
    formatNim(plan.pattern, { ...plan.parts, sequence: 1 })
  } catch (error) {
    if (error instanceof NimFormatError) return refused(409, error.message)
    throw error
  }
  if (payload.db.name === 'postgres') return take(payload, applicationId, plan)
  return inTurn(plan.scope, () => take(payload, applicationId, plan))
}

/** Records that a student withdrew. The NIM stays theirs; the counter is never turned back. */
export async function withdrawStudent(
  payload: Payload,
  studentId: number,
): Promise<Student | null> {
  const found = await payload
    .findByID({ collection: 'students', id: studentId, depth: 0, overrideAccess: true })
    .catch(() => null)
  if (!found) return null
  if (found.status === 'withdrawn') return found
  return payload.update({
    collection: 'students',
    id: studentId,
    data: { status: 'withdrawn', withdrawnAt: new Date().toISOString() },
    depth: 0,
    overrideAccess: true,
  })
}
