import { canUploadProof } from '@/features/admissions/application/status'
import type { OnlinePaymentSlot, OnlinePaymentSlotProps } from '@/features/admissions/types'
import { startPaymentAction } from '@/features/payments/actions'
import { attemptToShow, shownStatus } from '@/features/payments/attempt-view'
import { loadApplicantPayments } from '@/features/payments/load'
import type { PublicPayment } from '@/features/payments/map'
import { noticeOf } from '@/features/payments/notices'
import { paymentOffer } from '@/features/payments/offer'
import { ONLINE_METHODS, type OnlineMethod } from '@/features/payments/providers/types'
import { simulatorUrl } from '@/features/payments/simulator'
import { PAYMENT_METHOD_LABELS } from '@/features/payments/vocabulary'
import { formatDateTime, formatRupiah } from '@/lib/format'
import { getPayloadClient } from '@/lib/payload'
import { AttemptDetails } from './AttemptDetails'
import { AttemptWatch } from './AttemptWatch.client'
import { MethodChoice } from './MethodChoice'
import { RefreshUntilSettled } from './RefreshUntilSettled.client'
import { PRIMARY_BUTTON } from './styles'

const isOnline = (p: PublicPayment): p is PublicPayment & { method: OnlineMethod } =>
  (ONLINE_METHODS as readonly string[]).includes(p.method)

/**
 * The online part of the payment step (VA per bank, QRIS), rendered inside the admissions
 * payment section. It lives in payments and reaches the track page as a slot from the route
 * page: payments imports admissions (the application, the session), so admissions cannot
 * import this without a feature circle.
 */
async function renderOnlinePayment({
  applicantId,
  application,
  path,
  notice,
  closedMessage,
}: OnlinePaymentSlotProps) {
  const payload = await getPayloadClient()
  const user = { id: applicantId, collection: 'applicants' as const }
  const [offer, attempts] = await Promise.all([
    paymentOffer(payload),
    loadApplicantPayments(payload, user),
  ])
  const attempt = attemptToShow(attempts.filter(isOnline))
  const payable = canUploadProof(application.status) && !closedMessage
  const message = noticeOf(notice)
  const status = attempt ? shownStatus(attempt, new Date().getTime()) : null
  // Nothing to say: no online payment offered and no attempt to show, or past paying.
  if (status !== 'paid' && !(payable && (offer || attempt)) && !message) return null
  const methods = offer?.methods ?? []
  const choice = offer && payable ? <MethodChoice methods={methods} path={path} /> : null
  const renew =
    attempt && methods.includes(attempt.method) && payable ? (
      <form action={startPaymentAction}>
        <input type="hidden" name="kembali" value={path} />
        <input type="hidden" name="method" value={attempt.method} />
        <button type="submit" className={PRIMARY_BUTTON}>
          Buat tagihan baru ({PAYMENT_METHOD_LABELS[attempt.method]})
        </button>
      </form>
    ) : null

  return (
    <div
      id="pembayaran-online"
      aria-labelledby="pembayaran-online-judul"
      role="group"
      className="grid scroll-mt-24 gap-4"
      data-testid="online-payment"
    >
      <h3 id="pembayaran-online-judul" className="text-lg font-bold text-brand-900">
        Bayar online: virtual account atau QRIS
      </h3>
      {message ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 font-medium text-red-800">
          {message}
        </p>
      ) : null}
      {attempt && status === 'paid' ? (
        <p role="status" className="rounded-xl bg-emerald-50 p-4 text-emerald-900">
          <strong>Lunas.</strong> {formatRupiah(attempt.amount)} dibayar dengan{' '}
          {PAYMENT_METHOD_LABELS[attempt.method]}
          {attempt.paidAt ? ` pada ${formatDateTime(attempt.paidAt)}` : ''}.
          {canUploadProof(application.status) ? (
            <>
              {' '}
              Status pendaftaran Anda sedang diperbarui.
              <RefreshUntilSettled />
            </>
          ) : null}
        </p>
      ) : !payable ? null : attempt && status === 'pending' ? (
        <>
          <AttemptWatch
            id={attempt.id}
            expiresAt={attempt.expiresAt}
            createdAt={attempt.createdAt}
            renew={renew}
          >
            <AttemptDetails
              attempt={attempt}
              path={path}
              simulated={attempt.provider !== 'none' && simulatorUrl(attempt.provider) !== null}
            />
          </AttemptWatch>
          {choice ? (
            <details>
              <summary className="min-h-11 cursor-pointer py-2.5 font-medium text-brand-800">
                Ganti cara bayar
              </summary>
              {choice}
            </details>
          ) : null}
        </>
      ) : (
        <>
          {attempt && status === 'expired' ? (
            <div className="grid gap-3" data-testid="payment-attempt" data-status="expired">
              <p
                role="status"
                className="rounded-xl bg-red-50 p-4 font-medium text-red-900"
                data-testid="payment-attempt-status"
              >
                Kedaluwarsa. Tagihan {PAYMENT_METHOD_LABELS[attempt.method]} Anda tidak dapat
                dibayar lagi; buat tagihan baru atau pilih cara bayar lain.
              </p>
              {renew}
            </div>
          ) : null}
          {choice ? (
            <p>Pilih cara bayar; nomor tagihan atau kode QR langsung muncul di halaman ini.</p>
          ) : null}
          {choice}
        </>
      )}
    </div>
  )
}

/**
 * The slot the route pages hand to the track page (TrackPage's `onlinePayment`): called, not
 * rendered as an element, so the page knows whether there is an online part at all (null).
 */
export const onlinePaymentSlot: OnlinePaymentSlot = renderOnlinePayment
