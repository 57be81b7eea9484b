'use client'

import { Button, useConfig, useDocumentInfo } from '@payloadcms/ui'
import { useId, useState, type FormEvent } from 'react'
import { useAdminAction } from '@/components/admin/admin-action'

/**
 * "Catat pengembalian biaya" in a paid payment's sidebar: the date, the bank's reference and the
 * amount of the transfer that returned the fee (POST /api/cms/payments/:id/refund). The server
 * decides whether the fee is due back; its answer shows in the status line.
 */
export function RecordRefund() {
  const { id, initialData } = useDocumentInfo()
  const { config } = useConfig()
  const { notice, busy, run } = useAdminAction()
  const [open, setOpen] = useState(false)
  const ids = useId()
  if (!id) return null
  const paid = Number((initialData as { amount?: number } | undefined)?.amount ?? 0)
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Jakarta' })

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    // The day typed is a Jakarta calendar day; noon WIB keeps it that day in every zone.
    const date = `${String(form.get('date'))}T12:00:00+07:00`
    void run('Mencatat pengembalian…', () =>
      fetch(`${config.routes.api}/payments/${id}/refund`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          date,
          reference: form.get('reference'),
          amount: Number(form.get('amount')),
        }),
      }),
    )
  }

  return (
    <section aria-labelledby={`${ids}-title`} style={{ display: 'grid', gap: 8, marginBottom: 24 }}>
      <h3 id={`${ids}-title`} style={{ margin: 0 }}>
        Pengembalian biaya
      </h3>
      {open ? (
        <form onSubmit={submit} style={{ display: 'grid', gap: 8 }} data-testid="record-refund">
          <label htmlFor={`${ids}-date`}>Tanggal transfer</label>
          <input id={`${ids}-date`} name="date" type="date" required max={today} />
          <label htmlFor={`${ids}-reference`}>Nomor referensi transfer bank</label>
          <input id={`${ids}-reference`} name="reference" type="text" required maxLength={100} />
          <label htmlFor={`${ids}-amount`}>Jumlah dikembalikan (Rp)</label>
          <input
            id={`${ids}-amount`}
            name="amount"
            type="number"
            required
            min={1}
            max={paid || undefined}
            defaultValue={paid || undefined}
          />
          <Button type="submit" size="small" margin={false} disabled={busy}>
            Simpan pengembalian
          </Button>
        </form>
      ) : (
        <Button buttonStyle="secondary" size="small" margin={false} onClick={() => setOpen(true)}>
          Catat pengembalian biaya
        </Button>
      )}
      <p role="status" aria-live="polite" style={{ margin: 0 }}>
        {notice}
      </p>
    </section>
  )
}
