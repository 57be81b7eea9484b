import {
  STATUS_LABELS,
  staffTargets,
  type ApplicationStatus,
} from '@/features/admissions/application/status'

/**
 * Beside the status field in /admin: which statuses staff may choose next and what each needs,
 * so the pipeline's rules are visible before the save is refused.
 */
export function StatusGuide({ data }: { data?: { status?: ApplicationStatus } }) {
  const status = data?.status
  if (!status) return null
  const targets = staffTargets(status).filter((s) => s !== status)
  const needs: Partial<Record<ApplicationStatus, string>> = {
    payment_rejected: 'isi alasan penolakan (dikirim ke pendaftar)',
    test_scheduled: 'isi tanggal dan jam tes serta tempat atau tautan daring',
    not_accepted: 'pengembalian biaya otomatis ditandai "harus dikembalikan"',
  }
  return (
    <div
      style={{
        border: '1px solid var(--theme-elevation-150)',
        borderRadius: 6,
        padding: 12,
        marginBottom: 16,
        fontSize: 13,
      }}
      data-testid="status-guide"
    >
      <strong>Status sekarang: {STATUS_LABELS[status]}</strong>
      {targets.length ? (
        <ul style={{ margin: '6px 0 0', paddingLeft: 18 }}>
          {targets.map((t) => (
            <li key={t}>
              {STATUS_LABELS[t]}
              {needs[t] ? ` — ${needs[t]}` : ''}
            </li>
          ))}
        </ul>
      ) : (
        <p style={{ margin: '6px 0 0' }}>
          Tidak ada perubahan status yang dapat dilakukan staf pada tahap ini.
        </p>
      )}
      <p style={{ margin: '6px 0 0', opacity: 0.8 }}>
        Setiap perubahan tercatat di Riwayat dan dikirim ke email pendaftar.
      </p>
    </div>
  )
}
