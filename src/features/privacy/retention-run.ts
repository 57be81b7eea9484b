import type { CollectionSlug, Payload, PayloadRequest, Where } from 'payload'
import {
  CLOSED_DATA_REQUEST_STATUSES,
  isPastRetention,
  RETENTION_KINDS,
  RETENTION_RULES,
  retentionCutoff,
  retentionPolicyOf,
  type RetentionFacts,
  type RetentionKind,
  type RetentionLine,
  type RetentionPolicy,
} from './retention'

/** Records looked at per query; a run walks through every candidate by id. */
const BATCH = 200

type Doc = Record<string, unknown> & { id: number | string }

/** Where one kind's records live, which date counts, and a narrowing query for the database. */
type Source = {
  collection: CollectionSlug
  dateField: string
  where?: (currentPeriod: string) => Where
  select: Record<string, true>
}

const SOURCES: Record<RetentionKind, Source> = {
  notAcceptedApplications: {
    collection: 'applications',
    dateField: 'updatedAt',
    where: () => ({ status: { equals: 'not_accepted' }, anonymisedAt: { exists: false } }),
    select: { status: true, period: true, anonymisedAt: true, applicant: true, updatedAt: true },
  },
  pastPeriodApplications: {
    collection: 'applications',
    dateField: 'updatedAt',
    where: (currentPeriod) => ({
      period: { not_equals: currentPeriod },
      anonymisedAt: { exists: false },
    }),
    select: { status: true, period: true, anonymisedAt: true, applicant: true, updatedAt: true },
  },
  replacedFiles: {
    collection: 'applicant-files',
    dateField: 'createdAt',
    select: { createdAt: true },
  },
  applicantFiles: {
    collection: 'applicant-files',
    dateField: 'createdAt',
    select: { createdAt: true },
  },
  contactMessages: {
    collection: 'contact-messages',
    dateField: 'createdAt',
    select: { createdAt: true },
  },
  pageVisits: { collection: 'page-visits', dateField: 'visitedAt', select: { visitedAt: true } },
  webVitals: { collection: 'web-vitals', dateField: 'recordedAt', select: { recordedAt: true } },
  consentRecords: {
    collection: 'consent-records',
    dateField: 'createdAt',
    select: { createdAt: true },
  },
  dataRequests: {
    collection: 'data-requests',
    dateField: 'updatedAt',
    where: () => ({ status: { in: [...CLOSED_DATA_REQUEST_STATUSES] } }),
    select: { status: true, updatedAt: true },
  },
}

/**
 * What the run needs to know of applications, which admissions owns and passes in
 * (src/features/admissions/application/retention.ts): admissions imports these rules, so an import
 * the other way would tie the two folders into one.
 */
export type ApplicationRetention = {
  /** The admissions period in force: applications of any other period are past ones. */
  currentPeriod: (payload: Payload, req?: Partial<PayloadRequest>) => Promise<string>
  /** The ids (as strings) of the files among `ids` that an application still points at. */
  attachedFiles: (
    payload: Payload,
    ids: (number | string)[],
    req?: Partial<PayloadRequest>,
  ) => Promise<Set<string>>
  /** Empties one application past its period of everything personal. */
  anonymise: (
    payload: Payload,
    application: { id: number | string; applicant?: unknown },
    now: Date,
    req?: Partial<PayloadRequest>,
  ) => Promise<void>
}

export type RetentionReport = {
  now: string
  dryRun: boolean
  lines: RetentionLine[]
  failures: string[]
}

/**
 * Purges or anonymises (dryRun: only counts) every record past its retention period at `now`.
 * The job runs it daily; the dry run in the admin shows what it would do. Works as the system
 * (overrideAccess: true, listed in src/access/README.md): no visitor's request is involved.
 */
export async function applyRetention(
  payload: Payload,
  {
    now = new Date(),
    dryRun = false,
    kinds = RETENTION_KINDS,
    req,
    applications,
  }: {
    now?: Date
    dryRun?: boolean
    /** The hourly purge of replaced files runs one kind only. */
    kinds?: readonly RetentionKind[]
    req?: Partial<PayloadRequest>
    applications: ApplicationRetention
  },
): Promise<RetentionReport> {
  const [saved, currentPeriod] = await Promise.all([
    payload.findGlobal({ slug: 'retention-policy', depth: 0, overrideAccess: true, req }),
    applications.currentPeriod(payload, req),
  ])
  const policy = retentionPolicyOf(saved as never)
  const report: RetentionReport = { now: now.toISOString(), dryRun, lines: [], failures: [] }
  // Kinds overlap (a past period's application may also be not accepted): each record counts once.
  const seen = new Set<string>()
  for (const kind of kinds) {
    const line: RetentionLine = { kind, action: RETENTION_RULES[kind].action, count: 0 }
    report.lines.push(line)
    try {
      line.count = await applyKind(
        payload,
        kind,
        policy,
        now,
        currentPeriod,
        dryRun,
        seen,
        applications,
        req,
      )
    } catch (error) {
      payload.logger.error({ msg: `Retensi data gagal untuk ${kind}`, err: error })
      report.failures.push(`${RETENTION_RULES[kind].label}: ${(error as Error).message}`)
    }
  }
  return report
}

async function applyKind(
  payload: Payload,
  kind: RetentionKind,
  policy: RetentionPolicy,
  now: Date,
  currentPeriod: string,
  dryRun: boolean,
  seen: Set<string>,
  applications: ApplicationRetention,
  req?: Partial<PayloadRequest>,
): Promise<number> {
  const source = SOURCES[kind]
  const cutoff = retentionCutoff(policy, kind, now).toISOString()
  let count = 0
  let after: number | string | undefined
  for (;;) {
    const { docs } = (await payload.find({
      collection: source.collection,
      where: {
        and: [
          { [source.dateField]: { less_than: cutoff } },
          ...(source.where ? [source.where(currentPeriod)] : []),
          ...(after === undefined ? [] : [{ id: { greater_than: after } }]),
        ],
      },
      sort: 'id',
      limit: BATCH,
      depth: 0,
      pagination: false,
      select: source.select as never,
      overrideAccess: true,
      req,
    })) as unknown as { docs: Doc[] }
    if (!docs.length) return count
    after = docs[docs.length - 1]!.id
    const attached =
      kind === 'replacedFiles'
        ? await applications.attachedFiles(
            payload,
            docs.map((d) => d.id),
            req,
          )
        : null
    const due = docs.filter((doc) => {
      const key = `${source.collection}:${doc.id}`
      if (seen.has(key)) return false
      const facts: RetentionFacts = {
        at: doc[source.dateField] as string,
        status: doc.status as string | undefined,
        period: doc.period as string | undefined,
        anonymised: Boolean(doc.anonymisedAt),
        attached: attached ? attached.has(String(doc.id)) : undefined,
      }
      const past = isPastRetention(kind, facts, policy, now, currentPeriod)
      if (past) seen.add(key)
      return past
    })
    count += due.length
    if (dryRun || !due.length) continue
    if (RETENTION_RULES[kind].action === 'anonymise') {
      for (const doc of due) await applications.anonymise(payload, doc, now, req)
    } else {
      const deleted = await payload.delete({
        collection: source.collection,
        where: { id: { in: due.map((d) => d.id) } },
        overrideAccess: true,
        req,
      })
      if (deleted.errors.length) throw new Error(`${deleted.errors.length} data gagal dihapus`)
    }
  }
}
