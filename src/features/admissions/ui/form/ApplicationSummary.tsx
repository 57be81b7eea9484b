import Link from 'next/link'
import { stepHref } from '@/features/admissions/form/fields'
import type { SummarySection } from '@/features/admissions/form/summary'

/** The answers of every step; with `editable`, each section links back to its step ("Ubah"). */
export function ApplicationSummary({
  sections,
  editable,
}: {
  sections: SummarySection[]
  editable: boolean
}) {
  return (
    <div className="grid gap-6">
      {sections.map((section) => (
        <section
          key={section.step}
          aria-labelledby={`ringkasan-${section.step}`}
          className="rounded-xl border border-brand-100 p-5"
        >
          <div className="flex flex-wrap items-baseline justify-between gap-3">
            <h3 id={`ringkasan-${section.step}`} className="text-lg font-bold text-brand-900">
              {section.step}. {section.title}
            </h3>
            {editable ? (
              <Link
                href={stepHref(section.step)}
                className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
              >
                Ubah<span className="sr-only"> {section.title.toLowerCase()}</span>
              </Link>
            ) : null}
          </div>
          <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[minmax(0,16rem)_1fr]">
            {section.rows.map((row) => (
              <div key={row.field} className="contents">
                <dt className="text-muted">{row.label}</dt>
                <dd
                  className={
                    `font-medium ` +
                    `${row.value === 'Belum diisi' || row.value === 'Belum diunggah' ? 'text-red-800' : 'text-ink'}`
                  }
                >
                  {row.value}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  )
}
