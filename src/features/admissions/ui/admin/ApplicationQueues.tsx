import type { Payload, TypedUser } from 'payload'
import { REVIEW_VIEW_PATH } from '@/features/admissions/application/review-queue'
import { STAFF_QUEUE_LABELS } from '@/features/admissions/application/status'

type Queue = { label: string; hint: string; field: string; value: string }

const QUEUES: Queue[] = [
  {
    label: STAFF_QUEUE_LABELS.proof_uploaded,
    hint: 'Verifikasi, atau tolak dengan alasan.',
    field: 'status',
    value: 'proof_uploaded',
  },
  {
    label: STAFF_QUEUE_LABELS.submitted,
    hint: 'Isi jadwal tes lalu ubah status.',
    field: 'status',
    value: 'submitted',
  },
  {
    label: STAFF_QUEUE_LABELS.test_scheduled,
    hint: 'Tes sudah dijadwalkan.',
    field: 'status',
    value: 'test_scheduled',
  },
  {
    label: 'Biaya harus dikembalikan',
    hint: 'Tandai setelah transfer balik.',
    field: 'refund.status',
    value: 'due',
  },
]

/**
 * The admissions office's work queues above the applications list: each shows how many
 * applications wait for that action and opens the list filtered to them.
 */
export async function ApplicationQueues({
  payload,
  user,
}: {
  payload: Payload
  user?: TypedUser | null
}) {
  const counts = await Promise.all(
    QUEUES.map((q) =>
      payload
        .count({
          collection: 'applications',
          where: { [q.field]: { equals: q.value } },
          overrideAccess: false,
          user,
        })
        .catch(() => ({ totalDocs: 0 })),
    ),
  )
  return (
    <>
      <p style={{ margin: '0 0 12px' }}>
        <a href={`/admin${REVIEW_VIEW_PATH}`} data-testid="review-queue-link">
          Buka antrean verifikasi (bukti bayar, berkas, jadwal tes sekaligus)
        </a>
      </p>
      <nav
        aria-label="Antrean kerja penerimaan"
        style={{
          display: 'grid',
          gap: 12,
          gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
          marginBottom: 24,
        }}
      >
        {QUEUES.map((q, i) => (
          <a
            key={q.label}
            href={
              `/admin/collections/applications?` +
              `${new URLSearchParams({ [`where[${q.field}][equals]`]: q.value, limit: '50' })}`
            }
            data-testid="admissions-queue"
            style={{
              border: '1px solid var(--theme-elevation-150)',
              borderRadius: 8,
              padding: 16,
              textDecoration: 'none',
              color: 'inherit',
              display: 'block',
            }}
          >
            <strong style={{ fontSize: 28, display: 'block' }}>{counts[i]!.totalDocs}</strong>
            <span style={{ fontWeight: 600 }}>{q.label}</span>
            <span style={{ display: 'block', opacity: 0.75, fontSize: 13 }}>{q.hint}</span>
          </a>
        ))}
      </nav>
    </>
  )
}
