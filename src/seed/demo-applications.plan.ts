import { STATUS_LABELS, type ApplicationStatus } from '@/features/admissions/application/status'
import {
  QUOTA_STATUSES,
  quotaHasRoom,
  quotaOf,
  type WaveQuota,
} from '@/features/admissions/waves/rules'
import type { Track } from '@/features/admissions/tracks/tracks'
import type { PaymentMethod, PaymentProvider } from '@/features/payments/vocabulary'
import { jakartaDay } from '@/lib/time-zone'
import type { SelectionSchedule } from '@/payload-types'
import {
  BIRTH_PLACES,
  FAMILY_NAMES,
  GIVEN_NAMES,
  REJECTION_REASONS,
  RELIGIONS,
  SCHOOLS,
  STAFF_NAMES,
  STREETS,
} from './demo-names'

/**
 * The generated demo applications (pure and deterministic: a seeded PRNG and the clock as a
 * parameter): applicants spread over the waves, tracks, programmes, registration days and the
 * whole status pipeline, each with the history and timestamps its status implies.
 */

export type PlanWave = Pick<
  SelectionSchedule,
  | 'id'
  | 'wave'
  | 'academicYear'
  | 'track'
  | 'registrationStart'
  | 'registrationEnd'
  | 'testDate'
  | 'announcementDate'
> & {
  quotas: WaveQuota[]
  /** How many applications this wave gets. */
  count: number
}
export type PlanMajor = { id: number; category: number; faculty: number }

export type PlannedEvent = {
  action: string
  fromStatus?: ApplicationStatus
  toStatus?: ApplicationStatus
  note?: string
  actorType: 'applicant' | 'staff' | 'system'
  actorName: string
  at: string
}

/** A fee paid online (a virtual account or QRIS): the provider verified the application. */
export type PlannedPayment = {
  method: Exclude<PaymentMethod, 'manual_transfer'>
  provider: Exclude<PaymentProvider, 'none'>
  /** The order id's random part (`UTB-<application id>-<this>`). */
  orderSuffix: string
  createdAt: string
  paidAt: string
}

export type PlannedApplication = {
  applicant: { fullName: string; email: string; whatsapp: string; createdAt: string }
  application: Record<string, unknown> & {
    status: ApplicationStatus
    wave: number
    track: Track
    createdAt: string
    programme: { category: number; faculty: number; major: number }
  }
  events: PlannedEvent[]
  payment?: PlannedPayment
}

/** mulberry32: small, fast and the same sequence on every machine for the same seed. */
export function prng(seed: number) {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!
  const weighted = <K extends string>(weights: Partial<Record<K, number>>): K => {
    const entries = Object.entries(weights) as [K, number][]
    let r = next() * entries.reduce((sum, [, w]) => sum + w, 0)
    for (const [key, w] of entries) if ((r -= w) < 0) return key
    return entries.at(-1)![0]
  }
  return { next, int, pick, weighted }
}
type Rng = ReturnType<typeof prng>

const HOUR = 3_600_000
const DAY = 24 * HOUR

/** Status mixes by where the wave stands today. */
const MIX: Record<'open' | 'closed' | 'decided', Partial<Record<ApplicationStatus, number>>> = {
  open: {
    registered: 20,
    proof_uploaded: 14,
    payment_rejected: 5,
    payment_verified: 18,
    submitted: 25,
    test_scheduled: 18,
  },
  closed: { registered: 8, payment_verified: 5, submitted: 20, test_scheduled: 67 },
  decided: { registered: 6, payment_verified: 4, accepted: 60, not_accepted: 30 },
}

const ORDER: ApplicationStatus[] = [
  'registered',
  'proof_uploaded',
  'payment_verified',
  'submitted',
  'test_scheduled',
]
const reached = (status: ApplicationStatus, step: ApplicationStatus) => {
  const at =
    status === 'accepted' || status === 'not_accepted' ? ORDER.length : ORDER.indexOf(status)
  return status === 'payment_rejected'
    ? step === 'registered' || step === 'proof_uploaded'
    : at >= ORDER.indexOf(step)
}

const phaseOf = (wave: PlanWave, now: Date) =>
  now.getTime() > Date.parse(wave.announcementDate)
    ? 'decided'
    : jakartaDay(now.toISOString()) > jakartaDay(wave.registrationEnd)
      ? 'closed'
      : 'open'

/** 08:00 WIB on the Jakarta day of `iso`. */
const morningOf = (iso: string) => `${jakartaDay(iso)}T01:00:00.000Z`

function personalData(rng: Rng, gender: 'male' | 'female', year: number, fullName: string) {
  const birthYear = year - rng.int(17, 20)
  const month = String(rng.int(1, 12)).padStart(2, '0')
  const day = String(rng.int(1, 28)).padStart(2, '0')
  const nikDay = String(Number(day) + (gender === 'female' ? 40 : 0)).padStart(2, '0')
  const education = rng.pick(['sma', 'sma', 'smk', 'smk', 'ma'] as const)
  return {
    gender,
    birthPlace: rng.pick(BIRTH_PLACES),
    birthDate: `${birthYear}-${month}-${day}T00:00:00.000Z`,
    // 32 73 = Kota Bandung; DDMMYY of birth (+40 on the day for women), then a serial.
    nik: [
      '3273',
      String(rng.int(1, 30)).padStart(2, '0'),
      `${nikDay}${month}${String(birthYear).slice(2)}`,
      String(rng.int(1, 9999)).padStart(4, '0'),
    ].join(''),
    religion: rng.pick(RELIGIONS),
    address: `${rng.pick(STREETS)} No. ${rng.int(1, 250)}, Bandung`,
    heightCm: gender === 'female' ? rng.int(150, 172) : rng.int(160, 185),
    education,
    schoolName: rng.pick(
      SCHOOLS.filter((s) =>
        s.startsWith(education === 'smk' ? 'SMK' : education === 'ma' ? 'MA' : 'SMA'),
      ),
    ),
    graduationYear: Math.min(year, birthYear + 18),
    parentName: `${rng.pick(GIVEN_NAMES[rng.next() < 0.5 ? 'male' : 'female'])} ${fullName.split(' ').at(-1)}`,
    parentPhone: `08${rng.int(11, 59)}${rng.int(1000_0000, 9999_9999)}`,
    colourBlind: false,
    hasSkck: rng.next() < 0.7,
    healthDeclaration: true,
  }
}

/** Picks a major with a free seat in the wave when the application takes one. */
function majorFor(
  rng: Rng,
  majors: PlanMajor[],
  wave: PlanWave,
  takesSeat: boolean,
  seats: Map<string, number>,
) {
  for (let tries = 0; tries < 20; tries++) {
    const major = rng.pick(majors)
    const key = `${wave.id}:${major.id}`
    if (!takesSeat) return major
    if (quotaHasRoom(seats.get(key) ?? 0, quotaOf(wave.quotas, major.id))) {
      seats.set(key, (seats.get(key) ?? 0) + 1)
      return major
    }
  }
  return null
}

export function planDemoApplications({
  waves,
  majors,
  now,
  seed = 17,
}: {
  waves: PlanWave[]
  majors: PlanMajor[]
  now: Date
  seed?: number
}): PlannedApplication[] {
  const rng = prng(seed)
  // The online payments draw from their own sequence: the rest of the plan stays as it was.
  const online = prng(seed + 1)
  const seats = new Map<string, number>()
  const planned: PlannedApplication[] = []
  const emails = new Set<string>()
  let serial = 0
  for (const wave of waves) {
    const phase = phaseOf(wave, now)
    for (let i = 0; i < wave.count; i++) {
      let status = rng.weighted(MIX[phase])
      let major = majorFor(rng, majors, wave, QUOTA_STATUSES.includes(status), seats)
      if (!major) {
        // Every seat of the programmes tried is taken: this one waits with a verified payment.
        status = 'payment_verified'
        major = majorFor(rng, majors, wave, false, seats)!
      }
      const track: Track =
        wave.track === 'semua'
          ? rng.weighted({ reguler: 60, magang: 25, jepang: 15 })
          : (wave.track as Track)
      const gender = rng.next() < 0.45 ? 'female' : 'male'
      const given = rng.pick(GIVEN_NAMES[gender])
      const family = rng.pick(FAMILY_NAMES)
      const fullName = `${given} ${family}`
      let email = `${given}.${family}`.toLowerCase().replace(/\s+/g, '') + '@example.com'
      while (emails.has(email)) email = email.replace('@', `${rng.int(1, 99)}@`)
      emails.add(email)
      serial += 1
      planned.push(
        timeline({
          rng,
          online,
          wave,
          now,
          status,
          track,
          fullName,
          email,
          major,
          gender,
          serial,
        }),
      )
    }
  }
  return planned
}

/** The online methods and who runs them: Midtrans for the VAs, Xendit for QRIS. */
const ONLINE: { method: PlannedPayment['method']; provider: PlannedPayment['provider'] }[] = [
  { method: 'va_bca', provider: 'midtrans' },
  { method: 'va_bni', provider: 'midtrans' },
  { method: 'va_bri', provider: 'midtrans' },
  { method: 'va_mandiri', provider: 'midtrans' },
  { method: 'qris', provider: 'xendit' },
]
const PROVIDER_NAMES = { midtrans: 'Midtrans', xendit: 'Xendit' } as const

function timeline(o: {
  rng: Rng
  online: Rng
  wave: PlanWave
  now: Date
  status: ApplicationStatus
  track: Track
  fullName: string
  email: string
  major: PlanMajor
  gender: 'male' | 'female'
  serial: number
}): PlannedApplication {
  const { rng, wave, now, status, fullName } = o
  const staff = () => ({ actorType: 'staff' as const, actorName: rng.pick(STAFF_NAMES) })
  const self = { actorType: 'applicant' as const, actorName: fullName }
  const rejectedOnce =
    status === 'payment_rejected' || (reached(status, 'payment_verified') && rng.next() < 0.12)
  // About one in four verified payments went through a provider instead of a transfer receipt.
  const paysOnline = reached(status, 'payment_verified') && !rejectedOnce && o.online.next() < 0.25
  // Gaps between the steps, in days: the applicant's steps must fall inside the window.
  const gaps = {
    proof: rng.next() * 4 + 0.05,
    reject: rng.next() * 1.5 + 0.3,
    reupload: rng.next() * 2 + 0.2,
    verify: rng.next() * 1.8 + 0.2,
    submit: rng.next() * 9 + 0.5,
    schedule: rng.next() * 6 + 1,
  }
  let span = 0
  if (reached(status, 'proof_uploaded')) span += gaps.proof
  if (rejectedOnce) span += gaps.reject + (status === 'payment_rejected' ? 0 : gaps.reupload)
  if (reached(status, 'payment_verified')) span += gaps.verify
  if (reached(status, 'submitted')) span += gaps.submit
  if (reached(status, 'test_scheduled') && phaseOf(wave, now) === 'open') span += gaps.schedule
  const start = Date.parse(morningOf(wave.registrationStart))
  const end = Math.min(Date.parse(wave.registrationEnd) + 10 * HOUR, now.getTime() - HOUR)
  const latest = Math.max(start, end - span * DAY)
  let t = Math.min(start + rng.next() * (latest - start) + rng.int(0, 14) * HOUR, latest)
  const scale = t + span * DAY > end ? Math.max(0.001, (end - t) / (span * DAY)) : 1
  const at = (days: number) => new Date((t += days * scale * DAY)).toISOString()

  const events: PlannedEvent[] = []
  const step = (
    from: ApplicationStatus | undefined,
    to: ApplicationStatus,
    when: string,
    who: object,
    note?: string,
  ) =>
    events.push({
      action: from ? `Status: ${STATUS_LABELS[to]}` : 'Pendaftaran dibuat',
      ...(from ? { fromStatus: from } : {}),
      toStatus: to,
      ...(note ? { note } : {}),
      ...(who as Pick<PlannedEvent, 'actorType' | 'actorName'>),
      at: when,
    })
  const createdAt = at(0)
  step(undefined, 'registered', createdAt, self)
  const app: PlannedApplication['application'] = {
    track: o.track,
    period: wave.academicYear,
    wave: wave.id,
    status,
    createdAt,
    programme: { category: o.major.category, faculty: o.major.faculty, major: o.major.id },
    currentStep: 0,
  }
  let proofAt: string | undefined
  let payment: PlannedPayment | undefined
  if (reached(status, 'proof_uploaded') && paysOnline) {
    const { method, provider } = o.online.pick(ONLINE)
    const orderSuffix = Math.floor(o.online.next() * 36 ** 8)
      .toString(36)
      .padStart(8, '0')
    payment = { method, provider, orderSuffix, createdAt: at(gaps.proof), paidAt: '' }
    app.currentStep = rng.int(0, 3)
    app.personal = personalData(rng, o.gender, Number(wave.academicYear.slice(0, 4)), fullName)
  } else if (reached(status, 'proof_uploaded')) {
    proofAt = at(gaps.proof)
    step('registered', 'proof_uploaded', proofAt, self)
    if (rejectedOnce) {
      const reason = rng.pick(REJECTION_REASONS)
      step('proof_uploaded', 'payment_rejected', at(gaps.reject), staff(), reason)
      if (status === 'payment_rejected') app.paymentRejectionReason = reason
      else {
        proofAt = at(gaps.reupload)
        step('payment_rejected', 'proof_uploaded', proofAt, self)
      }
    }
    app.paymentProofAt = proofAt
    app.currentStep = rng.int(0, 3)
    app.personal = personalData(rng, o.gender, Number(wave.academicYear.slice(0, 4)), fullName)
  }
  if (payment) {
    // Paid minutes to hours after the account number or QR code was given.
    payment.paidAt = at(gaps.verify * (0.005 + o.online.next() * 0.3))
    const system = { actorType: 'system', actorName: PROVIDER_NAMES[payment.provider] }
    step('registered', 'payment_verified', payment.paidAt, system)
    // The verifier a receipt would have had, drawn all the same: the rest of the plan stays as it was.
    staff()
    app.currentStep = rng.int(3, 4)
  } else if (reached(status, 'payment_verified')) {
    step('proof_uploaded', 'payment_verified', at(gaps.verify), staff())
    app.currentStep = rng.int(3, 4)
  }
  if (reached(status, 'submitted')) {
    app.submittedAt = at(gaps.submit)
    app.currentStep = 4
    step('payment_verified', 'submitted', app.submittedAt as string, self)
  }
  if (reached(status, 'test_scheduled')) {
    // Open waves: scheduled a few days after the submission; closed ones just after closing.
    const afterClosing = Date.parse(wave.registrationEnd) + rng.int(20, 60) * HOUR
    const when =
      phaseOf(wave, now) === 'open'
        ? at(gaps.schedule)
        : new Date(Math.min(afterClosing, now.getTime() - HOUR)).toISOString()
    const online = rng.next() < 0.4
    app.test = {
      date: morningOf(wave.testDate),
      mode: online ? 'online' : 'offline',
      place: online ? '' : 'Kampus UTB, Gedung A Lantai 3',
      onlineUrl: online ? 'https://ujian.utb.ac.id/cbt' : '',
      examNumber: `UTB-${wave.academicYear.slice(2, 4)}-${String(o.serial).padStart(4, '0')}`,
    }
    step('submitted', 'test_scheduled', when, staff())
  }
  if (status === 'accepted' || status === 'not_accepted') {
    const decided = new Date(Date.parse(wave.announcementDate) + rng.int(0, 4) * HOUR).toISOString()
    app.decisionNote =
      status === 'accepted'
        ? 'Selamat! Silakan lakukan daftar ulang sesuai jadwal.'
        : 'Nilai tes belum memenuhi batas kelulusan program studi pilihan.'
    step('test_scheduled', status, decided, staff(), app.decisionNote as string)
    if (status === 'not_accepted') {
      const paid = rng.next() < 0.6
      const paidAt = new Date(
        Math.min(Date.parse(decided) + rng.int(5, 14) * DAY, now.getTime() - HOUR),
      ).toISOString()
      app.refund = paid
        ? { status: 'paid', paidAt, reference: `TRF${rng.int(100000, 999999)}` }
        : { status: 'due' }
      if (paid)
        events.push({
          action: 'Biaya pendaftaran dikembalikan',
          note: (app.refund as { reference: string }).reference,
          ...staff(),
          at: paidAt,
        })
    }
  }
  const updatedAt = events.at(-1)!.at
  return {
    applicant: {
      fullName,
      email: o.email,
      whatsapp: `628${rng.int(11, 59)}${rng.int(1000_0000, 9999_9999)}`,
      createdAt: new Date(Date.parse(createdAt) - rng.int(5, 90) * 60_000).toISOString(),
    },
    application: { ...app, updatedAt },
    events,
    ...(payment ? { payment } : {}),
  }
}
