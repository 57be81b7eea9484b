import Link from 'next/link'
import { proofState, type ProofState } from '@/features/admissions/application/payment'
import { canUploadProof } from '@/features/admissions/application/status'
import type { ApplicantApplication, PaymentInfo } from '@/features/admissions/types'
import type { StoredFile } from '@/features/admissions/uploads/store'
import { formatRupiah } from '@/lib/format'
import { BankAccountList } from './BankAccountList'
import { FileUpload } from './FileUpload.client'
import { RefundRule } from './RefundRule'
import { WaveNotice } from './WaveNotice'

type Props = {
  /** The applicant's application, or null while no track has been chosen. */
  application: ApplicantApplication | null
  payment: PaymentInfo
  /** The payment proof stored now, if any. */
  proof: StoredFile | null
  /** Why the proof cannot be uploaded now: the applicant's wave is closed or not yet open. */
  closedMessage?: string | null
  /** The online payment (VA, QRIS) when offered: a slot, as payments imports admissions. */
  online?: React.ReactNode
}

const STATE_TEXT: Record<
  Exclude<ProofState, 'rejected'>,
  { title: string; text: string; tone: string }
> = {
  no_track: {
    title: 'Pilih jalur terlebih dahulu',
    text: 'Bukti pembayaran diunggah setelah Anda memilih jalur pendaftaran.',
    tone: 'bg-brand-50 text-brand-900',
  },
  none: {
    title: 'Belum ada bukti pembayaran',
    text: 'Setelah mentransfer, unggah foto atau pindaian bukti transfer Anda di bawah ini.',
    tone: 'bg-amber-50 text-amber-950',
  },
  waiting: {
    title: 'Menunggu verifikasi',
    text:
      'Bukti pembayaran Anda sudah diunggah dan sedang diperiksa ' +
      'panitia. Anda akan menerima email setelah diverifikasi.',
    tone: 'bg-brand-50 text-brand-900',
  },
  verified: {
    title: 'Pembayaran terverifikasi',
    text: 'Pembayaran Anda sudah diterima dan diverifikasi. Bukti pembayaran tidak perlu diunggah lagi.',
    tone: 'bg-emerald-50 text-emerald-900',
  },
}

/**
 * Paying the registration fee: the fee, the accounts to transfer to, the refund rule, the proof upload and where
 * the proof stands (waiting, rejected with the staff's reason and a new upload, verified).
 */
export function PaymentSection({ application, payment, proof, closedMessage, online }: Props) {
  const state = proofState(application?.status)
  const canUpload = application ? canUploadProof(application.status) : false
  const accounts = payment.bankAccounts

  return (
    <section
      aria-labelledby="pembayaran-judul"
      className="grid gap-5 rounded-2xl border border-brand-100 p-5 sm:p-6"
      data-testid="payment-section"
      data-proof-state={state}
    >
      <h2 id="pembayaran-judul" className="text-xl font-bold text-brand-900">
        Pembayaran Biaya Pendaftaran
      </h2>
      <p>
        Biaya pendaftaran:{' '}
        <strong className="text-lg text-brand-900" data-testid="registration-fee">
          {formatRupiah(payment.fee)}
        </strong>
      </p>
      {online}
      {accounts.length ? (
        <div id="transfer-manual" className="scroll-mt-24">
          {online ? (
            <h3 className="mb-2 text-lg font-bold text-brand-900">Transfer manual</h3>
          ) : null}
          <p>Transfer ke salah satu rekening berikut:</p>
          <BankAccountList accounts={accounts} />
        </div>
      ) : null}
      <RefundRule rule={payment.refundRule} />

      <div
        role="status"
        className={`rounded-xl p-4 ${state === 'rejected' ? 'bg-red-50 text-red-900' : STATE_TEXT[state].tone}`}
        data-testid="proof-status"
      >
        {state === 'rejected' ? (
          <>
            <p className="font-semibold">Bukti pembayaran ditolak</p>
            <p className="mt-1">
              Alasan dari panitia:{' '}
              <span data-testid="rejection-reason">
                {application?.paymentRejectionReason || 'tidak disebutkan'}
              </span>
            </p>
            <p className="mt-1">Silakan unggah ulang bukti pembayaran yang benar.</p>
          </>
        ) : (
          <>
            <p className="font-semibold">{STATE_TEXT[state].title}</p>
            <p className="mt-1">{STATE_TEXT[state].text}</p>
          </>
        )}
        {state === 'no_track' ? (
          <Link
            href="/daftar/option"
            className={
              'mt-3 inline-flex min-h-11 items-center rounded-lg ' +
              'bg-brand-800 px-5 font-semibold text-white hover:bg-brand-900'
            }
          >
            Pilih jalur pendaftaran
          </Link>
        ) : null}
        {state === 'verified' && proof ? (
          <p className="mt-2 text-sm">
            <a
              href={proof.url}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium underline underline-offset-2"
            >
              Lihat bukti pembayaran
            </a>
          </p>
        ) : null}
      </div>

      {canUpload && closedMessage ? (
        <WaveNotice tone="closed" lines={[closedMessage]} />
      ) : canUpload ? (
        <FileUpload kind="payment_proof" current={proof} />
      ) : null}
    </section>
  )
}
