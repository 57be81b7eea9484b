import { ChevronDown } from 'lucide-react'
import type { FaqGroup } from '@/features/faq/map'

/**
 * The FAQ as native <details>/<summary>: keyboard (Enter/Space), screen readers and find-in-page
 * work without any script. Each topic is a section with its own heading.
 */
export function FaqAccordion({ groups }: { groups: FaqGroup[] }) {
  if (!groups.length)
    return <p className="my-10 text-muted">Belum ada pertanyaan yang dapat ditampilkan.</p>
  return (
    <div className="my-10 grid max-w-4xl gap-10">
      {groups.map((g) => (
        <section key={g.topic} aria-labelledby={`topik-${g.topic}`} data-testid="faq-group">
          <h2 id={`topik-${g.topic}`} className="text-2xl font-bold text-brand-900">
            {g.title}
          </h2>
          <div className="mt-4 divide-y divide-brand-100 rounded-xl border border-brand-100">
            {g.items.map((item) => (
              <details key={item.id} data-testid="faq-item" className="group">
                <summary
                  className={
                    'flex min-h-11 cursor-pointer list-none items-center ' +
                    'justify-between gap-4 px-5 py-4 font-semibold text-brand-900 ' +
                    'hover:bg-brand-50 [&::-webkit-details-marker]:hidden'
                  }
                >
                  {item.question}
                  <ChevronDown
                    aria-hidden="true"
                    className="size-5 shrink-0 transition-transform group-open:rotate-180"
                  />
                </summary>
                <p className="px-5 pb-5 leading-relaxed text-ink">{item.answer}</p>
              </details>
            ))}
          </div>
        </section>
      ))}
    </div>
  )
}
