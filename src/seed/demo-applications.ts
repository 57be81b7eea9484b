import type { Payload } from 'payload'
import { readProgrammeChoices } from '@/features/admissions/form/programme-choice'
import { DEFAULT_REGISTRATION_FEE } from '@/features/admissions-info/fee'
import { paidSlotKey } from '@/features/payments/paid-slot'
import { seedContext } from './context'
import { inSeedTransaction, insertInBatches } from './drizzle'
import { pastWaves, selectionWaves } from './admissions-info'
import type { SeedClock } from './clock'
import { planDemoApplications, type PlannedPayment, type PlanWave } from './demo-applications.plan'
import { attachDemoProofs, type DemoProof } from './demo-proofs'

/** Applications per wave (by name and academic year): about 300 in all. */
function countsFor(clock: SeedClock): Record<string, number> {
  const [closed, jepang] = pastWaves(clock)
  const open = selectionWaves(clock)[0]!
  const key = (w: { wave: string; academicYear: string }) => `${w.wave}|${w.academicYear}`
  return { [key(closed!)]: 90, [key(jepang!)]: 30, [key(open)]: 180 }
}

const HOUR = 3_600_000

/**
 * A fee paid online as the payments service leaves it: the paid attempt (a VA number or a QRIS
 * code, valid a day) and its log: the charge, the provider's notification, the transition.
 */
function paymentRows(planned: PlannedPayment, application: number, applicant: number) {
  const orderId = `UTB-${application}-${planned.orderSuffix}`
  const qris = planned.method === 'qris'
  const digits = planned.orderSuffix.replace(/\D/g, '').padEnd(4, '0').slice(0, 4)
  const payment = {
    application,
    applicant,
    method: planned.method,
    provider: planned.provider,
    amount: DEFAULT_REGISTRATION_FEE,
    orderId,
    providerReference: `DEMO-${planned.orderSuffix.toUpperCase()}`,
    ...(qris
      ? { qrString: `00020101021226-DEMO-${orderId}` }
      : { vaNumber: `8808${String(application).padStart(8, '0')}${digits}` }),
    expiresAt: new Date(Date.parse(planned.createdAt) + 24 * HOUR).toISOString(),
    status: 'paid',
    // Written past the hooks: the fee's key as settling leaves it.
    paidSlot: paidSlotKey({ purpose: 'registration', application }),
    paidAt: planned.paidAt,
    confirmedBy: planned.provider,
    lastCheckedAt: planned.paidAt,
    createdAt: planned.createdAt,
    updatedAt: planned.paidAt,
  }
  const body = (status: string) =>
    JSON.stringify({ order_id: orderId, status, amount: DEFAULT_REGISTRATION_FEE })
  const log = (at: string, entry: Record<string, unknown>) => ({
    orderId,
    provider: planned.provider,
    note: 'Data demo',
    createdAt: at,
    updatedAt: at,
    ...entry,
  })
  const logs = [
    log(planned.createdAt, { kind: 'charge', outcome: 'accepted', rawBody: body('pending') }),
    log(planned.paidAt, { kind: 'notification', outcome: 'accepted', rawBody: body('paid') }),
    log(planned.paidAt, {
      kind: 'transition',
      outcome: 'changed',
      fromStatus: 'pending',
      toStatus: 'paid',
    }),
  ]
  return { payment, logs }
}

/** Seats per programme and wave: a few programmes are smaller. */
const quotaFor = (index: number) => (index % 4 === 3 ? 25 : 40)

/**
 * Seed piece "pendaftar demo" (after "info pendaftaran"): the past waves, quotas on the waves
 * with applications, and about 300 generated applicants with their applications and histories,
 * so the admissions lists and dashboard look real. Written through the database adapter in one
 * transaction: no hooks, so no emails and the planned timestamps stay as planned. Those that
 * uploaded a payment proof then get a generated transfer receipt, so the verification queue has
 * something to verify; those that paid online get their paid VA or QRIS attempt and its log,
 * so the dashboard's payments by method have real cases. Only into a database without
 * applications: real data is never mixed with generated.
 */
export async function seedDemoApplications(payload: Payload, clock: SeedClock): Promise<void> {
  if ((await payload.count({ collection: 'applications', overrideAccess: true })).totalDocs > 0)
    return
  for (const wave of pastWaves(clock)) {
    const found = await payload.count({
      collection: 'selection-schedules',
      where: { wave: { equals: wave.wave }, academicYear: { equals: wave.academicYear } },
      overrideAccess: true,
    })
    if (found.totalDocs === 0)
      await payload.create({
        collection: 'selection-schedules',
        data: wave,
        overrideAccess: true,
        context: seedContext(),
      })
  }
  const { majors } = await readProgrammeChoices(payload)
  const planMajors = majors.map((m) => ({
    id: Number(m.id),
    category: Number(m.categoryId),
    faculty: Number(m.facultyId),
  }))
  if (!planMajors.length) return
  const { docs } = await payload.find({
    collection: 'selection-schedules',
    limit: 100,
    depth: 0,
    overrideAccess: true,
  })
  const counts = countsFor(clock)
  const waves: PlanWave[] = []
  for (const doc of docs) {
    const count = counts[`${doc.wave}|${doc.academicYear}`]
    if (!count) continue
    let quotas = (doc.quotas ?? []).map((q) => ({ programme: Number(q.programme), quota: q.quota }))
    if (!quotas.length) {
      quotas = planMajors.map((m, i) => ({ programme: m.id, quota: quotaFor(i) }))
      await payload.update({
        collection: 'selection-schedules',
        id: doc.id,
        data: { quotas },
        overrideAccess: true,
        context: seedContext(),
      })
    }
    waves.push({ ...doc, quotas, count })
  }
  waves.sort((a, b) => a.registrationStart.localeCompare(b.registrationStart))
  const plan = planDemoApplications({ waves, majors: planMajors, now: clock.now })

  const eventRows: Record<string, unknown>[] = []
  const logRows: Record<string, unknown>[] = []
  const proofs: DemoProof[] = []
  await inSeedTransaction(payload, async (transactionID) => {
    const req = { transactionID }
    for (const { applicant, application, events, payment } of plan) {
      const person = await payload.db.create({
        collection: 'applicants',
        data: {
          ...applicant,
          updatedAt: applicant.createdAt,
          _verified: true,
          privacyConsentVersion: '1',
          privacyConsentAt: applicant.createdAt,
        },
        req,
      })
      const app = await payload.db.create({
        collection: 'applications',
        data: {
          ...application,
          applicant: person.id,
          applicantName: applicant.fullName,
          applicantEmail: applicant.email,
        },
        req,
      })
      if (typeof application.paymentProofAt === 'string')
        proofs.push({
          application: app.id,
          applicant: person.id,
          payer: applicant.fullName,
          paidAt: application.paymentProofAt,
        })
      if (payment) {
        const rows = paymentRows(payment, app.id as number, person.id as number)
        const paid = await payload.db.create({ collection: 'payments', data: rows.payment, req })
        for (const row of rows.logs) logRows.push({ ...row, payment: paid.id })
      }
      for (const { at, ...event } of events)
        eventRows.push({
          ...event,
          application: app.id,
          applicant: person.id,
          createdAt: at,
          updatedAt: at,
        })
    }
    // The histories (about 1,400 rows) in a few bulk inserts: one adapter write each took most
    // of the piece's time.
    await insertInBatches(payload, transactionID, 'application_events', eventRows)
    await insertInBatches(payload, transactionID, 'payment_logs', logRows)
  })
  await attachDemoProofs(payload, proofs)
}
