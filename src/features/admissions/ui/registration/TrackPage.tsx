import Link from 'next/link'
import { RegistrationShell } from './RegistrationShell'
import { RequirementsCheck } from './RequirementsCheck.client'
import { PaymentSection } from '@/features/admissions/ui/PaymentSection'
import { WaveNotice } from '@/features/admissions/ui/WaveNotice'
import { STATUS_LABELS } from '@/features/admissions/application/status'
import { requireApplicant } from '@/features/admissions/auth/session'
import { loadApplicantArea } from '@/features/admissions/load'
import { chooseTrackAction } from '@/features/admissions/tracks/actions'
import { EDUCATION_OPTIONS } from '@/features/admissions/tracks/eligibility'
import { requirementValues } from '@/features/admissions/tracks/requirements'
import { TRACK_NAMES, TRACK_PATHS, type Track } from '@/features/admissions/tracks/tracks'
import { resolveApplicantFiles } from '@/features/admissions/uploads/files.load'
import { loadWaveNotice } from '@/features/admissions/waves/notice.load'
import { formatDate } from '@/lib/format'
import type { OnlinePaymentSlot } from '@/features/admissions/types'

const button =
  'inline-flex min-h-11 items-center rounded-lg bg-brand-800 px-5 font-semibold text-white hover:bg-brand-900'

function Step({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-brand-100 p-5 sm:p-6">
      <h2 id={id} className="text-xl font-bold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  )
}

/**
 * A track page (the registration layout): the CMS panel beside the applicant's steps on this
 * track — main requirements, payment, and the link to the full form.
 */
export async function TrackPage({
  track,
  searchParams,
  onlinePayment,
}: {
  track: Track
  searchParams: Promise<{ galat?: string; pembayaran?: string }>
  /** The online payment (VA, QRIS), filled by the route page: payments imports admissions. */
  onlinePayment?: OnlinePaymentSlot
}) {
  const path = TRACK_PATHS[track]
  const applicant = await requireApplicant(path)
  const [{ info, application }, { galat, pembayaran }] = await Promise.all([
    loadApplicantArea(applicant),
    searchParams,
  ])
  const trackInfo = info.tracks[track]
  const onThisTrack = application?.track === track
  const [{ proof }, wave] = await Promise.all([
    resolveApplicantFiles({ proof: onThisTrack ? application.paymentProof : null }),
    loadWaveNotice(onThisTrack ? application : null, track),
  ])
  const online =
    onThisTrack && onlinePayment
      ? await onlinePayment({
          applicantId: Number(applicant.id),
          application,
          path,
          notice: pembayaran,
          closedMessage: wave.proofClosed,
        })
      : null
  // Registering (or switching) is possible while the application is new and a wave is open.
  const canChoose = !application || application.status === 'registered'

  return (
    <RegistrationShell track={track} path={path} panel={trackInfo.panel}>
      {trackInfo.intro ? <p className="max-w-2xl text-lg text-muted">{trackInfo.intro}</p> : null}
      {galat === 'gelombang' && wave.registrationClosed ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 font-medium text-red-800">
          {wave.registrationClosed}
        </p>
      ) : null}
      {galat === 'jalur' ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 font-medium text-red-800">
          Jalur tidak dapat diganti lagi karena pembayaran atau formulir Anda sudah diproses.
          Hubungi panitia bila Anda perlu pindah jalur.
        </p>
      ) : null}
      {!onThisTrack ? (
        <div className="mt-6 rounded-2xl border border-brand-100 bg-brand-50 p-5 sm:p-6">
          {application ? (
            <p>
              Anda terdaftar di <strong>{TRACK_NAMES[application.track]}</strong> (status:{' '}
              {STATUS_LABELS[application.status]}).
              {application.status === 'registered'
                ? ' Anda masih dapat pindah ke jalur ini sebelum mengunggah bukti pembayaran.'
                : ' Jalur tidak dapat diganti lagi.'}
            </p>
          ) : (
            <p>
              Pilih jalur ini untuk memulai pendaftaran Anda. Anda masih dapat menggantinya sebelum
              mengunggah bukti pembayaran.
            </p>
          )}
          {canChoose && wave.registrationClosed ? (
            <div className="mt-4">
              <WaveNotice tone="closed" lines={[wave.registrationClosed]} />
            </div>
          ) : canChoose ? (
            <form action={chooseTrackAction} className="mt-4">
              <input type="hidden" name="track" value={track} />
              <button type="submit" className={button}>
                {application
                  ? `Pindah ke ${TRACK_NAMES[track]}`
                  : `Daftar di ${TRACK_NAMES[track]}`}
              </button>
            </form>
          ) : (
            <Link href={TRACK_PATHS[application.track]} className={`${button} mt-4`}>
              Ke halaman {TRACK_NAMES[application.track]}
            </Link>
          )}
        </div>
      ) : (
        <div className="mt-6 space-y-6">
          <p className="text-sm text-muted">
            Terdaftar sejak {formatDate(application.createdAt)} · Periode {application.period} ·
            {wave.waveName ? ` ${wave.waveName} ·` : ''} Status:{' '}
            <strong>{STATUS_LABELS[application.status]}</strong>
          </p>
          <WaveNotice title="Gelombang Anda sudah ditutup" tone="closed" lines={wave.next} />
          <Step id="persyaratan-judul" title="Persyaratan utama">
            {trackInfo.requirements.length ? (
              <RequirementsCheck
                requirements={trackInfo.requirements}
                initial={requirementValues(application)}
                educationOptions={[...EDUCATION_OPTIONS]}
                ageHint={info.ageHint}
                minHeightCm={info.minHeightCm}
              />
            ) : (
              <p className="mt-2">Jalur ini tidak memiliki persyaratan utama tambahan.</p>
            )}
          </Step>
          <PaymentSection
            application={application}
            payment={info.payment}
            proof={proof}
            closedMessage={wave.proofClosed}
            online={online}
          />
          <Step id="formulir-judul" title="Lengkapi formulir">
            <p className="mt-2">
              Isi data diri, pilihan program studi dan berkas. Isian tersimpan di setiap langkah,
              jadi Anda dapat melanjutkannya kapan saja.
            </p>
            <Link href="/multi-step-form" className={`${button} mt-4`}>
              {application.submittedAt ? 'Lihat formulir' : 'Isi formulir pendaftaran'}
            </Link>
          </Step>
        </div>
      )}
    </RegistrationShell>
  )
}
