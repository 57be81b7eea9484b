'use client'

import { useDocumentInfo } from '@payloadcms/ui'
import { SidebarForm } from './SidebarForm.client'

/**
 * "Catat transfer cicilan" in a re-registration's sidebar: an instalment of the first-semester
 * fee paid by bank transfer, with the bank's reference (POST /api/cms/payments/tuition). The
 * server checks that it is the next unpaid one; sent twice, it keeps the first record.
 */
export function RecordTuitionTransfer() {
  const { initialData } = useDocumentInfo()
  const count = Number((initialData as { instalmentCount?: number } | undefined)?.instalmentCount)
  return (
    <SidebarForm
      title="Transfer cicilan biaya semester pertama"
      openLabel="Catat transfer cicilan"
      submitLabel="Catat sebagai lunas"
      pending="Mencatat pembayaran cicilan…"
      testId="record-tuition"
      path={() => '/payments/tuition'}
      body={(form, id) => ({
        reregistration: Number(id),
        instalment: Number(form.get('instalment')),
        reference: form.get('reference'),
      })}
    >
      {(ids) => (
        <>
          <label htmlFor={`${ids}-instalment`}>Cicilan ke</label>
          <input
            id={`${ids}-instalment`}
            name="instalment"
            type="number"
            required
            min={1}
            max={count || undefined}
            defaultValue={1}
          />
          <label htmlFor={`${ids}-reference`}>Nomor referensi transfer bank</label>
          <input id={`${ids}-reference`} name="reference" type="text" required maxLength={100} />
        </>
      )}
    </SidebarForm>
  )
}
