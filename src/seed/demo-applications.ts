import type { Payload } from 'payload'
import { readProgrammeChoices } from '@/features/admissions/form/programme-choice'
import { seedContext } from './context'
import { pastWaves, selectionWaves } from './admissions-info'
import { planDemoApplications, type PlanWave } from './demo-applications.plan'

type Drizzle = { insert: (table: unknown) => { values: (rows: unknown[]) => Promise<unknown> } }
type Adapter = { drizzle: Drizzle; sessions: Record<string, { db: Drizzle } | undefined> }

/** The adapter's Drizzle instance inside the seed's transaction (SQLite and PostgreSQL alike). */
const drizzleOf = (payload: Payload, transactionID: number | string | undefined): Drizzle => {
  const adapter = payload.db as unknown as Adapter
  return (transactionID !== undefined && adapter.sessions[transactionID]?.db) || adapter.drizzle
}

/** Applications per wave (by name and academic year): about 300 in all. */
const COUNTS: Record<string, number> = {
  [`Gelombang 3|2026/2027`]: 90,
  [`Gelombang Khusus Jepang|${selectionWaves[0]!.academicYear}`]: 30,
  [`Gelombang 1|${selectionWaves[0]!.academicYear}`]: 180,
}

/** Seats per programme and wave: a few programmes are smaller. */
const quotaFor = (index: number) => (index % 4 === 3 ? 25 : 40)

/**
 * Seed piece "pendaftar demo" (after "info pendaftaran"): the past waves, quotas on the waves
 * with applications, and about 300 generated applicants with their applications and histories,
 * so the admissions lists and dashboard look real. Written through the database adapter in one
 * transaction: no hooks, so no emails and the planned timestamps stay as planned. Only into a
 * database without applications: real data is never mixed with generated.
 */
export async function seedDemoApplications(payload: Payload, now = new Date()): Promise<void> {
  if ((await payload.count({ collection: 'applications', overrideAccess: true })).totalDocs > 0)
    return
  for (const wave of pastWaves) {
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
  const waves: PlanWave[] = []
  for (const doc of docs) {
    const count = COUNTS[`${doc.wave}|${doc.academicYear}`]
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
  const plan = planDemoApplications({ waves, majors: planMajors, now })

  const transactionID = (await payload.db.beginTransaction()) ?? undefined
  const req = { transactionID }
  const eventRows: Record<string, unknown>[] = []
  try {
    for (const { applicant, application, events } of plan) {
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
    // of the piece's time. Plain columns only (no arrays or relations tables).
    const db = drizzleOf(payload, transactionID)
    for (let i = 0; i < eventRows.length; i += 200)
      await db.insert(payload.db.tables.application_events).values(eventRows.slice(i, i + 200))
    if (transactionID !== undefined) await payload.db.commitTransaction(transactionID)
  } catch (error) {
    if (transactionID !== undefined) await payload.db.rollbackTransaction(transactionID)
    throw error
  }
}
