import { canUploadProof } from '@/features/admissions/application/status'
import type { OnlinePaymentSlot, OnlinePaymentSlotProps } from '@/features/admissions/types'
import { attemptToShow, shownStatus } from '@/features/payments/attempt-view'
import { paymentScreenData } from '@/features/payments/load'
import { isOnlinePayment } from '@/features/payments/map'
import { noticeOf } from '@/features/payments/notices'
import { PAYMENT_METHOD_LABELS } from '@/features/payments/vocabulary'
import { formatDateTime, formatRupiah } from '@/lib/format'
import { getPayloadClient } from '@/lib/payload'
import { AttemptArea } from './AttemptArea'
import { registrationForm } from './MethodChoice'
import { ReceiptLink } from './ReceiptLink'
import { RefreshUntilSettled } from './RefreshUntilSettled.client'

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
  const { offer, attempts } = await paymentScreenData(await getPayloadClient(), applicantId)
  // The registration fee's attempts only: a first-semester instalment is another fee.
  const fees = attempts.filter((a) => a.purpose === 'registration')
  const attempt = attemptToShow(fees.filter(isOnlinePayment))
  // Any method's paid attempt has a receipt, a manual transfer staff verified included.
  const receipt = fees.find((a) => a.status === 'paid' || a.status === 'refunded') ?? null
  const payable = canUploadProof(application.status) && !closedMessage
  const message = noticeOf(notice)
  const status = attempt ? shownStatus(attempt, new Date().getTime()) : null
  // Nothing to say: no online payment offered and no attempt to show, or past paying.
  if (status !== 'paid' && !(payable && (offer || attempt)) && !message)
    return receipt ? <ReceiptLink payment={receipt} /> : null
  const methods = payable ? (offer?.methods ?? []) : []
  const form = registrationForm(path)

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
          <ReceiptLink payment={attempt} />
        </p>
      ) : !payable ? null : (
        <AttemptArea
          attempt={attempt}
          status={status}
          methods={methods}
          form={form}
          path={path}
          anchor="pembayaran-online"
        />
      )}
    </div>
  )
}

/**
 * The slot the route pages hand to the track page (TrackPage's `onlinePayment`): called, not
 * rendered as an element, so the page knows whether there is an online part at all (null).
 */
export const onlinePaymentSlot: OnlinePaymentSlot = renderOnlinePayment
