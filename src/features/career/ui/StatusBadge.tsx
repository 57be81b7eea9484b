import { CheckCircle2, XCircle } from 'lucide-react'
import { STATUS_TEXT, type CareerStatus } from '@/features/career/format'

/** Open/closed as words with an icon, so the status never depends on colour alone. */
export function StatusBadge({ status }: { status: CareerStatus }) {
  const Icon = status === 'open' ? CheckCircle2 : XCircle
  return (
    <span
      data-testid="career-status"
      data-status={status}
      className={`inline-flex items-center gap-1 rounded-full px-3 py-1 text-sm font-semibold ${
        status === 'open' ? 'bg-emerald-100 text-emerald-900' : 'bg-gray-200 text-gray-800'
      }`}
    >
      <Icon aria-hidden="true" className="size-4" />
      {STATUS_TEXT[status]}
    </span>
  )
}
