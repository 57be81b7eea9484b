'use client'

import { useDocumentInfo } from '@payloadcms/ui'
import { SidebarForm } from './SidebarForm.client'

/**
 * "Catat pengembalian biaya" in a paid payment's sidebar: the date, the bank's reference and the
 * amount of the transfer that returned the fee (POST /api/cms/payments/:id/refund). The server
 * decides whether the fee is due back; its answer shows in the status line.
 */
export function RecordRefund() {
  const { initialData } = useDocumentInfo()
  const paid = Number((initialData as { amount?: number } | undefined)?.amount ?? 0)
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Jakarta' })
  return (
    <SidebarForm
      title="Pengembalian biaya"
      openLabel="Catat pengembalian biaya"
      submitLabel="Simpan pengembalian"
      pending="Mencatat pengembalian…"
      testId="record-refund"
      path={(id) => `/payments/${id}/refund`}
      body={(form) => ({
        // The day typed is a Jakarta calendar day; noon WIB keeps it that day in every zone.
        date: `${String(form.get('date'))}T12:00:00+07:00`,
        reference: form.get('reference'),
        amount: Number(form.get('amount')),
      })}
    >
      {(ids) => (
        <>
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
            min={paid || 1}
            max={paid || undefined}
            defaultValue={paid || undefined}
          />
        </>
      )}
    </SidebarForm>
  )
}
