import type { CollectionSlug, Payload, PayloadRequest, Where } from 'payload'
import type { Applicant, Application, Faculty, Programme, Student } from '@/payload-types'
import { readStoredFile } from '@/lib/file-storage'
import { relationId } from '@/lib/relation'
import { photoOf, type StudentCard } from './ktm'
import type { StudentStatus } from './vocabulary'

/** A student with what the card and the export read of their application and programme. */
export type StudentRecord = {
  student: Student
  application: Application | null
  applicant: Applicant | null
  programme: Programme | null
  faculty: Faculty | null
}

export type StudentFilter = {
  intakeYear?: number
  programme?: number
  status?: StudentStatus
  /** Only records changed after this moment (the academic system's cursor). */
  since?: string
}

export function studentWhere(filter: StudentFilter): Where {
  const and: Where[] = []
  if (filter.intakeYear !== undefined) and.push({ intakeYear: { equals: filter.intakeYear } })
  if (filter.programme !== undefined) and.push({ programme: { equals: filter.programme } })
  if (filter.status) and.push({ status: { equals: filter.status } })
  if (filter.since) and.push({ updatedAt: { greater_than: filter.since } })
  return and.length ? { and } : {}
}

async function byId<T extends { id: number }>(
  payload: Payload,
  collection: CollectionSlug,
  ids: (number | string | undefined)[],
  depth = 0,
): Promise<Map<number, T>> {
  const wanted = [...new Set(ids.filter((id) => id !== undefined).map(Number))]
  if (wanted.length === 0) return new Map()
  const { docs } = await payload.find({
    collection,
    where: { id: { in: wanted } },
    pagination: false,
    depth,
    overrideAccess: true,
  })
  return new Map((docs as unknown as T[]).map((doc) => [doc.id, doc]))
}

/**
 * The application, account, programme and faculty of each student, in four reads whatever the
 * number of students. The caller has checked who asks: these reads are the server's own, so the
 * staff reader's one audit entry (written by the caller) is the only one.
 */
export async function withRecords(payload: Payload, students: Student[]): Promise<StudentRecord[]> {
  const [applications, applicants, programmes] = await Promise.all([
    byId<Application>(
      payload,
      'applications',
      students.map((s) => relationId(s.application)),
    ),
    byId<Applicant>(
      payload,
      'applicants',
      students.map((s) => relationId(s.applicant)),
    ),
    byId<Programme>(
      payload,
      'programmes',
      students.map((s) => relationId(s.programme)),
      1,
    ),
  ])
  return students.map((student) => {
    const programme = programmes.get(Number(relationId(student.programme))) ?? null
    const faculty = programme && typeof programme.faculty === 'object' ? programme.faculty : null
    return {
      student,
      application: applications.get(Number(relationId(student.application))) ?? null,
      applicant: applicants.get(Number(relationId(student.applicant))) ?? null,
      programme,
      faculty,
    }
  })
}

export type StudentPage = {
  records: StudentRecord[]
  page: number
  totalPages: number
  totalDocs: number
}

/** One page of students (all of them when `limit` is 0), oldest change first when paging by `since`. */
export async function findStudents(
  payload: Payload,
  filter: StudentFilter,
  { limit = 0, page = 1 }: { limit?: number; page?: number } = {},
): Promise<StudentPage> {
  const found = await payload.find({
    collection: 'students',
    where: studentWhere(filter),
    sort: filter.since ? ['updatedAt', 'id'] : ['nim'],
    ...(limit > 0 ? { limit, page } : { pagination: false }),
    depth: 0,
    overrideAccess: true,
  })
  return {
    records: await withRecords(payload, found.docs),
    page: found.page ?? 1,
    totalPages: found.totalPages,
    totalDocs: found.totalDocs,
  }
}

/** The card of a student: their photo (when it is a PNG or JPEG that can still be read). */
export async function cardOf(
  req: PayloadRequest,
  record: StudentRecord,
  collegeName: string,
): Promise<StudentCard> {
  const { student, application, applicant, programme, faculty } = record
  const photoId = relationId(application?.documents?.photo)
  const file =
    photoId === undefined
      ? null
      : await req.payload
          .findByID({ collection: 'applicant-files', id: photoId, depth: 0, overrideAccess: true })
          .catch(() => null)
  const bytes = file
    ? await readStoredFile(req, 'applicant-files', file).catch((error: unknown) => {
        // The card is still printed, with the empty photo box; the log says why.
        req.payload.logger.warn({ err: error, msg: `KTM ${student.nim}: foto tidak terbaca` })
        return null
      })
    : null
  return {
    collegeName,
    fullName: application?.applicantName || applicant?.fullName || '',
    nim: student.nim,
    programme: programme?.name ?? '',
    faculty: faculty?.name ?? '',
    intakeYear: student.intakeYear,
    photo: photoOf(bytes),
  }
}

/** The college name every card carries: the site settings' *Nama kampus*. */
export async function collegeNameOf(payload: Payload): Promise<string> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  return settings.collegeName ?? ''
}
