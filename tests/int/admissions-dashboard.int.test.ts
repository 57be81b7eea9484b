import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seed } from '@/seed'
import { STATUS_LABELS, type ApplicationStatus } from '@/features/admissions/application/status'
import { csvExportHref, type DashboardFilter } from '@/features/admissions/dashboard/filter'
import { ADMISSIONS_DASHBOARD_FORBIDDEN } from '@/features/admissions/dashboard/labels'
import { dashboardFor, type DashboardData } from '@/features/admissions/dashboard/load'
import {
  createApplicant,
  createStaff,
  freshPayload,
  sessionToken,
  type ApplicantUser,
  type Staff,
} from '../helpers/payload'

// The admissions dashboard's figures on a known data set, checked against numbers
// worked out by hand here and against the CSV export for the same filter.

const PERIOD = '2031/2032'
const NOW = new Date('2031-03-10T03:00:00Z')
const hoursBeforeNow = (h: number) => new Date(NOW.getTime() - h * 3_600_000).toISOString()

type WaveKey = 'reguler1' | 'reguler2' | 'magang1'
type Spec = {
  name: string
  track: 'reguler' | 'magang'
  wave?: WaveKey
  period?: string
  programme?: 'P1' | 'P2'
  status: ApplicationStatus
  /** Registration time and every later status change, in order (the history staff see). */
  history: [ApplicationStatus, string][]
}

const path = (...steps: [ApplicationStatus, string][]) => steps
const SPECS: Spec[] = [
  // The previous reguler wave (5–9 January).
  {
    name: 'a1',
    track: 'reguler',
    wave: 'reguler1',
    programme: 'P1',
    status: 'accepted',
    history: path(
      ['registered', '2031-01-05T02:00:00Z'],
      ['proof_uploaded', '2031-01-05T05:00:00Z'],
      ['payment_verified', '2031-01-06T05:00:00Z'],
      ['submitted', '2031-01-07T05:00:00Z'],
      ['test_scheduled', '2031-01-08T05:00:00Z'],
      ['accepted', '2031-01-20T05:00:00Z'],
    ),
  },
  {
    name: 'a2',
    track: 'reguler',
    wave: 'reguler1',
    programme: 'P2',
    status: 'not_accepted',
    history: path(
      ['registered', '2031-01-07T02:00:00Z'],
      ['proof_uploaded', '2031-01-07T03:00:00Z'],
      ['payment_verified', '2031-01-07T09:00:00Z'],
      ['submitted', '2031-01-08T09:00:00Z'],
      ['test_scheduled', '2031-01-09T09:00:00Z'],
      ['not_accepted', '2031-01-20T09:00:00Z'],
    ),
  },
  {
    name: 'a3',
    track: 'reguler',
    wave: 'reguler1',
    programme: 'P1',
    status: 'registered',
    history: path(['registered', '2031-01-07T04:00:00Z']),
  },
  // The current reguler wave (2–6 March).
  {
    name: 'b1',
    track: 'reguler',
    wave: 'reguler2',
    programme: 'P1',
    status: 'accepted',
    history: path(
      ['registered', '2031-03-02T01:00:00Z'],
      ['proof_uploaded', '2031-03-02T02:00:00Z'],
      ['payment_verified', '2031-03-02T12:00:00Z'], // 10 hours
      ['submitted', '2031-03-03T00:00:00Z'],
      ['test_scheduled', '2031-03-04T00:00:00Z'],
      ['accepted', '2031-03-08T00:00:00Z'],
    ),
  },
  {
    name: 'b2',
    track: 'reguler',
    wave: 'reguler2',
    programme: 'P1',
    status: 'test_scheduled',
    history: path(
      ['registered', '2031-03-02T03:00:00Z'],
      ['proof_uploaded', '2031-03-02T04:00:00Z'],
      ['payment_verified', '2031-03-03T04:00:00Z'], // 24 hours
      ['submitted', '2031-03-03T05:00:00Z'],
      ['test_scheduled', '2031-03-04T05:00:00Z'],
    ),
  },
  {
    name: 'b3',
    track: 'reguler',
    wave: 'reguler2',
    programme: 'P2',
    status: 'submitted',
    history: path(
      ['registered', '2031-03-03T01:00:00Z'],
      ['proof_uploaded', '2031-03-03T02:00:00Z'],
      ['payment_verified', '2031-03-03T04:00:00Z'], // 2 hours
      ['submitted', hoursBeforeNow(30)], // waiting 1–3 days
    ),
  },
  {
    name: 'b4',
    track: 'reguler',
    wave: 'reguler2',
    programme: 'P2',
    status: 'submitted',
    history: path(
      ['registered', '2031-03-03T02:00:00Z'],
      ['proof_uploaded', '2031-03-03T03:00:00Z'],
      ['payment_verified', '2031-03-05T05:00:00Z'], // 50 hours
      ['submitted', hoursBeforeNow(100)], // waiting more than 3 days
    ),
  },
  {
    name: 'b5',
    track: 'reguler',
    wave: 'reguler2',
    programme: 'P1',
    status: 'proof_uploaded',
    history: path(['registered', '2031-03-04T01:00:00Z'], ['proof_uploaded', hoursBeforeNow(5)]),
  },
  {
    name: 'b6',
    track: 'reguler',
    wave: 'reguler2',
    programme: 'P2',
    status: 'proof_uploaded',
    history: path(
      ['registered', '2031-03-04T02:00:00Z'],
      ['proof_uploaded', '2031-03-04T03:00:00Z'],
      ['payment_rejected', '2031-03-04T06:00:00Z'],
      ['proof_uploaded', hoursBeforeNow(80)], // the new proof waits more than 3 days
    ),
  },
  {
    name: 'b7',
    track: 'reguler',
    wave: 'reguler2',
    programme: 'P1',
    status: 'payment_rejected',
    history: path(
      ['registered', '2031-03-05T01:00:00Z'],
      ['proof_uploaded', '2031-03-05T02:00:00Z'],
      ['payment_rejected', '2031-03-05T10:00:00Z'],
    ),
  },
  {
    name: 'b8',
    track: 'reguler',
    wave: 'reguler2',
    status: 'registered',
    history: path(['registered', '2031-03-06T01:00:00Z']),
  },
  {
    // Registered before the wave opened (moved in by staff): counted on its first day.
    name: 'b9',
    track: 'reguler',
    wave: 'reguler2',
    programme: 'P1',
    status: 'registered',
    history: path(['registered', '2031-02-28T01:00:00Z']),
  },
  // The magang wave.
  {
    name: 'c1',
    track: 'magang',
    wave: 'magang1',
    programme: 'P1',
    status: 'accepted',
    history: path(
      ['registered', '2031-03-02T05:00:00Z'],
      ['proof_uploaded', '2031-03-02T06:00:00Z'],
      ['payment_verified', '2031-03-02T07:00:00Z'], // 1 hour
      ['submitted', '2031-03-02T08:00:00Z'],
      ['test_scheduled', '2031-03-03T08:00:00Z'],
      ['accepted', '2031-03-07T08:00:00Z'],
    ),
  },
  {
    name: 'c2',
    track: 'magang',
    wave: 'magang1',
    programme: 'P2',
    status: 'proof_uploaded',
    history: path(['registered', '2031-03-03T05:00:00Z'], ['proof_uploaded', hoursBeforeNow(30)]),
  },
  // Another period: never in this period's figures.
  {
    name: 'd1',
    track: 'reguler',
    period: '2030/2031',
    programme: 'P1',
    status: 'accepted',
    history: path(['registered', '2030-03-02T05:00:00Z'], ['accepted', '2030-05-02T05:00:00Z']),
  },
]

/** Payment attempts: application, method, status, created, paid, amount (Rp 300.000 unless given). */
type PaymentSpec = [
  string,
  'va_bca' | 'va_bni' | 'qris',
  'pending' | 'paid' | 'expired' | 'failed',
  string,
  string | null,
  number?,
]
const PAYMENTS: PaymentSpec[] = [
  // The current reguler wave.
  ['b1', 'va_bca', 'expired', '2031-03-02T01:30:00Z', null],
  ['b1', 'va_bca', 'paid', '2031-03-02T02:00:00Z', '2031-03-02T03:00:00Z'], // 1 hour
  ['b2', 'va_bca', 'paid', '2031-03-02T04:00:00Z', '2031-03-02T09:00:00Z'], // 5 hours
  ['b3', 'qris', 'paid', '2031-03-03T02:00:00Z', '2031-03-03T02:15:00Z', 250_000], // 15 minutes
  ['b5', 'qris', 'pending', '2031-03-05T02:00:00Z', null],
  ['b7', 'va_bni', 'failed', '2031-03-05T02:00:00Z', null],
  // The magang wave: never in the reguler wave's figures.
  ['c1', 'va_bni', 'paid', '2031-03-02T06:00:00Z', '2031-03-02T06:30:00Z'],
]

let payload: Payload
let admissions: Staff
let admin: Staff
let editor: Staff
let applicant: ApplicantUser
const waves: Record<WaveKey, string> = {} as never
const applications: Record<string, { id: number; applicant: number }> = {}
const programmes: Record<'P1' | 'P2', { id: string; name: string }> = {} as never

async function createWave(
  key: WaveKey,
  track: string,
  wave: string,
  start: string,
  end: string,
  quotas: [string, number][],
) {
  const doc = await payload.create({
    collection: 'selection-schedules',
    data: {
      wave,
      academicYear: PERIOD,
      track: track as never,
      registrationStart: start,
      registrationEnd: end,
      testDate: end,
      announcementDate: end,
      quotas: quotas.map(([programme, quota]) => ({ programme: Number(programme), quota })),
      _status: 'published',
    } as never,
    overrideAccess: true,
    context: { skipRevalidate: true },
  })
  waves[key] = String(doc.id)
}

/** One application with exactly the history of its spec (the hook's own entry replaced). */
async function createApplication(spec: Spec, i: number) {
  const owner = await createApplicant(payload, `${spec.name}@dasbor.test`, `Pendaftar ${spec.name}`)
  const major = spec.programme
    ? await payload.findByID({
        collection: 'programmes',
        id: programmes[spec.programme].id,
        depth: 0,
        overrideAccess: true,
      })
    : null
  const at = (s: ApplicationStatus) => spec.history.filter(([status]) => status === s).at(-1)?.[1]
  const app = await payload.create({
    collection: 'applications',
    data: {
      applicant: owner.id as number,
      period: spec.period ?? PERIOD,
      track: spec.track,
      status: spec.status,
      ...(spec.wave ? { wave: Number(waves[spec.wave]) } : {}),
      ...(major
        ? { programme: { major: major.id, faculty: major.faculty, category: major.category } }
        : {}),
      paymentProofAt: at('proof_uploaded'),
      submittedAt: at('submitted'),
      createdAt: spec.history[0]![1],
    } as never,
    overrideAccess: true,
  })
  applications[spec.name] = { id: app.id as number, applicant: owner.id as number }
  await payload.delete({
    collection: 'application-events',
    where: { application: { equals: app.id } },
    overrideAccess: true,
  })
  let from: string | undefined
  for (const [status, createdAt] of spec.history) {
    await payload.create({
      collection: 'application-events',
      data: {
        application: app.id,
        applicant: owner.id as number,
        action: from ? `Status: ${STATUS_LABELS[status]}` : 'Pendaftaran dibuat',
        fromStatus: from,
        toStatus: status,
        actorType: 'system',
        createdAt,
      } as never,
      overrideAccess: true,
    })
    from = status
  }
  return i
}

const dashboard = async (filter: DashboardFilter, user: Staff | ApplicantUser = admissions) => {
  const answer = await dashboardFor(payload, user as never, filter, NOW)
  if (!answer.allowed) throw new Error(answer.message)
  return answer.data
}

/** The export's rows for the same filter, read through Payload's REST router as staff download it. */
async function csvRows(filter: DashboardFilter): Promise<Record<string, string>[]> {
  const token = await sessionToken(payload, 'users', 'admissions@utb.test', 'Rahasia-Sekali-123')
  const href = csvExportHref(filter).replace('/api/cms', '')
  const request = new Request(`http://localhost/api/cms${href}`, {
    headers: { Authorization: `JWT ${token}`, 'x-forwarded-for': '203.0.113.9' },
  })
  const res = await handleEndpoints({
    config: payload.config,
    request,
    path: `/api/cms${href.split('?')[0]}`,
  } as never)
  expect(res.status).toBe(200)
  const [header, ...lines] = parseCsv((await res.text()).replace(/^\uFEFF/, ''))
  return lines.map((cells) => Object.fromEntries(header!.map((h, i) => [h, cells[i] ?? ''])))
}

/** RFC 4180 rows (quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"'
      i++
    } else if (c === '"') quoted = !quoted
    else if (quoted) cell += c
    else if (c === ',') {
      row.push(cell)
      cell = ''
    } else if (c === '\n') {
      rows.push([...row, cell.replace(/\r$/, '')])
      row = []
      cell = ''
    } else cell += c
  }
  if (cell || row.length) rows.push([...row, cell])
  return rows
}

const countBy = (rows: Record<string, string>[], column: string) => {
  const counts: Record<string, number> = {}
  for (const row of rows) counts[row[column]!] = (counts[row[column]!] ?? 0) + 1
  return counts
}

/** The dashboard and the export agree: rows, acceptances, programmes and the waiting queues. */
async function expectSameAsCsv(filter: DashboardFilter, data: DashboardData) {
  const rows = await csvRows(filter)
  expect(rows).toHaveLength(data.total)
  const status = countBy(rows, 'Status')
  expect(status[STATUS_LABELS.accepted] ?? 0).toBe(
    data.funnel.find((s) => s.stage === 'accepted')!.count,
  )
  for (const queue of data.pending)
    expect(status[STATUS_LABELS[queue.status]] ?? 0).toBe(
      queue.under1 + queue.oneToThree + queue.over3,
    )
  const programme = countBy(rows, 'Program studi')
  for (const row of data.programmes) expect(programme[row.name] ?? 0).toBe(row.applications)
  const accepted = countBy(
    rows.filter((r) => r.Status === STATUS_LABELS.accepted),
    'Program studi',
  )
  for (const row of data.programmes) expect(accepted[row.name] ?? 0).toBe(row.accepted)
}

beforeAll(async () => {
  payload = await freshPayload()
  await seed(payload, () => {}, ['penerimaan', 'program studi'])
  admissions = await createStaff(payload, 'admissions')
  admin = await createStaff(payload, 'admin')
  editor = await createStaff(payload, 'editor')
  applicant = await createApplicant(payload, 'penonton@dasbor.test')
  const { docs } = await payload.find({
    collection: 'programmes',
    where: { _status: { equals: 'published' } },
    sort: 'name',
    limit: 2,
    depth: 0,
    overrideAccess: true,
  })
  programmes.P1 = { id: String(docs[0]!.id), name: docs[0]!.name }
  programmes.P2 = { id: String(docs[1]!.id), name: docs[1]!.name }
  const { P1, P2 } = programmes
  await createWave(
    'reguler1',
    'reguler',
    'Gelombang 1',
    '2031-01-05T00:00:00Z',
    '2031-01-09T00:00:00Z',
    [],
  )
  await createWave(
    'reguler2',
    'reguler',
    'Gelombang 2',
    '2031-03-02T00:00:00Z',
    '2031-03-06T00:00:00Z',
    [
      [P1.id, 3],
      [P2.id, 2],
    ],
  )
  await createWave(
    'magang1',
    'magang',
    'Gelombang 1',
    '2031-03-02T00:00:00Z',
    '2031-03-06T00:00:00Z',
    [[P1.id, 1]],
  )
  for (const [i, spec] of SPECS.entries()) await createApplication(spec, i)
  for (const [i, [name, method, status, created, paid, amount]] of PAYMENTS.entries())
    await payload.create({
      collection: 'payments',
      data: {
        application: applications[name]!.id,
        applicant: applications[name]!.applicant,
        purpose: 'registration',
        method,
        provider: method === 'qris' ? 'xendit' : 'midtrans',
        amount: amount ?? 300_000,
        orderId: `UTB-DASBOR-${i}`,
        status,
        createdAt: created,
        ...(paid ? { paidAt: paid } : {}),
      },
      overrideAccess: true,
    })
}, 240_000)

afterAll(async () => {
  await payload?.destroy()
})

describe('the admissions dashboard', () => {
  it('shows one wave: funnel from the history, days against the previous wave, quotas, median, queues', async () => {
    const filter = { wave: waves.reguler2 }
    const data = await dashboard(filter)
    expect(data.total).toBe(9)
    expect(data.funnel.map((s) => s.count)).toEqual([9, 7, 4, 4, 2, 1, 0, 0])
    expect(data.perDay?.previous?.id).toBe(waves.reguler1)
    expect(data.perDay?.rows).toEqual([
      { day: 1, date: '2031-03-02', current: 3, previous: 1 },
      { day: 2, date: '2031-03-03', current: 2, previous: 0 },
      { day: 3, date: '2031-03-04', current: 2, previous: 2 },
      { day: 4, date: '2031-03-05', current: 1, previous: 0 },
      { day: 5, date: '2031-03-06', current: 1, previous: 0 },
    ])
    const { P1, P2 } = programmes
    expect(data.programmes).toEqual(
      expect.arrayContaining([
        { programme: P1.id, name: P1.name, applications: 5, accepted: 1, quota: 3 },
        { programme: P2.id, name: P2.name, applications: 3, accepted: 0, quota: 2 },
      ]),
    )
    expect(data.programmes).toHaveLength(2)
    // 10, 24, 2 and 50 hours: the median is 17.
    expect(data.proofToVerification).toEqual({ count: 4, medianHours: 17 })
    expect(data.pending.map((q) => [q.status, q.under1, q.oneToThree, q.over3])).toEqual([
      ['proof_uploaded', 1, 0, 1],
      ['submitted', 0, 1, 1],
    ])
    await expectSameAsCsv(filter, data)
  })

  it('filters by period and track, with the quotas of the waves of that track', async () => {
    const filter = { period: PERIOD, track: 'magang' as const }
    const data = await dashboard(filter)
    expect(data.total).toBe(2)
    expect(data.funnel.map((s) => s.count)).toEqual([2, 2, 1, 1, 1, 1, 0, 0])
    expect(data.perDay).toBeNull()
    expect(data.programmes.map((p) => [p.name, p.applications, p.accepted, p.quota])).toEqual(
      [
        [programmes.P1.name, 1, 1, 1],
        [programmes.P2.name, 1, 0, null],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]), 'id')),
    )
    expect(data.proofToVerification).toEqual({ count: 1, medianHours: 1 })
    expect(data.pending[0]).toMatchObject({ under1: 0, oneToThree: 1, over3: 0 })
    await expectSameAsCsv(filter, data)
  })

  it('filters by programme across the period and leaves other periods out', async () => {
    const filter = { period: PERIOD, programme: programmes.P2.id }
    const data = await dashboard(filter)
    // a2, b3, b4, b6, c2.
    expect(data.total).toBe(5)
    expect(data.funnel.map((s) => s.count)).toEqual([5, 5, 3, 3, 1, 0, 0, 0])
    expect(data.programmes).toEqual([
      {
        programme: programmes.P2.id,
        name: programmes.P2.name,
        applications: 5,
        accepted: 0,
        quota: 2,
      },
    ])
    // 6, 2 and 50 hours.
    expect(data.proofToVerification).toEqual({ count: 3, medianHours: 6 })
    await expectSameAsCsv(filter, data)
    const all = await dashboard({}, admin)
    expect(all.total).toBe(SPECS.length)
    expect(all.periods).toEqual([PERIOD])
    await expectSameAsCsv({}, all)
  })

  it('shows the payments by method of the applications in view, every method listed', async () => {
    const rows = (await dashboard({ wave: waves.reguler2 })).paymentMethods
    expect(rows.map((r) => r.label)).toEqual([
      'Transfer manual',
      'VA BCA',
      'VA BNI',
      'VA BRI',
      'VA Mandiri',
      'VA Permata',
      'QRIS',
    ])
    const byMethod = Object.fromEntries(
      rows.map((r) => [r.method, [r.paid, r.totalRupiah, r.medianHours]]),
    )
    expect(byMethod).toEqual({
      manual_transfer: [0, 0, null],
      va_bca: [2, 600_000, 3],
      va_bni: [0, 0, null],
      va_bri: [0, 0, null],
      va_mandiri: [0, 0, null],
      va_permata: [0, 0, null],
      qris: [1, 250_000, 0.25],
    })
    const magang = await dashboard({ period: PERIOD, track: 'magang' }, admin)
    expect(magang.paymentMethods.find((r) => r.method === 'va_bni')).toMatchObject({
      paid: 1,
      totalRupiah: 300_000,
      medianHours: 0.5,
    })
    expect(magang.paymentMethods.reduce((n, r) => n + r.paid, 0)).toBe(1)
  })

  it('is refused to editors, applicants and visitors', async () => {
    for (const user of [editor, applicant, null]) {
      expect(await dashboardFor(payload, user as never, {}, NOW)).toEqual({
        allowed: false,
        message: ADMISSIONS_DASHBOARD_FORBIDDEN,
      })
    }
  })
})
