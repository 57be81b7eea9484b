import Link from 'next/link'
import type { FormProblem } from '@/features/admissions/form/submission'
import {
  problemHref,
  stepHref,
  stepOfField,
  type StepNumber,
} from '@/features/admissions/form/fields'
import type { SummarySection } from '@/features/admissions/form/summary'
import { STATUS_LABELS, type ApplicationStatus } from '@/features/admissions/application/status'
import { ApplicationSummary } from './ApplicationSummary'
import { SubmitForm } from './SubmitForm.client'
import { WaveNotice } from '../WaveNotice'

/** Step 5: everything at a glance, what is still missing or refused, and the submit button. */
export function ReviewStep({
  sections,
  problems,
  status,
  closedMessage,
}: {
  sections: SummarySection[]
  problems: FormProblem[]
  status: ApplicationStatus
  /** Why the form cannot be sent now (the applicant's wave is closed or not yet open). */
  closedMessage?: string | null
}) {
  return (
    <div className="grid gap-8">
      {problems.length ? (
        <section
          aria-labelledby="perlu-dilengkapi"
          className="rounded-xl border-2 border-amber-600 bg-amber-50 p-5 text-amber-950"
          data-testid="review-problems"
        >
          <h3 id="perlu-dilengkapi" className="text-lg font-bold">
            Yang perlu dilengkapi atau diperbaiki sebelum formulir dikirim
          </h3>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {problems.map((p) => {
              const step: StepNumber = stepOfField(p.path)
              return (
                <li key={`${p.path}-${p.message}`}>
                  <Link
                    href={problemHref(step, p.path.split('.').pop() ?? '')}
                    className="font-medium underline underline-offset-2"
                  >
                    {p.message} (langkah {step})
                  </Link>
                </li>
              )
            })}
          </ul>
        </section>
      ) : (
        <p className="rounded-xl bg-emerald-50 p-5 font-medium text-emerald-900">
          Semua isian sudah lengkap. Periksa sekali lagi, lalu kirim formulir.
        </p>
      )}
      {status !== 'payment_verified' ? (
        <p className="rounded-xl border border-brand-100 bg-brand-50 p-5 text-brand-950">
          Formulir dapat dikirim setelah pembayaran Anda diverifikasi panitia. Status pendaftaran
          Anda saat ini: <strong>{STATUS_LABELS[status]}</strong>.{' '}
          <Link
            href="/daftar"
            className="font-semibold text-brand-800 underline underline-offset-2"
          >
            Lihat dasbor pendaftaran
          </Link>
        </p>
      ) : null}
      <ApplicationSummary sections={sections} editable />
      <div className="grid gap-4 border-t border-brand-100 pt-6">
        <p className="text-muted">Setelah dikirim, formulir tidak dapat diubah lagi.</p>
        {closedMessage ? <WaveNotice tone="closed" lines={[closedMessage]} /> : <SubmitForm />}
        <Link
          href={stepHref(4)}
          className="inline-flex min-h-11 w-fit items-center font-semibold text-brand-800 underline underline-offset-4"
        >
          Kembali ke langkah 4
        </Link>
      </div>
    </div>
  )
}
