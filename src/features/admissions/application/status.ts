/**
 * The application status pipeline. Who may move an application from one status to the next is
 * a business rule, so it lives here (pure, unit-tested) and the Applications hooks enforce it.
 */
export const STATUSES = [
  'registered',
  'proof_uploaded',
  'payment_rejected',
  'payment_verified',
  'submitted',
  'test_scheduled',
  'accepted',
  'not_accepted',
  'withdrawn',
] as const
export type ApplicationStatus = (typeof STATUSES)[number]
export const isApplicationStatus = (value: unknown): value is ApplicationStatus =>
  (STATUSES as readonly unknown[]).includes(value)

export const STATUS_LABELS: Record<ApplicationStatus, string> = {
  registered: 'Terdaftar',
  proof_uploaded: 'Bukti bayar diunggah',
  payment_rejected: 'Pembayaran ditolak',
  payment_verified: 'Pembayaran terverifikasi',
  submitted: 'Formulir dikirim',
  test_scheduled: 'Tes dijadwalkan',
  accepted: 'Diterima',
  not_accepted: 'Tidak diterima',
  withdrawn: 'Mengundurkan diri',
}

/** The statuses that wait on staff, named as the work queues (list counters, dashboard) name them. */
export const STAFF_QUEUE_LABELS = {
  proof_uploaded: 'Bukti bayar menunggu verifikasi',
  submitted: 'Formulir dikirim, tes belum dijadwalkan',
  test_scheduled: 'Menunggu keputusan',
} as const satisfies Partial<Record<ApplicationStatus, string>>

export const STATUS_OPTIONS = STATUSES.map((value) => ({ label: STATUS_LABELS[value], value }))

/**
 * `system`: the payments service when an online payment is settled (src/features/payments); the
 * Applications hooks accept it only under that service's request-context flag (`SYSTEM_ACTION`).
 */
export type Actor = 'applicant' | 'staff' | 'system'

const TRANSITIONS: Record<
  ApplicationStatus,
  Partial<Record<ApplicationStatus, Actor | readonly Actor[]>>
> = {
  registered: { proof_uploaded: 'applicant', payment_verified: 'system' },
  proof_uploaded: {
    proof_uploaded: 'applicant',
    payment_verified: ['staff', 'system'],
    payment_rejected: 'staff',
  },
  payment_rejected: { proof_uploaded: 'applicant', payment_verified: 'system' },
  payment_verified: { submitted: 'applicant' },
  submitted: { test_scheduled: 'staff' },
  test_scheduled: { test_scheduled: 'staff', accepted: 'staff', not_accepted: 'staff' },
  // Re-registration not completed by its deadline (the system), or the student gives up (staff).
  accepted: { withdrawn: ['system', 'staff'] },
  not_accepted: {},
  withdrawn: {},
}

export function canTransition(
  from: ApplicationStatus,
  to: ApplicationStatus,
  actor: Actor,
): boolean {
  const allowed = TRANSITIONS[from]?.[to]
  return typeof allowed === 'string' ? allowed === actor : Boolean(allowed?.includes(actor))
}

/** Statuses a staff member may pick next, for the admin's hint and the server check. */
export function staffTargets(from: ApplicationStatus): ApplicationStatus[] {
  return STATUSES.filter((to) => canTransition(from, to, 'staff'))
}

/**
 * The request-context key under which a service marks its move of an application: the payments
 * service to "payment verified", the re-registration deadline to "withdrawn" (a REST or GraphQL
 * request starts with an empty context, so no client can set it). `actor` is who the history
 * names: the provider or the deadline as the system, or the staff member.
 */
export const SYSTEM_ACTION = 'systemAction'
export type SystemAction = {
  kind: 'paymentSettled' | 'reregistrationLapsed'
  actor: { actorType: 'system' | 'staff'; actorName: string; actorStaff?: number }
}

/** The applicant may still edit the form until it is submitted; afterwards it is read-only. */
export const EDITABLE_BY_APPLICANT: readonly ApplicationStatus[] = [
  'registered',
  'proof_uploaded',
  'payment_rejected',
  'payment_verified',
]

/**
 * A payment proof may be (re-)uploaded while the applicant may move the application to "proof
 * uploaded": until staff have verified the payment. The upload rules, the Applications hook and
 * the payment section all ask this.
 */
export const canUploadProof = (status: ApplicationStatus): boolean =>
  canTransition(status, 'proof_uploaded', 'applicant')

/** The fee is refunded in full when the applicant is not accepted (incl. failing the test). */
export const refundDueFor = (status: ApplicationStatus): boolean => status === 'not_accepted'

export const REFUND_STATUSES = [
  { label: 'Tidak ada', value: 'none' },
  { label: 'Harus dikembalikan', value: 'due' },
  { label: 'Sudah dikembalikan', value: 'paid' },
] as const
export type RefundStatus = (typeof REFUND_STATUSES)[number]['value']
