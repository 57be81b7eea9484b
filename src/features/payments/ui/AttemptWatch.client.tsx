'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useState, useSyncExternalStore } from 'react'
import {
  formatCountdown,
  POLL_MS,
  shownStatus,
  type ShownStatus,
} from '@/features/payments/attempt-view'

type Props = {
  id: number
  /** The fee the attempt pays: another attempt paid for the same fee settles it too. */
  fee: FeeKey
  expiresAt: string | null
  createdAt: string
  /** The account number, QR and steps: shown only while the attempt can be paid. */
  children: React.ReactNode
  /** The "new attempt" form, shown once the attempt has expired. */
  renew: React.ReactNode
}

/** The clock, in whole seconds; null on the server and while hydrating (its time is not ours). */
const everySecond = (tick: () => void) => {
  const timer = setInterval(tick, 1000)
  return () => clearInterval(timer)
}
const currentSecond = () => Math.floor(Date.now() / 1000) * 1000
const noClock = () => null

/** The fee of an attempt as the polling route answers it. */
export type FeeKey = { purpose: string; instalment: number | null }
type Answer = { data?: ({ id: number; status: ShownStatus } & FeeKey)[] | null }

const STATUS_TEXT: Partial<Record<ShownStatus, string>> = {
  pending: 'Menunggu pembayaran. Halaman ini diperbarui sendiri setelah Anda membayar.',
  paid: 'Lunas. Pembayaran Anda sudah diterima.',
  expired: 'Kedaluwarsa. Tagihan ini tidak dapat dibayar lagi; buat tagihan baru.',
  failed: 'Tagihan ini gagal. Pilih cara bayar lagi atau bayar dengan transfer manual.',
}

/**
 * A pending attempt as time passes: the countdown, and its status asked every few seconds while
 * the page is visible. Paid → "Lunas" and the page's server parts refresh (the next step opens);
 * expired → "Kedaluwarsa" and a new attempt. The server render already holds everything without
 * JavaScript; this only keeps it current.
 */
export function AttemptWatch({ id, fee, expiresAt, createdAt, children, renew }: Props) {
  const router = useRouter()
  const [status, setStatus] = useState<ShownStatus>('pending')
  const now = useSyncExternalStore(everySecond, currentSecond, noClock)
  const shown = now === null ? status : shownStatus({ status, expiresAt, createdAt }, now)

  useEffect(() => {
    if (shown !== 'pending') return
    let active = true
    async function poll() {
      if (document.visibilityState !== 'visible') return
      try {
        const response = await fetch('/api/pendaftar/pembayaran', { cache: 'no-store' })
        if (!response.ok) return
        const attempts = ((await response.json()) as Answer).data ?? []
        // An earlier attempt of another method paid meanwhile settles the fee all the same.
        const same = attempts.filter(
          (p) => p.purpose === fee.purpose && (p.instalment ?? null) === fee.instalment,
        )
        const mine = same.find((p) => p.status === 'paid') ?? same.find((p) => p.id === id)
        if (active && mine) setStatus(mine.status)
      } catch {
        // Offline for a moment: the next round asks again.
      }
    }
    const timer = setInterval(poll, POLL_MS)
    const onVisible = () => void poll()
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      active = false
      clearInterval(timer)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [id, shown, fee.purpose, fee.instalment])

  useEffect(() => {
    if (status === 'paid') router.refresh()
  }, [status, router])

  const end = expiresAt ? Date.parse(expiresAt) : NaN
  return (
    <div className="grid gap-4" data-testid="payment-attempt" data-status={shown}>
      <p
        role="status"
        className={`rounded-xl p-4 font-medium ${
          shown === 'paid'
            ? 'bg-emerald-50 text-emerald-900'
            : shown === 'pending'
              ? 'bg-brand-50 text-brand-900'
              : 'bg-red-50 text-red-900'
        }`}
        data-testid="payment-attempt-status"
      >
        {STATUS_TEXT[shown] ?? ''}
      </p>
      {shown === 'pending' ? (
        <>
          {now !== null && Number.isFinite(end) ? (
            <p>
              Sisa waktu:{' '}
              <strong data-testid="payment-countdown">{formatCountdown(end - now)}</strong>
            </p>
          ) : null}
          {children}
        </>
      ) : shown === 'expired' ? (
        renew
      ) : null}
    </div>
  )
}
