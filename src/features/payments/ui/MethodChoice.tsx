import { PAYMENT_METHOD_LABELS } from '@/features/payments/vocabulary'
import type { OnlineMethod } from '@/features/payments/providers/types'
import { startPaymentAction } from '@/features/payments/actions'
import { SECONDARY_BUTTON } from './styles'

/**
 * One submit button per method offered: a single tap starts the attempt, with or without
 * JavaScript (the pressed button's name and value travel with the form).
 */
export function MethodChoice({ methods, path }: { methods: OnlineMethod[]; path: string }) {
  const banks = methods.filter((m) => m !== 'qris')
  return (
    <form action={startPaymentAction} className="grid gap-4" data-testid="payment-methods">
      <input type="hidden" name="kembali" value={path} />
      {banks.length ? (
        <fieldset>
          <legend className="font-semibold text-brand-900">Virtual account (transfer bank)</legend>
          <div className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3">
            {banks.map((method) => (
              <button
                key={method}
                type="submit"
                name="method"
                value={method}
                className={SECONDARY_BUTTON}
              >
                {PAYMENT_METHOD_LABELS[method]}
              </button>
            ))}
          </div>
        </fieldset>
      ) : null}
      {methods.includes('qris') ? (
        <fieldset>
          <legend className="font-semibold text-brand-900">
            QRIS (m-banking atau dompet digital)
          </legend>
          <div className="mt-2">
            <button type="submit" name="method" value="qris" className={SECONDARY_BUTTON}>
              {PAYMENT_METHOD_LABELS.qris}
            </button>
          </div>
        </fieldset>
      ) : null}
    </form>
  )
}
