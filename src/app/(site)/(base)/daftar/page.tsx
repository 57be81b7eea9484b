import Link from 'next/link'
import { PageIntro } from '@/components/page/PageIntro'
import { StatusTimeline } from '@/features/admissions/ui/registration/StatusTimeline'
import { ApplicantBar } from '@/features/admissions/ui/registration/ApplicantBar'
import { loadApplicantArea } from '@/features/admissions/load'
import { requireApplicant } from '@/features/admissions/auth/session'
import { STATUS_LABELS } from '@/features/admissions/application/status'
import { TRACK_NAMES, TRACK_PATHS } from '@/features/admissions/tracks/tracks'
import { pageMetadata } from '@/features/share/page-metadata'
import type { ApplicantApplication } from '@/features/admissions/types'
import { formatDateTime } from '@/lib/format'
import { WaveNotice } from '@/features/admissions/ui/WaveNotice'
import { loadWaveNotice } from '@/features/admissions/waves/notice.load'
import { PRIVACY_NOTICE_PATH, PRIVACY_NOTICE_TITLE } from '@/features/privacy/messages'
import { REREGISTRATION_PATH } from '@/features/reregistration/types'

const PATH = '/daftar'
export const generateMetadata = () => pageMetadata(PATH)

const button =
  'inline-flex min-h-11 items-center rounded-lg bg-brand-800 px-5 font-semibold text-white hover:bg-brand-900'

/** The one thing the applicant should do next, by status. */
function nextAction(
  app: ApplicantApplication,
): { text: string; href: string; label: string } | null {
  switch (app.status) {
    case 'registered':
      return {
        text: 'Bayar biaya pendaftaran di halaman jalur Anda.',
        href: TRACK_PATHS[app.track],
        label: 'Bayar biaya pendaftaran',
      }
    case 'payment_rejected':
      return {
        text: 'Bukti pembayaran Anda ditolak. Baca alasannya, lalu unggah bukti yang benar.',
        href: TRACK_PATHS[app.track],
        label: 'Unggah ulang bukti pembayaran',
      }
    case 'proof_uploaded':
      return {
        text: 'Sambil menunggu verifikasi, Anda dapat mulai mengisi formulir.',
        href: '/multi-step-form',
        label: 'Isi formulir',
      }
    case 'payment_verified':
      return {
        text: 'Pembayaran Anda sudah diverifikasi. Lengkapi dan kirim formulir.',
        href: '/multi-step-form',
        label: 'Lengkapi formulir',
      }
    case 'test_scheduled':
      return {
        text: 'Jadwal tes Anda sudah tersedia.',
        href: '/daftar/tes',
        label: 'Lihat jadwal & cetak kartu tes',
      }
    case 'accepted':
      return {
        text: 'Selamat, Anda diterima! Lakukan daftar ulang sebelum batasnya.',
        href: REREGISTRATION_PATH,
        label: 'Daftar ulang',
      }
    default:
      return null
  }
}

export default async function Page() {
  const applicant = await requireApplicant(PATH)
  const { application, history, timeline } = await loadApplicantArea(applicant, 0, {
    withHistory: true,
  })
  const next = application ? nextAction(application) : null
  const wave = application ? await loadWaveNotice(application, application.track) : null
  return (
    <PageIntro path={PATH}>
      <ApplicantBar name={applicant.fullName} email={applicant.email} />
      {!application ? (
        <section
          aria-labelledby="mulai"
          className="my-8 rounded-2xl border border-brand-100 bg-brand-50 p-6"
        >
          <h2 id="mulai" className="text-xl font-semibold text-brand-900">
            Mulai pendaftaran
          </h2>
          <p className="mt-2">
            Anda belum memilih jalur pendaftaran. Pilih Reguler, Magang atau Jepang untuk memulai.
          </p>
          <Link href="/daftar/option" className={`${button} mt-4`}>
            Pilih jalur pendaftaran
          </Link>
        </section>
      ) : (
        <div className="my-8 grid gap-8 lg:grid-cols-[1fr_320px]">
          <section aria-labelledby="status-pendaftaran">
            <h2 id="status-pendaftaran" className="text-xl font-semibold text-brand-900">
              Status pendaftaran
            </h2>
            <p className="mt-1 text-muted">
              {TRACK_NAMES[application.track]} · Periode {application.period} ·{' '}
              {wave?.waveName ? `${wave.waveName} · ` : ''}
              <strong data-testid="application-status">{STATUS_LABELS[application.status]}</strong>
            </p>
            <div className="mt-4">
              <WaveNotice
                title="Gelombang Anda sudah ditutup"
                tone="closed"
                lines={wave?.next ?? []}
              />
            </div>
            <StatusTimeline items={timeline} />
          </section>
          <div className="space-y-6">
            {next ? (
              <section
                aria-labelledby="langkah-berikut"
                className="rounded-2xl bg-brand-900 p-5 text-white"
              >
                <h2 id="langkah-berikut" className="font-semibold">
                  Langkah berikutnya
                </h2>
                <p className="mt-1 text-sm text-brand-50">{next.text}</p>
                <Link
                  href={next.href}
                  className={
                    'mt-4 inline-flex min-h-11 items-center rounded-lg bg-accent-400 ' +
                    'px-4 font-semibold text-brand-950 hover:bg-accent-500'
                  }
                >
                  {next.label}
                </Link>
              </section>
            ) : null}
            <nav aria-label="Menu pendaftar" className="rounded-2xl border border-brand-100 p-5">
              <ul className="space-y-2">
                <li>
                  <Link
                    className="underline underline-offset-2"
                    href={TRACK_PATHS[application.track]}
                  >
                    Halaman {TRACK_NAMES[application.track]} (persyaratan & pembayaran)
                  </Link>
                </li>
                <li>
                  <Link className="underline underline-offset-2" href="/multi-step-form">
                    Formulir pendaftaran
                  </Link>
                </li>
                <li>
                  <Link className="underline underline-offset-2" href="/daftar/tes">
                    Jadwal tes & kartu tes
                  </Link>
                </li>
                {application.status === 'accepted' || application.status === 'withdrawn' ? (
                  <li>
                    <Link className="underline underline-offset-2" href={REREGISTRATION_PATH}>
                      Daftar ulang, NIM & kartu mahasiswa
                    </Link>
                  </li>
                ) : null}
                <li>
                  <Link className="underline underline-offset-2" href="/daftar/data-saya">
                    Data pribadi saya
                  </Link>
                </li>
                <li>
                  <Link className="underline underline-offset-2" href={PRIVACY_NOTICE_PATH}>
                    {PRIVACY_NOTICE_TITLE}
                  </Link>
                </li>
              </ul>
            </nav>
          </div>
          <section aria-labelledby="riwayat" className="lg:col-span-2">
            <h2 id="riwayat" className="text-xl font-semibold text-brand-900">
              Riwayat
            </h2>
            <ul
              className="mt-3 divide-y divide-gray-200 rounded-2xl border border-gray-200"
              data-testid="application-history"
            >
              {[...history].reverse().map((e) => (
                <li key={e.id} className="p-4">
                  <p className="font-medium">{e.action}</p>
                  <p className="text-sm text-muted">
                    {formatDateTime(e.at)} · {e.actor}
                  </p>
                  {e.note ? <p className="mt-1 text-sm">{e.note}</p> : null}
                </li>
              ))}
            </ul>
          </section>
        </div>
      )}
    </PageIntro>
  )
}
