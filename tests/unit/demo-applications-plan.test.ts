import { describe, expect, it } from 'vitest'
import { STATUSES } from '@/features/admissions/application/status'
import { planDemoApplications, type PlanWave } from '@/seed/demo-applications.plan'
import { pastWaves, selectionWaves } from '@/seed/admissions-info'
import { SEED_DAY as clock, SEED_NOW as NOW } from '../helpers/seed-day'

const majors = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  category: 1,
  faculty: 1 + (i % 3),
}))
const waves: PlanWave[] = [
  {
    ...pastWaves(clock)[0]!,
    id: 1,
    count: 90,
    quotas: majors.map((m) => ({ programme: m.id, quota: 40 })),
  },
  { ...pastWaves(clock)[1]!, id: 2, count: 30, quotas: [] },
  // A small quota: the generator keeps within it.
  { ...selectionWaves(clock)[0]!, id: 3, count: 180, quotas: [{ programme: 1, quota: 2 }] },
]
const plan = () => planDemoApplications({ waves, majors, now: NOW })

describe('the demo applications plan', () => {
  it('is the same on every run (seeded PRNG) and spreads over every status', () => {
    const a = plan()
    expect(JSON.stringify(plan())).toBe(JSON.stringify(a))
    expect(a).toHaveLength(300)
    // "Withdrawn" comes only from a missed re-registration deadline, never planned.
    expect(new Set(a.map((p) => p.application.status))).toEqual(
      new Set(STATUSES.filter((s) => s !== 'withdrawn')),
    )
    expect(new Set(a.map((p) => p.applicant.email)).size).toBe(300)
  })

  it('times each history in order, inside the wave for the applicant’s steps, never after now', () => {
    for (const { application: app, events, applicant, payment } of plan()) {
      const wave = waves.find((w) => w.id === app.wave)!
      const times = events.map((e) => Date.parse(e.at))
      expect(times).toEqual([...times].sort((x, y) => x - y))
      expect(Math.max(...times)).toBeLessThan(NOW.getTime())
      expect(Date.parse(applicant.createdAt)).toBeLessThan(times[0]!)
      for (const e of events.filter((e) => e.actorType === 'applicant'))
        expect(e.at.slice(0, 10) <= wave.registrationEnd.slice(0, 10)).toBe(true)
      expect(events[0]!.action).toBe('Pendaftaran dibuat')
      const last = events.filter((e) => e.toStatus).at(-1)!
      expect(last.toStatus).toBe(app.status)
      const submitted = ['submitted', 'test_scheduled', 'accepted', 'not_accepted'].includes(
        app.status,
      )
      expect(Boolean(app.submittedAt)).toBe(submitted)
      // A fee is paid by a transfer receipt or online, never both.
      expect(Boolean(app.paymentProofAt) || Boolean(payment)).toBe(app.status !== 'registered')
      expect(Boolean(app.paymentProofAt) && Boolean(payment)).toBe(false)
      expect(Boolean(app.test)).toBe(submitted && app.status !== 'submitted')
    }
  })

  it('has some fees paid by VA and QRIS, verified by the provider when they were paid', () => {
    const online = plan().filter((p) => p.payment)
    expect(online.length).toBeGreaterThan(10)
    const methods = new Set(online.map((p) => p.payment!.method))
    expect(methods).toContain('qris')
    expect([...methods].filter((m) => m.startsWith('va_')).length).toBeGreaterThan(1)
    for (const { application: app, events, payment } of online) {
      expect(['registered', 'proof_uploaded', 'payment_rejected']).not.toContain(app.status)
      const verified = events.find((e) => e.toStatus === 'payment_verified')!
      expect(verified).toMatchObject({
        fromStatus: 'registered',
        actorType: 'system',
        actorName: payment!.provider === 'xendit' ? 'Xendit' : 'Midtrans',
        at: payment!.paidAt,
      })
      expect(events.some((e) => e.toStatus === 'proof_uploaded')).toBe(false)
      expect(Date.parse(payment!.createdAt)).toBeGreaterThan(Date.parse(app.createdAt))
      expect(Date.parse(payment!.paidAt)).toBeGreaterThan(Date.parse(payment!.createdAt))
      expect(payment!.orderSuffix).toMatch(/^[0-9a-z]{8}$/)
    }
  })

  it('keeps the quota of a programme in a wave', () => {
    const seats = plan().filter(
      (p) =>
        p.application.wave === 3 &&
        p.application.programme.major === 1 &&
        ['submitted', 'test_scheduled', 'accepted'].includes(p.application.status),
    )
    expect(seats.length).toBeLessThanOrEqual(2)
  })
})
