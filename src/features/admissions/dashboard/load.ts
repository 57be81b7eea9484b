import type { Payload, TypedUser, Where } from 'payload'
import { isAdmissionsUser } from '@/access/applicants'
import { isApplicationStatus } from '@/features/admissions/application/status'
import { relationId } from '@/lib/relation'
import { selectOptions } from '@/lib/select-options'
import { applicationsWhere, type DashboardFilter } from './filter'
import { ADMISSIONS_DASHBOARD_FORBIDDEN } from './labels'
import {
  funnel,
  groupEvents,
  median,
  pendingByAge,
  proofToVerificationHours,
  programmeFigures,
  registrationsPerWaveDay,
  type DashboardApplication,
  type DayRow,
  type FunnelStep,
  type PendingRow,
  type ProgrammeRow,
  type StatusEvent,
} from './figures'
import { paymentsByMethod, type DashboardPayment, type MethodRow } from './payment-methods'

export type WaveOption = {
  id: string
  name: string
  academicYear: string
  track: string
  registrationStart: string
  registrationEnd: string
  quotas: { programme: string; quota: number }[]
}

export type DashboardData = {
  total: number
  funnel: FunnelStep[]
  perDay: { wave: WaveOption; previous: WaveOption | null; rows: DayRow[] } | null
  programmes: ProgrammeRow[]
  proofToVerification: { count: number; medianHours: number | null }
  pending: PendingRow[]
  paymentMethods: MethodRow[]
  waves: WaveOption[]
  programmeNames: { id: string; name: string }[]
  periods: string[]
}

/** Only the fields the figures need: a few thousand rows stay small. */
const APPLICATION_FIELDS = {
  status: true,
  createdAt: true,
  programme: { major: true },
  paymentProofAt: true,
  submittedAt: true,
} as const

type Access = { payload: Payload; user: TypedUser }
const asUser = ({ user }: Access) => ({ overrideAccess: false, user, depth: 0 }) as const

const toApplication = (doc: Record<string, unknown>): DashboardApplication => ({
  id: String(doc.id),
  status: isApplicationStatus(doc.status) ? doc.status : 'registered',
  createdAt: String(doc.createdAt),
  programme: (() => {
    const id = relationId((doc.programme as { major?: unknown } | null)?.major)
    return id === undefined ? null : String(id)
  })(),
  paymentProofAt: (doc.paymentProofAt as string | null) ?? null,
  submittedAt: (doc.submittedAt as string | null) ?? null,
})

async function findApplications(access: Access, filter: DashboardFilter, withWave = true) {
  const { docs } = await access.payload.find({
    collection: 'applications',
    where: applicationsWhere(filter, withWave),
    select: APPLICATION_FIELDS,
    pagination: false,
    ...asUser(access),
  })
  return docs.map((d) => toApplication(d as unknown as Record<string, unknown>))
}

/** A short list of applications is asked for by id; a long one is filtered after the read. */
const ofApplications = (ids: string[]): Where[] =>
  ids.length <= 500 ? [{ application: { in: ids } }] : []

/** Status changes of these applications. */
async function statusEvents(access: Access, ids: string[]): Promise<StatusEvent[]> {
  if (ids.length === 0) return []
  const { docs } = await access.payload.find({
    collection: 'application-events',
    where: {
      and: [{ toStatus: { exists: true } }, ...ofApplications(ids)],
    },
    select: { application: true, toStatus: true, createdAt: true },
    pagination: false,
    ...asUser(access),
  })
  const wanted = new Set(ids)
  return docs
    .map((d) => ({
      application: String(relationId(d.application)),
      toStatus: String(d.toStatus ?? ''),
      createdAt: String(d.createdAt),
    }))
    .filter((e) => wanted.has(e.application))
}

/** The payment attempts of these applications. */
async function applicationPayments(access: Access, ids: string[]): Promise<DashboardPayment[]> {
  if (ids.length === 0) return []
  const { docs } = await access.payload.find({
    collection: 'payments',
    where: { and: ofApplications(ids) },
    select: {
      application: true,
      purpose: true,
      method: true,
      status: true,
      amount: true,
      createdAt: true,
      paidAt: true,
    },
    pagination: false,
    ...asUser(access),
  })
  const wanted = new Set(ids)
  return docs
    .filter((d) => wanted.has(String(relationId(d.application))))
    .map((d) => ({
      purpose: d.purpose ?? 'registration',
      method: d.method,
      status: d.status,
      amount: d.amount,
      createdAt: d.createdAt,
      paidAt: d.paidAt ?? null,
    }))
}

async function loadWaves(access: Access): Promise<WaveOption[]> {
  const { docs } = await access.payload.find({
    collection: 'selection-schedules',
    select: {
      wave: true,
      academicYear: true,
      track: true,
      registrationStart: true,
      registrationEnd: true,
      quotas: true,
    },
    sort: 'registrationStart',
    pagination: false,
    ...asUser(access),
  })
  return docs.map((d) => ({
    id: String(d.id),
    name: d.wave,
    academicYear: d.academicYear,
    track: d.track ?? 'semua',
    registrationStart: d.registrationStart,
    registrationEnd: d.registrationEnd,
    quotas: (d.quotas ?? []).map((q) => ({
      programme: String(relationId(q.programme)),
      quota: q.quota,
    })),
  }))
}

/** The waves whose quotas the figures compare with: the chosen one, else all that match. */
export function wavesInView(waves: WaveOption[], filter: DashboardFilter): WaveOption[] {
  if (filter.wave) return waves.filter((w) => w.id === filter.wave)
  return waves.filter(
    (w) =>
      (!filter.period || w.academicYear === filter.period) &&
      (!filter.track || w.track === filter.track || w.track === 'semua'),
  )
}

/** The wave of the same track that opened last before this one. */
export const previousWave = (waves: WaveOption[], wave: WaveOption): WaveOption | null =>
  waves
    .filter((w) => w.track === wave.track && w.registrationStart < wave.registrationStart)
    .sort((a, b) => a.registrationStart.localeCompare(b.registrationStart))
    .at(-1) ?? null

export function quotaMap(waves: WaveOption[], filter: DashboardFilter): Map<string, number> {
  const quotas = new Map<string, number>()
  for (const wave of waves)
    for (const q of wave.quotas)
      if (!filter.programme || q.programme === filter.programme)
        quotas.set(q.programme, (quotas.get(q.programme) ?? 0) + q.quota)
  return quotas
}

/**
 * Which of these applications went on past acceptance: their re-registration was sent (waiting,
 * returned or approved), or they have a student record.
 */
async function pastAcceptance(access: Access, ids: string[]) {
  const none = { reregistered: new Set<string>(), enrolled: new Set<string>() }
  if (ids.length === 0) return none
  const of = (docs: { application: unknown }[]) =>
    new Set(docs.map((d) => String(relationId(d.application as never))))
  const [sent, students] = await Promise.all([
    access.payload.find({
      collection: 'reregistrations',
      where: {
        and: [{ status: { in: ['submitted', 'returned', 'approved'] } }, ...ofApplications(ids)],
      },
      select: { application: true },
      pagination: false,
      ...asUser(access),
    }),
    access.payload.find({
      collection: 'students',
      where: { and: ofApplications(ids) },
      select: { application: true },
      pagination: false,
      ...asUser(access),
    }),
  ])
  return { reregistered: of(sent.docs), enrolled: of(students.docs) }
}

/**
 * Everything the dashboard shows, read with the staff member's own access (the collections'
 * rules decide what they may count).
 */
export async function loadDashboard(
  payload: Payload,
  user: TypedUser,
  filter: DashboardFilter,
  now = new Date(),
): Promise<DashboardData> {
  const access = { payload, user }
  const [apps, waves, programmes] = await Promise.all([
    findApplications(access, filter),
    loadWaves(access),
    payload.find({
      collection: 'programmes',
      select: { name: true },
      sort: 'name',
      pagination: false,
      ...asUser(access),
    }),
  ])
  const ids = apps.map((a) => a.id)
  const [events, payments, past] = await Promise.all([
    statusEvents(access, ids).then(groupEvents),
    applicationPayments(access, ids),
    pastAcceptance(access, ids),
  ])
  for (const app of apps) {
    app.reregistered = past.reregistered.has(app.id)
    app.enrolled = past.enrolled.has(app.id)
  }
  const names = new Map(programmes.docs.map((p) => [String(p.id), p.name]))

  const wave = filter.wave ? waves.find((w) => w.id === filter.wave) : undefined
  let perDay: DashboardData['perDay'] = null
  if (wave) {
    const previous = previousWave(waves, wave)
    const previousApps = previous
      ? await findApplications(access, { ...filter, period: undefined, wave: previous.id })
      : []
    perDay = {
      wave,
      previous,
      rows: registrationsPerWaveDay(
        wave,
        apps,
        previous ? { wave: previous, apps: previousApps } : undefined,
      ),
    }
  }
  const hours = proofToVerificationHours(apps, events)
  return {
    total: apps.length,
    funnel: funnel(apps, events),
    perDay,
    programmes: programmeFigures(apps, quotaMap(wavesInView(waves, filter), filter), names),
    proofToVerification: { count: hours.length, medianHours: median(hours) },
    pending: pendingByAge(apps, events, now),
    paymentMethods: paymentsByMethod(payments, selectOptions(payload, 'payments', 'method')),
    waves,
    programmeNames: [...names].map(([id, name]) => ({ id, name })),
    periods: [...new Set(waves.map((w) => w.academicYear))].sort().reverse(),
  }
}

export type DashboardAnswer =
  { allowed: true; data: DashboardData } | { allowed: false; message: string }

/** The dashboard for this user: admissions staff and admins see it, everyone else a refusal. */
export async function dashboardFor(
  payload: Payload,
  user: TypedUser | null | undefined,
  filter: DashboardFilter,
  now = new Date(),
): Promise<DashboardAnswer> {
  if (!user || !isAdmissionsUser(user as never))
    return { allowed: false, message: ADMISSIONS_DASHBOARD_FORBIDDEN }
  return { allowed: true, data: await loadDashboard(payload, user, filter, now) }
}
