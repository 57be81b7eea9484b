import { loadAdmissionsSettings } from '@/features/admissions/settings'
import { toAdmissionsInfo } from '@/features/admissions/map'
import { BankAccountList } from '@/features/admissions/ui/BankAccountList'
import { startTuitionPaymentAction } from '@/features/payments/actions'
import { attemptToShow, shownStatus } from '@/features/payments/attempt-view'
import { paymentScreenData } from '@/features/payments/load'
import { isOnlinePayment } from '@/features/payments/map'
import { noticeOf, paymentAnchor } from '@/features/payments/notices'
import { nextInstalment } from '@/features/reregistration/fee'
import {
  REREGISTRATION_PATH,
  type TuitionPaymentSlot,
  type TuitionPaymentSlotProps,
} from '@/features/reregistration/types'
import { formatRupiah } from '@/lib/format'
import { getPayloadClient } from '@/lib/payload'
import { AttemptArea } from './AttemptArea'
import { ReceiptLink } from './ReceiptLink'

const ANCHOR = paymentAnchor(REREGISTRATION_PATH)

/** Without an online provider: the admissions accounts, and staff record the transfer. */
async function ManualTransfer({ amount, number }: { amount: number; number: number }) {
  const { bankAccounts } = toAdmissionsInfo(
    await loadAdmissionsSettings(await getPayloadClient()),
  ).payment
  return (
    <div className="grid gap-2" data-testid="tuition-manual">
      <p>
        Transfer {formatRupiah(amount)} untuk cicilan ke-{number} ke salah satu rekening berikut.
        Simpan bukti transfer Anda: panitia penerimaan akan mencatat pembayaran ini, lalu statusnya
        menjadi <strong>Lunas</strong> di halaman ini.
      </p>
      {bankAccounts.length ? <BankAccountList accounts={bankAccounts} /> : null}
    </div>
  )
}

/**
 * The first-semester fee on the re-registration page: each instalment (amount, Lunas or not,
 * its receipt), and for the next one the online payment (VA, QRIS) as on the track page, or the
 * accounts to transfer to when no online payment is offered.
 */
async function renderTuitionPayment({
  applicantId,
  instalments,
  payable,
  notice,
}: TuitionPaymentSlotProps) {
  if (!instalments.length) return null
  const { offer, attempts } = await paymentScreenData(await getPayloadClient(), applicantId)
  const tuition = attempts.filter((a) => a.purpose === 'tuition')
  const paidOf = (number: number) =>
    tuition.find((a) => a.instalment === number && a.status === 'paid') ?? null
  const next = payable ? nextInstalment(instalments) : null
  const attempt = next
    ? attemptToShow(tuition.filter((a) => a.instalment === next.number).filter(isOnlinePayment))
    : null
  const status = attempt ? shownStatus(attempt, new Date().getTime()) : null
  const message = noticeOf(notice)

  return (
    <section
      id={ANCHOR}
      aria-labelledby="pembayaran-daftar-ulang-judul"
      className="grid scroll-mt-24 gap-4"
      data-testid="tuition-payment"
    >
      <h2 id="pembayaran-daftar-ulang-judul" className="text-xl font-bold text-brand-900">
        Biaya semester pertama
      </h2>
      {message ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 font-medium text-red-800">
          {message}
        </p>
      ) : null}
      <table className="w-full text-left" data-testid="tuition-instalments">
        <thead>
          <tr className="border-b border-brand-100">
            <th scope="col" className="py-2 pr-3">
              Cicilan
            </th>
            <th scope="col" className="py-2 pr-3">
              Jumlah
            </th>
            <th scope="col" className="py-2">
              Status
            </th>
          </tr>
        </thead>
        <tbody>
          {instalments.map((state) => {
            const paid = state.paid ? paidOf(state.number) : null
            return (
              <tr
                key={state.number}
                className="border-b border-brand-50 align-top"
                data-testid="tuition-instalment"
                data-paid={state.paid}
              >
                <th scope="row" className="py-2 pr-3 font-medium">
                  Ke-{state.number}
                </th>
                <td className="py-2 pr-3">{formatRupiah(state.amount)}</td>
                <td className="py-2">
                  {state.paid ? 'Lunas' : 'Belum dibayar'}
                  {paid ? (
                    <ReceiptLink payment={paid} label={`Kuitansi cicilan ke-${state.number}`} />
                  ) : null}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
      {next ? (
        <div className="grid gap-4" data-testid="tuition-next">
          <h3 className="text-lg font-bold text-brand-900">
            Bayar cicilan ke-{next.number}: {formatRupiah(next.amount)}
          </h3>
          {offer || attempt ? (
            <AttemptArea
              attempt={attempt}
              status={status === 'paid' ? null : status}
              methods={offer?.methods ?? []}
              form={{
                action: startTuitionPaymentAction,
                fields: { kembali: REREGISTRATION_PATH, instalment: String(next.number) },
              }}
              path={REREGISTRATION_PATH}
              anchor={ANCHOR}
            />
          ) : null}
          {offer ? null : <ManualTransfer amount={next.amount} number={next.number} />}
        </div>
      ) : null}
    </section>
  )
}

/** The slot the re-registration page renders (called, so it knows whether there is anything). */
export const tuitionPaymentSlot: TuitionPaymentSlot = renderTuitionPayment
