import Link from 'next/link'
import { ApplicationView } from '@/features/admissions/ui/form/ApplicationView'
import { NO_APPLICATION } from '@/features/admissions/application/messages'
import { FORM_PATH } from '@/features/admissions/form/fields'
import { requireApplicant } from '@/features/admissions/auth/session'
import { loadApplicantArea } from '@/features/admissions/load'
import { pageMetadata } from '@/features/share/page-metadata'
import type { QueryPageProps } from '@/lib/page-props'

export const generateMetadata = () => pageMetadata(FORM_PATH)

/**
 * The multi-step registration form. Only for a logged-in applicant (checked here on the
 * server); everything is read with the applicant's own rights.
 */
export default async function Page({ searchParams }: QueryPageProps) {
  const applicant = await requireApplicant(FORM_PATH)
  const [{ info, application }, params] = await Promise.all([
    loadApplicantArea(applicant),
    searchParams,
  ])
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
        Formulir Pendaftaran
      </h1>
      {application ? (
        <ApplicationView
          application={application}
          track={info.tracks[application.track]}
          stepParam={params.langkah}
          justSubmitted={params.terkirim === '1'}
        />
      ) : (
        <section
          aria-labelledby="belum-ada-jalur"
          className="mt-8 rounded-2xl border border-brand-100 bg-brand-50 p-6 sm:p-8"
          data-testid="no-application"
        >
          <h2 id="belum-ada-jalur" className="text-xl font-semibold text-brand-900">
            {NO_APPLICATION}
          </h2>
          <p className="mt-2 text-muted">
            Formulir pendaftaran diisi untuk jalur yang Anda pilih (Reguler, Magang atau Jepang).
            Anda belum memilih jalur.
          </p>
          <Link
            href="/daftar/option"
            className={
              'mt-5 inline-flex min-h-11 items-center rounded-lg ' +
              'bg-brand-800 px-5 font-semibold text-white hover:bg-brand-900'
            }
          >
            Pilih jalur pendaftaran
          </Link>
        </section>
      )}
    </div>
  )
}
