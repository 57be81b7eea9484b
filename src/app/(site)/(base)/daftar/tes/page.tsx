import Link from 'next/link'
import { PageIntro } from '@/components/page/PageIntro'
import { PrintButton } from '@/features/admissions/ui/registration/PrintButton.client'
import { loadApplicantArea } from '@/features/admissions/load'
import { requireApplicant } from '@/features/admissions/auth/session'
import { STATUS_LABELS } from '@/features/admissions/application/status'
import { TRACK_NAMES } from '@/features/admissions/tracks/tracks'
import { pageMetadata } from '@/features/share/page-metadata'
import { resolveApplicantFiles } from '@/features/admissions/uploads/files.load'
import { formatDate, formatDateTime } from '@/lib/format'

const PATH = '/daftar/tes'
export const generateMetadata = () => pageMetadata(PATH)

const SHOWN: readonly string[] = ['test_scheduled', 'accepted', 'not_accepted']

/** The test schedule and a printable exam card (kartu tes) once staff have scheduled the test. */
export default async function Page() {
  const applicant = await requireApplicant(PATH)
  const { application } = await loadApplicantArea(applicant, 1)
  const test = application?.test
  if (!application || !SHOWN.includes(application.status) || !test) {
    return (
      <PageIntro path={PATH}>
        <section
          className="my-8 rounded-2xl border border-brand-100 bg-brand-50 p-6"
          data-testid="test-not-scheduled"
        >
          <h2 className="text-xl font-semibold text-brand-900">Jadwal tes belum tersedia</h2>
          <p className="mt-2">
            {application
              ? `Status pendaftaran Anda: ${STATUS_LABELS[application.status]}` +
                `. Jadwal tes ditetapkan panitia setelah formulir Anda ` +
                `dikirim dan akan diberitahukan melalui email.`
              : 'Anda belum memilih jalur pendaftaran.'}
          </p>
          <Link
            href="/daftar"
            className={
              'mt-4 inline-flex min-h-11 items-center rounded-lg ' +
              'bg-brand-800 px-5 font-semibold text-white hover:bg-brand-900'
            }
          >
            Kembali ke dasbor
          </Link>
        </section>
      </PageIntro>
    )
  }
  const { photo } = await resolveApplicantFiles({ photo: application.documents.photo })
  return (
    <PageIntro path={PATH}>
      <div className="my-8 space-y-6">
        <article
          aria-labelledby="kartu-tes"
          className="exam-card max-w-2xl rounded-2xl border-2 border-brand-900 p-6"
          data-testid="exam-card"
        >
          <header className="flex items-start justify-between gap-4 border-b border-brand-100 pb-4">
            <div>
              <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
                Universitas Teknologi Bandung
              </p>
              <h2 id="kartu-tes" className="text-2xl font-bold text-brand-900">
                Kartu Tes Seleksi
              </h2>
              <p className="text-sm text-muted">Periode {application.period}</p>
            </div>
            {photo ? (
              // eslint-disable-next-line @next/next/no-img-element -- private: not for the image cache
              <img
                src={photo.url}
                alt={`Pas foto ${applicant.fullName}`}
                width={90}
                height={120}
                className="h-[120px] w-[90px] rounded object-cover"
              />
            ) : null}
          </header>
          <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
            <dt className="font-semibold">Nomor peserta</dt>
            <dd data-testid="exam-number">{test.examNumber || '—'}</dd>
            <dt className="font-semibold">Nama</dt>
            <dd>{applicant.fullName}</dd>
            <dt className="font-semibold">Jalur</dt>
            <dd>{TRACK_NAMES[application.track]}</dd>
            {application.majorName ? (
              <>
                <dt className="font-semibold">Program studi</dt>
                <dd>{application.majorName}</dd>
              </>
            ) : null}
            {application.personal?.birthDate ? (
              <>
                <dt className="font-semibold">Tanggal lahir</dt>
                <dd>{formatDate(application.personal.birthDate)}</dd>
              </>
            ) : null}
            <dt className="font-semibold">Waktu tes</dt>
            <dd data-testid="test-date">{formatDateTime(test.date)}</dd>
            <dt className="font-semibold">{test.mode === 'online' ? 'Tes daring' : 'Tempat'}</dt>
            <dd data-testid="test-place">
              {test.mode === 'online' && test.onlineUrl ? (
                <a
                  href={test.onlineUrl}
                  className="break-all underline"
                  rel="noopener noreferrer"
                  target="_blank"
                >
                  {test.onlineUrl}
                </a>
              ) : (
                test.place || test.onlineUrl
              )}
            </dd>
          </dl>
          {test.notes ? (
            <p className="mt-4 rounded-lg bg-brand-50 p-3 text-sm">{test.notes}</p>
          ) : null}
          <p className="mt-4 text-sm text-muted">
            Bawa kartu ini dan KTP/kartu pelajar asli. Datang 30 menit sebelum tes dimulai.
          </p>
        </article>
        <div className="flex flex-wrap gap-3 print:hidden">
          <PrintButton />
          <Link
            href="/daftar"
            className={
              'inline-flex min-h-11 items-center rounded-lg border ' +
              'border-brand-800 px-5 font-semibold text-brand-900 hover:bg-brand-50'
            }
          >
            Kembali ke dasbor
          </Link>
        </div>
        {application.status !== 'test_scheduled' ? (
          <p
            className="rounded-lg bg-brand-50 p-4 font-semibold print:hidden"
            data-testid="decision"
          >
            Hasil seleksi: {STATUS_LABELS[application.status]}
          </p>
        ) : null}
      </div>
    </PageIntro>
  )
}
