import type { ShownStatus } from '@/features/payments/attempt-view'
import type { PublicPayment } from '@/features/payments/map'
import type { OnlineMethod } from '@/features/payments/providers/types'
import { simulatorUrl } from '@/features/payments/simulator'
import { PAYMENT_METHOD_LABELS } from '@/features/payments/vocabulary'
import { AttemptDetails } from './AttemptDetails'
import { AttemptWatch } from './AttemptWatch.client'
import { HiddenFields, MethodChoice, type PaymentForm } from './MethodChoice'
import { PRIMARY_BUTTON } from './styles'

type Props = {
  /** The attempt shown (pending or expired), if any. */
  attempt: (PublicPayment & { method: OnlineMethod }) | null
  status: ShownStatus | null
  /** The methods offered now; empty when no online payment is offered. */
  methods: OnlineMethod[]
  form: PaymentForm
  path: string
  anchor: string
}

/**
 * A fee still to be paid online, whichever fee it is: the pending attempt (its number or QR, the
 * countdown, another method), or an expired one with a new attempt, or the choice of a method.
 */
export function AttemptArea({ attempt, status, methods, form, path, anchor }: Props) {
  const choice = methods.length ? <MethodChoice methods={methods} form={form} /> : null
  const renew =
    attempt && methods.includes(attempt.method) ? (
      <form action={form.action}>
        <HiddenFields fields={{ ...form.fields, method: attempt.method }} />
        <button type="submit" className={PRIMARY_BUTTON}>
          Buat tagihan baru ({PAYMENT_METHOD_LABELS[attempt.method]})
        </button>
      </form>
    ) : null
  if (attempt && status === 'pending')
    return (
      <>
        <AttemptWatch
          id={attempt.id}
          fee={{ purpose: attempt.purpose, instalment: attempt.instalment }}
          expiresAt={attempt.expiresAt}
          createdAt={attempt.createdAt}
          renew={renew}
        >
          <AttemptDetails
            attempt={attempt}
            path={path}
            anchor={anchor}
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
    )
  return (
    <>
      {attempt && status === 'expired' ? (
        <div className="grid gap-3" data-testid="payment-attempt" data-status="expired">
          <p
            role="status"
            className="rounded-xl bg-red-50 p-4 font-medium text-red-900"
            data-testid="payment-attempt-status"
          >
            Kedaluwarsa. Tagihan {PAYMENT_METHOD_LABELS[attempt.method]} Anda tidak dapat dibayar
            lagi; buat tagihan baru atau pilih cara bayar lain.
          </p>
          {renew}
        </div>
      ) : null}
      {choice ? (
        <p>Pilih cara bayar; nomor tagihan atau kode QR langsung muncul di halaman ini.</p>
      ) : null}
      {choice}
    </>
  )
}
