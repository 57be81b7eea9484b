/**
 * How long each kind of personal data is kept (UU No. 27/2022: no longer than its purpose needs).
 * Admins set the periods in the CMS (global "retention-policy"); the daily job
 * (src/jobs/retention.ts) asks isPastRetention() for every candidate. Pure: `now` is passed in.
 */
const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Applicant files no application uses (never attached, or replaced) older than this are deleted
 * with their stored file: the default of the "replaced files" period, which admins may change.
 */
export const UNATTACHED_FILE_TTL_MS = DAY_MS

export const RETENTION_KINDS = [
  'notAcceptedApplications',
  'pastPeriodApplications',
  'applicantFiles',
  'replacedFiles',
  'contactMessages',
  'pageVisits',
  'webVitals',
  'consentRecords',
  'dataRequests',
] as const
export type RetentionKind = (typeof RETENTION_KINDS)[number]

/** Applications keep track, programme, status, period and dates for statistics; the rest is removed. */
export type RetentionAction = 'delete' | 'anonymise'

export const RETENTION_ACTION_LABELS: Record<RetentionAction, string> = {
  delete: 'dihapus',
  anonymise: 'dianonimkan',
}

type KindRule = {
  label: string
  /** What the days count from, shown in the CMS. */
  from: string
  action: RetentionAction
  defaultDays: number
}

export const RETENTION_RULES: Record<RetentionKind, KindRule> = {
  notAcceptedApplications: {
    label: 'Pendaftaran yang tidak diterima',
    from: 'sejak perubahan terakhir pendaftaran berstatus "Tidak diterima"',
    action: 'anonymise',
    defaultDays: 365,
  },
  pastPeriodApplications: {
    label: 'Pendaftaran periode yang sudah lewat',
    from: 'sejak perubahan terakhir, untuk pendaftaran yang periodenya bukan periode berjalan',
    action: 'anonymise',
    defaultDays: 730,
  },
  applicantFiles: {
    label: 'Berkas pendaftar (bukti bayar, foto, dokumen)',
    from: 'sejak diunggah',
    action: 'delete',
    defaultDays: 730,
  },
  replacedFiles: {
    label: 'Berkas yang diganti atau tidak terpakai',
    from: 'sejak diunggah, bila tidak dipakai pendaftaran mana pun',
    action: 'delete',
    defaultDays: UNATTACHED_FILE_TTL_MS / DAY_MS,
  },
  contactMessages: {
    label: 'Pesan kontak',
    from: 'sejak pesan masuk',
    action: 'delete',
    defaultDays: 365,
  },
  pageVisits: {
    label: 'Catatan kunjungan halaman',
    from: 'sejak kunjungan',
    action: 'delete',
    defaultDays: 90,
  },
  webVitals: {
    label: 'Data kecepatan halaman (web vitals)',
    from: 'sejak dicatat',
    action: 'delete',
    defaultDays: 90,
  },
  consentRecords: {
    label: 'Catatan persetujuan',
    from: 'sejak persetujuan dicatat',
    action: 'delete',
    defaultDays: 1825,
  },
  dataRequests: {
    label: 'Permintaan data pribadi yang sudah selesai atau ditolak',
    from: 'sejak perubahan terakhir',
    action: 'delete',
    defaultDays: 1825,
  },
}

/** The shortest and longest period an admin may set, in days (about 30 years at most). */
export const RETENTION_DAYS = { min: 1, max: 11_000 } as const
export const RETENTION_DAYS_MESSAGE = `Isi jumlah hari antara ${RETENTION_DAYS.min} dan ${RETENTION_DAYS.max}.`
export const isRetentionDays = (value: unknown): value is number =>
  typeof value === 'number' &&
  Number.isInteger(value) &&
  value >= RETENTION_DAYS.min &&
  value <= RETENTION_DAYS.max

export type RetentionPolicy = Record<RetentionKind, number>

/** The saved global's periods, each falling back to its default when missing or invalid. */
export function retentionPolicyOf(saved: Partial<Record<string, unknown>> | null | undefined) {
  return Object.fromEntries(
    RETENTION_KINDS.map((kind) => {
      const days = saved?.[kind]
      return [kind, isRetentionDays(days) ? days : RETENTION_RULES[kind].defaultDays]
    }),
  ) as RetentionPolicy
}

/** The moment before which a record of `kind` is past its period. */
export const retentionCutoff = (policy: RetentionPolicy, kind: RetentionKind, now: Date): Date =>
  new Date(now.getTime() - policy[kind] * DAY_MS)

/** What the rule needs to know about one record; `at` is the date the period counts from. */
export type RetentionFacts = {
  at: Date | string | null | undefined
  /** Applications: their status and period; data requests: their status. */
  status?: string | null
  period?: string | null
  /** Files: whether an application still points at the file. */
  attached?: boolean
  /** Applications already anonymised are left alone. */
  anonymised?: boolean
}

export const CLOSED_DATA_REQUEST_STATUSES = ['done', 'rejected'] as const

/**
 * Is this record of `kind` past its retention period at `now`? Records without a valid date are
 * kept (a gap in the data is never a reason to delete). Statuses and periods narrow the kinds:
 * only a not-accepted application counts as one, only a past period's application as another,
 * only a closed data request and only an unattached file ("replaced") ever go.
 */
export function isPastRetention(
  kind: RetentionKind,
  facts: RetentionFacts,
  policy: RetentionPolicy,
  now: Date,
  currentPeriod: string,
): boolean {
  const at = facts.at ? new Date(facts.at) : null
  if (!at || Number.isNaN(at.getTime())) return false
  if (at >= retentionCutoff(policy, kind, now)) return false
  switch (kind) {
    case 'notAcceptedApplications':
      return !facts.anonymised && facts.status === 'not_accepted'
    case 'pastPeriodApplications':
      return !facts.anonymised && Boolean(facts.period) && facts.period !== currentPeriod
    case 'replacedFiles':
      return facts.attached === false
    case 'dataRequests':
      return (CLOSED_DATA_REQUEST_STATUSES as readonly (string | null | undefined)[]).includes(
        facts.status,
      )
    default:
      return true
  }
}

/** One kind's line in a run record and in the dry run. */
export type RetentionLine = { kind: RetentionKind; action: RetentionAction; count: number }
