import { PAYMENT_METHOD_LABELS } from '@/features/payments/vocabulary'
import type { OnlineMethod } from '@/features/payments/providers/types'
import { startPaymentAction } from '@/features/payments/actions'
import { SECONDARY_BUTTON } from './styles'

/** A payment form's target: the server action and the hidden fields it needs besides the method. */
export type PaymentForm = {
  action: (formData: FormData) => Promise<void>
  /** The page the action sends the applicant back to, and e.g. the instalment. */
  fields: Record<string, string>
}

/** The registration fee's form on a track page. */
export const registrationForm = (path: string): PaymentForm => ({
  action: startPaymentAction,
  fields: { kembali: path },
})

export function HiddenFields({ fields }: { fields: Record<string, string> }) {
  return Object.entries(fields).map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value} />
  ))
}

/**
 * One submit button per method offered: a single tap starts the attempt, with or without
 * JavaScript (the pressed button's name and value travel with the form).
 */
export function MethodChoice({ methods, form }: { methods: OnlineMethod[]; form: PaymentForm }) {
  const banks = methods.filter((m) => m !== 'qris')
  return (
    <form action={form.action} className="grid gap-4" data-testid="payment-methods">
      <HiddenFields fields={form.fields} />
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
