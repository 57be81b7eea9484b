import { Check, Circle, CircleAlert, Clock } from 'lucide-react'
import type { TimelineItem } from '@/features/admissions/application/timeline'
import { formatDateTime } from '@/lib/format'

const STATE_TEXT = {
  done: 'selesai',
  current: 'sedang berjalan',
  problem: 'perlu tindakan',
  upcoming: 'belum',
} as const
const ICON = { done: Check, current: Clock, problem: CircleAlert, upcoming: Circle } as const
const TONE = {
  done: 'bg-green-700 text-white',
  current: 'bg-accent-400 text-brand-950',
  problem: 'bg-red-700 text-white',
  upcoming: 'bg-gray-200 text-gray-700',
} as const

/** The application's progress as an ordered list; each step says its state in words, not colour alone. */
export function StatusTimeline({ items }: { items: TimelineItem[] }) {
  return (
    <ol className="mt-4 space-y-0" data-testid="status-timeline">
      {items.map((item, i) => {
        const Icon = ICON[item.state]
        return (
          <li
            key={item.key}
            className="relative flex gap-4 pb-6 last:pb-0"
            data-state={item.state}
            aria-current={item.state === 'current' || item.state === 'problem' ? 'step' : undefined}
          >
            {i < items.length - 1 ? (
              <span
                aria-hidden="true"
                className="absolute top-9 left-[17px] h-[calc(100%-2.25rem)] w-0.5 bg-gray-300"
              />
            ) : null}
            <span
              aria-hidden="true"
              className={`flex size-9 shrink-0 items-center justify-center rounded-full ${TONE[item.state]}`}
            >
              <Icon className="size-5" />
            </span>
            <div className="pt-1">
              <p className="font-semibold text-ink">
                {item.title} <span className="sr-only">({STATE_TEXT[item.state]})</span>
              </p>
              {item.at ? <p className="text-sm text-muted">{formatDateTime(item.at)}</p> : null}
              {item.detail ? (
                <p
                  className={`mt-1 text-sm ${item.state === 'problem' ? 'font-medium text-red-800' : 'text-muted'}`}
                >
                  {item.detail}
                </p>
              ) : null}
            </div>
          </li>
        )
      })}
    </ol>
  )
}
