import { isApplicationStatus, STATUSES, type ApplicationStatus, type RefundStatus } from './status'

export type TimelineState = 'done' | 'current' | 'problem' | 'upcoming'
export type TimelineItem = {
  key: string
  title: string
  state: TimelineState
  detail?: string
  at?: string | null
}

type TimelineInput = {
  status: ApplicationStatus
  createdAt: string
  paymentRejectionReason?: string | null
  refundStatus?: RefundStatus | null
  refundPaidAt?: string | null
  /** When the application last entered each status, from its history. */
  enteredAt: Partial<Record<ApplicationStatus, string>>
}

const rank = (s: ApplicationStatus) => STATUSES.indexOf(s)

/**
 * The dashboard's status timeline: registered → proof uploaded → payment verified (or rejected
 * with a reason) → form submitted → test scheduled → decision → refund when due.
 */
export function applicationTimeline(input: TimelineInput): TimelineItem[] {
  const { status, enteredAt } = input
  const reached = (s: ApplicationStatus) => status !== 'payment_rejected' && rank(status) >= rank(s)
  const items: TimelineItem[] = [
    { key: 'registered', title: 'Terdaftar', state: 'done', at: input.createdAt },
  ]

  const proofState: TimelineState =
    status === 'registered' ? 'current' : status === 'payment_rejected' ? 'problem' : 'done'
  items.push({
    key: 'proof',
    title: 'Bukti bayar diunggah',
    state: proofState,
    at: proofState === 'done' ? enteredAt.proof_uploaded : undefined,
    detail:
      status === 'registered' ? 'Transfer biaya pendaftaran lalu unggah buktinya.' : undefined,
  })

  let payment: TimelineItem
  if (status === 'payment_rejected') {
    payment = {
      key: 'payment',
      title: 'Pembayaran ditolak',
      state: 'problem',
      at: enteredAt.payment_rejected,
      detail:
        `${input.paymentRejectionReason ? `Alasan: ${input.paymentRejectionReason} ` : ''}` +
        `Unggah ulang bukti pembayaran yang benar.`,
    }
  } else if (reached('payment_verified')) {
    payment = {
      key: 'payment',
      title: 'Pembayaran terverifikasi',
      state: 'done',
      at: enteredAt.payment_verified,
    }
  } else {
    payment = {
      key: 'payment',
      title: 'Pembayaran terverifikasi',
      state: status === 'proof_uploaded' ? 'current' : 'upcoming',
      detail:
        status === 'proof_uploaded' ? 'Panitia sedang memeriksa bukti pembayaran Anda.' : undefined,
    }
  }
  items.push(payment)

  const step = (
    key: string,
    title: string,
    s: ApplicationStatus,
    currentWhen: ApplicationStatus,
    currentDetail: string,
  ) =>
    reached(s)
      ? { key, title, state: 'done' as const, at: enteredAt[s] }
      : {
          key,
          title,
          state: status === currentWhen ? ('current' as const) : ('upcoming' as const),
          detail: status === currentWhen ? currentDetail : undefined,
        }
  items.push(
    step(
      'submitted',
      'Formulir dikirim',
      'submitted',
      'payment_verified',
      'Lengkapi dan kirim formulir pendaftaran.',
    ),
  )
  items.push(
    step(
      'test',
      'Tes dijadwalkan',
      'test_scheduled',
      'submitted',
      'Panitia akan menjadwalkan tes Anda.',
    ),
  )

  if (status === 'accepted')
    items.push({
      key: 'decision',
      title: 'Diterima',
      state: 'done',
      at: enteredAt.accepted,
      detail: 'Selamat! Anda diterima di UTB.',
    })
  else if (status === 'not_accepted')
    items.push({
      key: 'decision',
      title: 'Tidak diterima',
      state: 'done',
      at: enteredAt.not_accepted,
    })
  else
    items.push({
      key: 'decision',
      title: 'Pengumuman hasil',
      state: status === 'test_scheduled' ? 'current' : 'upcoming',
    })

  if (input.refundStatus === 'due') {
    items.push({
      key: 'refund',
      title: 'Pengembalian biaya',
      state: 'current',
      detail: 'Biaya pendaftaran dikembalikan 100%; panitia sedang memprosesnya.',
    })
  } else if (input.refundStatus === 'paid') {
    items.push({
      key: 'refund',
      title: 'Biaya pendaftaran dikembalikan',
      state: 'done',
      at: input.refundPaidAt,
    })
  }
  return items
}

/** The latest time the application entered each status, from history entries. */
export function enteredAtFrom(
  events: { toStatus?: string | null; createdAt: string }[],
): Partial<Record<ApplicationStatus, string>> {
  const out: Partial<Record<ApplicationStatus, string>> = {}
  for (const e of events) if (isApplicationStatus(e.toStatus)) out[e.toStatus] = e.createdAt
  return out
}
