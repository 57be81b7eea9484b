import {
  STAFF_QUEUE_LABELS,
  STATUS_LABELS,
  type ApplicationStatus,
} from '@/features/admissions/application/status'
import { jakartaDay } from '@/lib/time-zone'

/**
 * The admissions dashboard's figures. Pure: the loader reads the few fields these
 * need, the view draws them, and the tests compute the same numbers another way.
 */
export type DashboardApplication = {
  id: string
  status: ApplicationStatus
  createdAt: string
  programme: string | null
  paymentProofAt?: string | null
  submittedAt?: string | null
  /** Its re-registration was sent to staff (waiting, returned or approved). */
  reregistered?: boolean
  /** It has a student record (a NIM). */
  enrolled?: boolean
}
/** One status change of an application's history (application-events with a `toStatus`). */
export type StatusEvent = { application: string; toStatus: string; createdAt: string }
export type EventsByApplication = Map<string, StatusEvent[]>

const HOUR = 3_600_000
const DAY = 24 * HOUR

/** The funnel's steps, in pipeline order: the application's, then re-registration's. */
export const FUNNEL_STAGES = [
  'registered',
  'proof_uploaded',
  'payment_verified',
  'submitted',
  'test_scheduled',
  'accepted',
  'reregistered',
  'enrolled',
] as const
export type FunnelStage = (typeof FUNNEL_STAGES)[number]

export const FUNNEL_LABELS: Record<FunnelStage, string> = {
  registered: STATUS_LABELS.registered,
  proof_uploaded: STATUS_LABELS.proof_uploaded,
  payment_verified: STATUS_LABELS.payment_verified,
  submitted: STATUS_LABELS.submitted,
  test_scheduled: STATUS_LABELS.test_scheduled,
  accepted: STATUS_LABELS.accepted,
  reregistered: 'Daftar ulang dikirim',
  enrolled: 'Mahasiswa baru (NIM)',
}

/**
 * How far along the pipeline a status is. A rejected payment had a proof uploaded; "not
 * accepted" went through the test. The funnel counts an application at every step up to the
 * furthest it ever reached, so one that moved on is still counted at the steps it passed.
 */
const STAGE_REACHED: Record<ApplicationStatus, number> = {
  registered: 0,
  proof_uploaded: 1,
  payment_rejected: 1,
  payment_verified: 2,
  submitted: 3,
  test_scheduled: 4,
  not_accepted: 4,
  accepted: 5,
  // Withdrawn only after acceptance (the re-registration deadline passed).
  withdrawn: 5,
}
const stageOf = (status: string): number =>
  status in STAGE_REACHED ? STAGE_REACHED[status as ApplicationStatus] : 0

/** The furthest funnel step an application reached: its status now or any in its history. */
export function furthestStage(app: DashboardApplication, events: StatusEvent[] = []): number {
  if (app.enrolled) return FUNNEL_STAGES.indexOf('enrolled')
  if (app.reregistered) return FUNNEL_STAGES.indexOf('reregistered')
  return Math.max(stageOf(app.status), ...events.map((e) => stageOf(e.toStatus)))
}

export type FunnelStep = { stage: FunnelStage; label: string; count: number }

export function funnel(apps: DashboardApplication[], events: EventsByApplication): FunnelStep[] {
  const furthest = apps.map((app) => furthestStage(app, events.get(app.id)))
  return FUNNEL_STAGES.map((stage, i) => ({
    stage,
    label: FUNNEL_LABELS[stage],
    count: furthest.filter((f) => f >= i).length,
  }))
}

/** Jakarta calendar days from `start` to `at` (0 on the opening day). */
export const dayIndex = (start: string, at: string): number =>
  Math.round(
    (Date.parse(`${jakartaDay(at)}T00:00:00Z`) - Date.parse(`${jakartaDay(start)}T00:00:00Z`)) /
      DAY,
  )

export type WaveWindow = { registrationStart: string; registrationEnd: string }
export type DayRow = { day: number; date: string; current: number; previous: number | null }

/**
 * Registrations per day of the wave, beside the previous wave of the same track on the same day
 * of its own window ("day 3" against "day 3"). Registrations before the opening count on the
 * first day and after the closing on the last, so each column adds up to the wave's total.
 */
export function registrationsPerWaveDay(
  wave: WaveWindow,
  current: Pick<DashboardApplication, 'createdAt'>[],
  previous?: { wave: WaveWindow; apps: Pick<DashboardApplication, 'createdAt'>[] },
): DayRow[] {
  const length = Math.max(1, dayIndex(wave.registrationStart, wave.registrationEnd) + 1)
  const count = (w: WaveWindow, apps: Pick<DashboardApplication, 'createdAt'>[]) => {
    const days = new Array<number>(length).fill(0)
    for (const app of apps) {
      const i = Math.min(length - 1, Math.max(0, dayIndex(w.registrationStart, app.createdAt)))
      days[i]! += 1
    }
    return days
  }
  const now = count(wave, current)
  const before = previous ? count(previous.wave, previous.apps) : null
  const start = Date.parse(wave.registrationStart)
  return now.map((n, day) => ({
    day: day + 1,
    date: jakartaDay(new Date(start + day * DAY).toISOString()),
    current: n,
    previous: before ? before[day]! : null,
  }))
}

export type ProgrammeRow = {
  programme: string
  name: string
  applications: number
  accepted: number
  quota: number | null
}

/**
 * Applications and acceptances per chosen programme against the quota of the waves in view.
 * Programmes with a quota but no application yet are listed too; a programme no wave limits
 * has no quota (null).
 */
export function programmeFigures(
  apps: DashboardApplication[],
  quotas: Map<string, number>,
  names: Map<string, string>,
): ProgrammeRow[] {
  const rows = new Map<string, ProgrammeRow>()
  const row = (programme: string) => {
    let found = rows.get(programme)
    if (!found) {
      found = {
        programme,
        name: names.get(programme) ?? `Program studi #${programme}`,
        applications: 0,
        accepted: 0,
        quota: quotas.get(programme) ?? null,
      }
      rows.set(programme, found)
    }
    return found
  }
  for (const programme of quotas.keys()) row(programme)
  for (const app of apps) {
    if (!app.programme) continue
    const r = row(app.programme)
    r.applications += 1
    if (app.status === 'accepted') r.accepted += 1
  }
  return [...rows.values()].sort((a, b) => a.name.localeCompare(b.name, 'id'))
}

const times = (events: StatusEvent[] | undefined, status: ApplicationStatus) =>
  (events ?? [])
    .filter((e) => e.toStatus === status)
    .map((e) => Date.parse(e.createdAt))
    .sort((a, b) => a - b)

export const median = (values: number[]): number | null => {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/**
 * Hours from the (last) proof upload to its verification, per verified application: the
 * waiting time staff control. A re-upload after a rejection starts the clock again.
 */
export function proofToVerificationHours(
  apps: DashboardApplication[],
  events: EventsByApplication,
): number[] {
  const hours: number[] = []
  for (const app of apps) {
    const history = events.get(app.id)
    const verified = times(history, 'payment_verified')[0]
    if (verified === undefined) continue
    const uploads = times(history, 'proof_uploaded').filter((t) => t <= verified)
    const uploaded = uploads.at(-1) ?? (app.paymentProofAt ? Date.parse(app.paymentProofAt) : NaN)
    if (Number.isFinite(uploaded) && uploaded <= verified) hours.push((verified - uploaded) / HOUR)
  }
  return hours
}

export const AGE_BUCKETS = [
  { key: 'under1', label: '< 1 hari' },
  { key: 'oneToThree', label: '1–3 hari' },
  { key: 'over3', label: '> 3 hari' },
] as const
export type AgeBucket = (typeof AGE_BUCKETS)[number]['key']

export const ageBucket = (ageMs: number): AgeBucket =>
  ageMs < DAY ? 'under1' : ageMs <= 3 * DAY ? 'oneToThree' : 'over3'

/** The work that waits on staff, with the moment it started waiting. */
export const PENDING_QUEUES = (['proof_uploaded', 'submitted'] as const).map((status) => ({
  status,
  label: STAFF_QUEUE_LABELS[status],
}))

export type PendingRow = { status: ApplicationStatus; label: string } & Record<AgeBucket, number>

function waitingSince(app: DashboardApplication, history: StatusEvent[] | undefined): number {
  const entered = times(history, app.status).at(-1)
  if (entered !== undefined) return entered
  const own = app.status === 'proof_uploaded' ? app.paymentProofAt : app.submittedAt
  return Date.parse(own ?? app.createdAt)
}

export function pendingByAge(
  apps: DashboardApplication[],
  events: EventsByApplication,
  now: Date,
): PendingRow[] {
  return PENDING_QUEUES.map(({ status, label }) => {
    const row: PendingRow = { status, label, under1: 0, oneToThree: 0, over3: 0 }
    for (const app of apps) {
      if (app.status !== status) continue
      row[ageBucket(now.getTime() - waitingSince(app, events.get(app.id)))] += 1
    }
    return row
  })
}

/** "2 hari 3 jam", "5 jam 20 menit": a duration as staff read it. */
export function durationLabel(hours: number | null): string {
  if (hours === null) return 'Belum ada data'
  const minutes = Math.round(hours * 60)
  const d = Math.floor(minutes / (24 * 60))
  const h = Math.floor((minutes % (24 * 60)) / 60)
  const m = minutes % 60
  if (d > 0) return `${d} hari ${h} jam`
  if (h > 0) return `${h} jam ${m} menit`
  return `${m} menit`
}

export const groupEvents = (events: StatusEvent[]): EventsByApplication => {
  const map: EventsByApplication = new Map()
  for (const e of events) {
    const list = map.get(e.application) ?? []
    list.push(e)
    map.set(e.application, list)
  }
  return map
}
