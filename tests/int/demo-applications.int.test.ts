import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seed } from '@/seed'
import { QUOTA_STATUSES } from '@/features/admissions/waves/rules'
import { STATUSES } from '@/features/admissions/application/status'
import { relationId } from '@/lib/relation'
import { freshPayload } from '../helpers/payload'

// The demo has past and current waves with a few hundred generated applications
// across the pipeline, written fast (no hooks, no emails) and only into an empty database.
let payload: Payload
let seconds = 0

beforeAll(async () => {
  payload = await freshPayload()
  await seed(payload, () => {}, ['program studi', 'info pendaftaran', 'penerimaan'])
  const started = performance.now()
  await seed(payload, () => {}, ['pendaftar demo'])
  seconds = (performance.now() - started) / 1000
  console.info(`Seed "pendaftar demo": ${seconds.toFixed(1)} s`)
}, 300_000)

afterAll(async () => {
  await payload?.destroy()
})

const all = async () =>
  (
    await payload.find({
      collection: 'applications',
      limit: 1000,
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
  ).docs

describe('the generated demo applications', () => {
  it('are about 300, over every status, the past and the current waves, in seconds', async () => {
    const docs = await all()
    expect(docs).toHaveLength(300)
    // "Withdrawn" comes only from a re-registration deadline, which no demo applicant has missed.
    expect(new Set(docs.map((d) => d.status))).toEqual(
      new Set(STATUSES.filter((s) => s !== 'withdrawn')),
    )
    const waves = await payload.find({
      collection: 'selection-schedules',
      limit: 50,
      overrideAccess: true,
    })
    const withApplications = new Set(docs.map((d) => relationId(d.wave)))
    expect(withApplications.size).toBe(3)
    const now = Date.now()
    const used = waves.docs.filter((w) => withApplications.has(w.id))
    expect(used.some((w) => Date.parse(w.registrationEnd) < now)).toBe(true)
    expect(used.some((w) => Date.parse(w.registrationEnd) > now)).toBe(true)
    expect(seconds).toBeLessThan(60)
  })

  it('keep every programme’s seats within its quota in each wave', async () => {
    const docs = await all()
    const waves = await payload.find({
      collection: 'selection-schedules',
      limit: 50,
      overrideAccess: true,
    })
    for (const wave of waves.docs) {
      for (const q of wave.quotas ?? []) {
        const taken = docs.filter(
          (d) =>
            relationId(d.wave) === wave.id &&
            relationId(d.programme?.major) === relationId(q.programme) &&
            QUOTA_STATUSES.includes(d.status),
        ).length
        expect(taken).toBeLessThanOrEqual(q.quota)
      }
    }
  })

  it('have a history ending in their status, with the times the status implies, and sent no email', async () => {
    const docs = await all()
    const events = await payload.find({
      collection: 'application-events',
      limit: 5000,
      pagination: false,
      sort: 'createdAt',
      overrideAccess: true,
    })
    expect(events.docs.length).toBeGreaterThan(docs.length * 2)
    // Paid by transfer receipt (those paid online have no proof: the next test).
    const sample = docs.filter((d) => d.status === 'accepted' && d.paymentProofAt).slice(0, 5)
    expect(sample).toHaveLength(5)
    for (const doc of sample) {
      const own = events.docs.filter((e) => relationId(e.application) === doc.id)
      expect(own[0]!.action).toBe('Pendaftaran dibuat')
      expect(own.at(-1)!.toStatus).toBe('accepted')
      expect(doc.submittedAt && doc.paymentProofAt && doc.test?.date).toBeTruthy()
      expect(Date.parse(doc.paymentProofAt!)).toBeLessThan(Date.parse(doc.submittedAt!))
    }
    const jobs = await payload.count({ collection: 'payload-jobs', overrideAccess: true })
    expect(jobs.totalDocs).toBe(0)
  })

  it('that uploaded a proof carry a transfer receipt of their own applicant', async () => {
    const docs = (await all()).filter((d) => d.paymentProofAt)
    expect(docs.length).toBeGreaterThan(100)
    expect(docs.every((d) => d.paymentProof)).toBe(true)
    const waiting = docs.filter((d) => d.status === 'proof_uploaded')
    expect(waiting.length).toBeGreaterThan(0)
    for (const doc of waiting) {
      const file = await payload.findByID({
        collection: 'applicant-files',
        id: relationId(doc.paymentProof)!,
        overrideAccess: true,
      })
      expect({ kind: file.kind, owner: relationId(file.owner), mimeType: file.mimeType }).toEqual({
        kind: 'payment_proof',
        owner: relationId(doc.applicant),
        mimeType: 'image/png',
      })
      expect(file.width).toBe(420)
    }
    expect((await all()).filter((d) => !d.paymentProofAt && d.paymentProof)).toEqual([])
  })

  it('that paid by VA or QRIS have the paid attempt, its log and the provider in their history', async () => {
    const docs = new Map((await all()).map((d) => [d.id, d]))
    const { docs: payments } = await payload.find({
      collection: 'payments',
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    expect(payments.length).toBeGreaterThan(10)
    expect(new Set(payments.map((p) => p.method))).toContain('qris')
    expect(payments.some((p) => p.method.startsWith('va_') && p.vaNumber)).toBe(true)
    const logs = await payload.find({
      collection: 'payment-logs',
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    const events = await payload.find({
      collection: 'application-events',
      where: { toStatus: { equals: 'payment_verified' }, actorType: { equals: 'system' } },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    for (const payment of payments) {
      const app = docs.get(relationId(payment.application) as number)!
      expect(STATUSES.indexOf(app.status)).toBeGreaterThanOrEqual(
        STATUSES.indexOf('payment_verified'),
      )
      expect(relationId(payment.applicant)).toBe(relationId(app.applicant))
      expect(app.paymentProofAt ?? null).toBeNull()
      expect(payment).toMatchObject({ status: 'paid', amount: 300_000 })
      expect(payment.orderId).toMatch(new RegExp(`^UTB-${app.id}-[0-9a-z]{8}$`))
      const verified = events.docs.find((e) => relationId(e.application) === app.id)!
      expect(verified.createdAt).toBe(payment.paidAt)
      expect(verified.actorName).toBe(payment.provider === 'xendit' ? 'Xendit' : 'Midtrans')
      const own = logs.docs.filter((l) => relationId(l.payment) === payment.id)
      expect(own.map((l) => [l.kind, l.outcome])).toEqual(
        expect.arrayContaining([
          ['charge', 'accepted'],
          ['notification', 'accepted'],
          ['transition', 'changed'],
        ]),
      )
    }
  })

  it('are written once: a second run adds nothing', async () => {
    expect(await seed(payload, () => {}, ['pendaftar demo'])).toEqual([])
    expect((await all()).length).toBe(300)
  })
})

describe('the demo re-registrations', () => {
  it('open one per accepted applicant; sent ones hold a paid instalment and a diploma, some a NIM', async () => {
    await seed(payload, () => {}, ['daftar ulang demo'])
    const accepted = (await all()).filter((d) => d.status === 'accepted')
    const { docs } = await payload.find({
      collection: 'reregistrations',
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    expect(docs.map((d) => relationId(d.application)).sort()).toEqual(
      accepted.map((d) => d.id).sort(),
    )
    const waiting = docs.filter((d) => d.status === 'submitted')
    const approved = docs.filter((d) => d.status === 'approved')
    expect(waiting.length).toBeGreaterThan(0)
    expect(approved.length).toBeGreaterThan(0)
    for (const record of [...waiting, ...approved]) {
      const { totalDocs } = await payload.count({
        collection: 'payments',
        where: {
          reregistration: { equals: record.id },
          instalment: { equals: 1 },
          status: { equals: 'paid' },
          // Written past the hooks, as settling leaves it: the instalment's paid slot.
          paidSlot: { equals: `tuition:${record.id}:1` },
        },
        overrideAccess: true,
      })
      expect(totalDocs, `the first instalment of re-registration ${record.id}`).toBe(1)
      // Sent ones carry the applicant's own final diploma, as the page requires.
      const diploma = await payload.findByID({
        collection: 'applicant-files',
        id: relationId(record.finalDiploma)!,
        depth: 0,
        overrideAccess: true,
      })
      expect(diploma).toMatchObject({ kind: 'final_diploma', mimeType: 'image/png' })
      expect(relationId(diploma.owner)).toBe(relationId(record.applicant))
    }
    const students = await payload.find({
      collection: 'students',
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    expect(students.docs.map((s) => s.id).sort()).toEqual(
      approved.map((d) => relationId(d.student)).sort(),
    )
  })
})
