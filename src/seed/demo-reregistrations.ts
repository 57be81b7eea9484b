import type { Payload } from 'payload'
import { assignNim } from '@/features/enrolment/assign-nim'
import { paidSlotKey } from '@/features/payments/paid-slot'
import { recordConsent } from '@/features/privacy/consent'
import { instalmentAmounts } from '@/features/reregistration/fee'
import { draftFrom, openReregistration } from '@/features/reregistration/open'
import { firstSemesterFeeOf } from '@/features/reregistration/tuition'
import { STATEMENT_VERSION } from '@/features/reregistration/vocabulary'
import { relationId } from '@/lib/relation'
import type { Application } from '@/payload-types'
import type { SeedClock } from './clock'
import { storeDemoDiploma } from './demo-diplomas'

/*
 * Re-registration of the demo's accepted applicants, so the admissions office's queue and the
 * dashboard's funnel show the weeks after acceptance: every accepted application has one; about
 * two in five have filled it in, agreed to the statement, uploaded their final diploma and paid
 * their first instalment by virtual account and wait for staff; half of those are approved, with a NIM.
 */

const HOUR = 3_600_000
const MOTHERS = ['Siti Aminah', 'Dewi Lestari', 'Nur Hasanah', 'Rina Marlina', 'Euis Kurniasih']
const PLACES = [
  { village: 'Cipamokolan', district: 'Rancasari', postalCode: '40292' },
  { village: 'Sekeloa', district: 'Coblong', postalCode: '40134' },
  { village: 'Antapani Kidul', district: 'Antapani', postalCode: '40291' },
  { village: 'Sukamiskin', district: 'Arcamanik', postalCode: '40293' },
]

/** The data of a demo re-registration, from its application's answers. */
const dataOf = (app: Application, i: number) => ({
  ...draftFrom(app),
  ...PLACES[i % PLACES.length]!,
  // The demo's "Kristen" is the form's "Kristen Protestan".
  religion: draftFrom(app).religion ?? ('Kristen Protestan' as const),
  city: 'Kota Bandung',
  motherName: MOTHERS[i % MOTHERS.length],
  father: { name: app.personal?.parentName ?? undefined, education: 'sma' as const },
  mother: { education: 'sma' as const, occupation: 'none' as const, income: 'none' as const },
  specialNeeds: 'none' as const,
  financing: i % 4 === 3 ? ('partial-scholarship' as const) : ('self' as const),
})

async function payFirstInstalment(
  payload: Payload,
  app: Application,
  record: number,
  amount: number,
  at: Date,
) {
  const paidAt = new Date(at.getTime() - 2 * HOUR).toISOString()
  await payload.db.create({
    collection: 'payments',
    data: {
      application: app.id,
      applicant: relationId(app.applicant),
      purpose: 'tuition',
      reregistration: record,
      instalment: 1,
      method: 'va_bca',
      provider: 'midtrans',
      amount,
      orderId: `UTB-${app.id}-DU1${String(record).padStart(5, '0')}`,
      vaNumber: `8808${String(app.id).padStart(8, '0')}0001`,
      status: 'paid',
      paidSlot: paidSlotKey({
        purpose: 'tuition',
        application: app.id,
        reregistration: record,
        instalment: 1,
      }),
      paidAt,
      confirmedBy: 'midtrans',
      expiresAt: new Date(at.getTime() + 22 * HOUR).toISOString(),
      createdAt: new Date(at.getTime() - 3 * HOUR).toISOString(),
      updatedAt: paidAt,
    },
  })
}

export async function seedDemoReregistrations(payload: Payload, clock: SeedClock) {
  const { docs } = await payload.find({
    collection: 'applications',
    where: { status: { equals: 'accepted' } },
    sort: 'id',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  for (const [i, app] of docs.entries()) {
    const record = await openReregistration(payload, app, undefined, clock.now)
    if (!record || record.status !== 'open' || i % 5 >= 2) continue
    const fee = await firstSemesterFeeOf(payload, app)
    if (!fee) continue
    const count = 1 + (i % 3)
    await recordConsent(payload, {
      kind: 'reregistration-statement',
      noticeVersion: 1,
      applicant: relationId(app.applicant) as number,
      detail: `Surat pernyataan daftar ulang versi ${STATEMENT_VERSION}`,
    })
    await payFirstInstalment(payload, app, record.id, instalmentAmounts(fee, count)[0]!, clock.now)
    const sent = new Date(clock.now.getTime() - HOUR).toISOString()
    const finalDiploma = await storeDemoDiploma(
      payload,
      relationId(app.applicant) as number,
      app.applicantName ?? 'Pendaftar',
      app.personal?.schoolName ?? 'SMA Negeri 1 Bandung',
    )
    await payload.update({
      collection: 'reregistrations',
      id: record.id,
      data: {
        finalDiploma,
        data: dataOf(app, i),
        feeTotal: fee,
        instalmentCount: count,
        statementAgreedAt: sent,
        status: 'submitted',
        submittedAt: sent,
      },
      overrideAccess: true,
    })
    if (i % 5 !== 0) continue
    const enrolled = await assignNim(payload, app.id, null)
    if (!enrolled.ok) continue
    await payload.update({
      collection: 'reregistrations',
      id: record.id,
      data: {
        status: 'approved',
        reviewedAt: clock.now.toISOString(),
        student: enrolled.student.id,
      },
      overrideAccess: true,
    })
  }
}
