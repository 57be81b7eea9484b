'use client'

import { Button } from '@payloadcms/ui'
import { Fragment, useRef, useState } from 'react'
import { REJECTION_REASON_REQUIRED } from '@/features/admissions/application/messages'
import type { ReviewItem } from '@/features/admissions/application/review-queue'
import { FilePreview } from './FilePreview'
import { QueueNav } from './QueueNav'
import { postJson } from './post'
import { alertStyle, box, useQueue } from './use-queue'

/**
 * The payment proofs waiting for verification, one at a time: the transfer details beside the
 * proof, "Verifikasi" or "Tolak" with a reason, previous/next. A handled proof leaves the queue
 * and the next one shows, without a page load.
 */
export function ProofQueue({
  items: initial,
  fee,
  api,
}: {
  items: ReviewItem[]
  fee: string
  api: string
}) {
  const queue = useQueue(initial)
  const [reason, setReason] = useState('')
  const [reasonError, setReasonError] = useState('')
  const [notice, setNotice] = useState('')
  const [busy, setBusy] = useState(false)
  const reasonRef = useRef<HTMLTextAreaElement>(null)
  const item = queue.current

  const act = async (action: 'verify-payment' | 'reject-payment') => {
    if (!item) return
    const rejecting = action === 'reject-payment'
    if (rejecting && !reason.trim()) {
      setReasonError(REJECTION_REASON_REQUIRED)
      reasonRef.current?.focus()
      return
    }
    setBusy(true)
    const result = await postJson<{ message: string }>(
      `${api}/applications/${item.id}/${action}`,
      rejecting ? { reason } : {},
    )
    setBusy(false)
    if (!result.ok) {
      if (rejecting) setReasonError(result.message)
      else setNotice(result.message)
      return
    }
    setNotice(`${item.name}: ${result.data.message}`)
    setReason('')
    setReasonError('')
    queue.remove([item.id])
  }

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <QueueNav queue={queue} notice={notice} />
      {item ? (
        <article
          aria-labelledby="review-current"
          data-testid="proof-review"
          style={{
            display: 'grid',
            gap: 16,
            gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))',
          }}
        >
          <div style={{ ...box, display: 'grid', gap: 12, alignContent: 'start' }}>
            <h2 id="review-current" style={{ margin: 0 }}>
              {item.name}
            </h2>
            <dl
              style={{
                margin: 0,
                display: 'grid',
                gridTemplateColumns: 'auto 1fr',
                gap: '4px 12px',
              }}
            >
              {(
                [
                  ['Jalur', item.track],
                  ['Email', item.email],
                  ['Biaya pendaftaran', fee],
                  ['Pengirim / bank', 'Tidak dicatat pendaftar; lihat bukti transfer.'],
                  ['Bukti diunggah', item.proofAt || '—'],
                ] as const
              ).map(([term, value]) => (
                <Fragment key={term}>
                  <dt>{term}</dt>
                  <dd style={{ margin: 0 }}>{value}</dd>
                </Fragment>
              ))}
            </dl>
            <Button
              buttonStyle="primary"
              margin={false}
              disabled={busy}
              onClick={() => act('verify-payment')}
            >
              Verifikasi
            </Button>
            <label htmlFor="rejection-reason" style={{ fontWeight: 600 }}>
              Alasan penolakan (dikirim ke pendaftar)
            </label>
            <textarea
              id="rejection-reason"
              ref={reasonRef}
              value={reason}
              maxLength={500}
              rows={3}
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={reasonError ? 'rejection-reason-error' : undefined}
              onChange={(event) => {
                setReason(event.target.value)
                if (reasonError) setReasonError('')
              }}
              style={{ width: '100%', font: 'inherit', padding: 8 }}
            />
            {reasonError ? (
              <p id="rejection-reason-error" style={{ ...alertStyle, margin: 0 }}>
                {reasonError}
              </p>
            ) : null}
            <Button
              buttonStyle="secondary"
              margin={false}
              disabled={busy}
              onClick={() => act('reject-payment')}
            >
              Tolak
            </Button>
          </div>
          <div style={box}>
            {item.proof ? (
              <FilePreview file={item.proof} owner={item.name} />
            ) : (
              <p style={{ margin: 0 }}>Bukti pembayaran tidak ditemukan.</p>
            )}
          </div>
        </article>
      ) : (
        <p data-testid="queue-empty">Tidak ada bukti bayar yang menunggu verifikasi.</p>
      )}
    </div>
  )
}
