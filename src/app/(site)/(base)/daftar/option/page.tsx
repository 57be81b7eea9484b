import Link from 'next/link'
import { RefundRule } from '@/features/admissions/ui/RefundRule'
import { PageIntro } from '@/components/page/PageIntro'
import { loadApplicantArea } from '@/features/admissions/load'
import { requireApplicant } from '@/features/admissions/auth/session'
import { TRACKS } from '@/features/admissions/tracks/tracks'
import { pageMetadata } from '@/features/share/page-metadata'
import { formatRupiah } from '@/lib/format'
import { WaveNotice } from '@/features/admissions/ui/WaveNotice'
import { loadWaveNotice } from '@/features/admissions/waves/notice.load'

const PATH = '/daftar/option'
export const generateMetadata = () => pageMetadata(PATH)

/** Choosing a track: the three tracks with their requirements, each leading to its page. */
export default async function Page() {
  const applicant = await requireApplicant(PATH)
  const { info, application } = await loadApplicantArea(applicant)
  // Per track: when no wave of it is open, when the next one opens.
  const closed = Object.fromEntries(
    await Promise.all(
      TRACKS.map(async (t) => [t, (await loadWaveNotice(null, t)).registrationClosed] as const),
    ),
  )
  return (
    <PageIntro path={PATH}>
      <p className="mt-3 max-w-2xl text-lg text-muted">
        Pilih jalur pendaftaran periode {info.period}. Biaya pendaftaran{' '}
        <strong data-testid="registration-fee">{formatRupiah(info.payment.fee)}</strong> untuk semua
        jalur.
      </p>
      <RefundRule rule={info.payment.refundRule} className="mt-4 max-w-2xl" />
      <ul className="my-8 grid gap-6 md:grid-cols-3">
        {TRACKS.map((track) => {
          const current = application?.track === track
          const { name, path, intro, requirementLines } = info.tracks[track]
          return (
            <li
              key={track}
              className={
                `flex flex-col rounded-2xl border p-6 ` +
                `${current ? 'border-brand-700 ring-2 ring-brand-700' : 'border-brand-100'}`
              }
            >
              <h2 className="text-xl font-semibold text-brand-900">{name}</h2>
              {current ? (
                <p className="mt-1 text-sm font-semibold text-green-800">Jalur Anda saat ini</p>
              ) : null}
              {intro ? <p className="mt-2 text-muted">{intro}</p> : null}
              {requirementLines.length ? (
                <>
                  <h3 className="mt-4 text-sm font-semibold tracking-wide text-brand-900 uppercase">
                    Persyaratan
                  </h3>
                  <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm">
                    {requirementLines.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                </>
              ) : null}
              {current ? null : (
                <div className="mt-4">
                  <WaveNotice tone="closed" lines={[closed[track]]} />
                </div>
              )}
              <div className="min-h-6 flex-1" />
              <Link
                href={path}
                className={
                  'inline-flex min-h-11 items-center justify-center rounded-lg ' +
                  'bg-brand-800 px-5 font-semibold text-white hover:bg-brand-900'
                }
              >
                {current ? 'Lanjutkan' : 'Lihat jalur ini'}
                <span className="sr-only"> {name}</span>
              </Link>
            </li>
          )
        })}
      </ul>
    </PageIntro>
  )
}
