import QRCode from 'qrcode'
import { CopyButton } from '@/features/admissions/ui/CopyButton.client'
import { simulatePaymentAction } from '@/features/payments/actions'
import { howToPay } from '@/features/payments/how-to-pay'
import type { PublicPayment } from '@/features/payments/map'
import type { OnlineMethod } from '@/features/payments/providers/types'
import { PAYMENT_METHOD_LABELS } from '@/features/payments/vocabulary'
import { formatDateTime, formatRupiah } from '@/lib/format'
import { SECONDARY_BUTTON } from './styles'

type Props = {
  attempt: PublicPayment & { method: OnlineMethod }
  /** The page where the forms send the applicant back, and its payment section's anchor. */
  path: string
  anchor: string
  /** Only when the provider is the local simulator: the demo's pay button. */
  simulated: boolean
}

function Code({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div>
      <p className="text-sm text-muted">{label}</p>
      <p className="mt-1 flex flex-wrap items-center gap-3">
        <span className="font-mono text-xl font-semibold tracking-wide" data-testid={testId}>
          {value}
        </span>
        <CopyButton value={value} label={`Salin ${label.toLowerCase()}`} />
      </p>
    </div>
  )
}

/** A QR drawn on the server as SVG: it shows without JavaScript and needs no script to draw. */
async function QrImage({ text, amount }: { text: string; amount: string }) {
  const svg = await QRCode.toString(text, {
    type: 'svg',
    margin: 2,
    width: 240,
    errorCorrectionLevel: 'M',
  })
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a data URL drawn here, nothing to optimise
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={`Kode QRIS untuk membayar ${amount}`}
      width={240}
      height={240}
      className="size-60 rounded-lg border border-brand-100 bg-white"
      data-testid="qris-code"
    />
  )
}

/**
 * What to pay to: the VA number (or Mandiri's company code and bill key) or the QRIS code, the
 * amount, the deadline in Jakarta time, the steps per bank, and a way to ask for the status.
 */
export async function AttemptDetails({ attempt, path, anchor, simulated }: Props) {
  const amount = formatRupiah(attempt.amount)
  const steps = howToPay(attempt.method, attempt, amount)
  return (
    <div className="grid gap-4 rounded-xl bg-brand-50 p-4" data-testid="payment-details">
      <p className="font-semibold text-brand-900">{PAYMENT_METHOD_LABELS[attempt.method]}</p>
      {attempt.method === 'qris' && attempt.qrString ? (
        <QrImage text={attempt.qrString} amount={amount} />
      ) : attempt.billerCode && attempt.billKey ? (
        <>
          <Code label="Kode perusahaan" value={attempt.billerCode} testId="biller-code" />
          <Code label="Kode bayar" value={attempt.billKey} testId="bill-key" />
        </>
      ) : attempt.vaNumber ? (
        <Code label="Nomor virtual account" value={attempt.vaNumber} testId="va-number" />
      ) : null}
      <p>
        Jumlah: <strong data-testid="payment-amount">{amount}</strong>
      </p>
      <p>
        Bayar sebelum:{' '}
        <time dateTime={attempt.expiresAt ?? undefined} className="font-semibold">
          {formatDateTime(attempt.expiresAt)}
        </time>
      </p>
      <div className="grid gap-2">
        {steps.map((way) => (
          <details key={way.channel} className="rounded-lg bg-white px-4">
            <summary className="min-h-11 cursor-pointer py-2.5 font-medium text-brand-900">
              Cara membayar lewat {way.channel}
            </summary>
            <ol className="list-decimal pb-3 pl-5">
              {way.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </details>
        ))}
      </div>
      <div className="flex flex-wrap gap-3">
        {/* A GET form always loads the page again, even when it is the address already shown. */}
        <form method="get" action={`${path}#${anchor}`}>
          <button type="submit" className={SECONDARY_BUTTON}>
            Periksa status
          </button>
        </form>
        {simulated ? (
          <form action={simulatePaymentAction}>
            <input type="hidden" name="kembali" value={path} />
            <input type="hidden" name="payment" value={attempt.id} />
            <button type="submit" className={SECONDARY_BUTTON}>
              Bayar (simulasi)
            </button>
          </form>
        ) : null}
      </div>
    </div>
  )
}
