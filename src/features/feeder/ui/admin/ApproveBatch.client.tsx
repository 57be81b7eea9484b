'use client'

import { useFormFields } from '@payloadcms/ui'
import { DocumentAction } from '@/components/admin/DocumentAction.client'

/**
 * "Setujui & kirim" in a draft batch's sidebar: sends the fingerprint shown on this page, so the
 * server refuses when the students' data changed since (POST /api/cms/feeder-batches/:id/approve),
 * and "Hitung ulang" to show today's content first.
 */
export function ApproveBatch() {
  const fingerprint = useFormFields(([fields]) => fields.fingerprint?.value as string | undefined)
  const post = (url: string, body?: object) =>
    fetch(url, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    })
  return (
    <div style={{ display: 'grid', gap: 12, marginBottom: 16 }}>
      <DocumentAction
        label="Setujui & kirim"
        busyLabel="Memeriksa dan menyetujui…"
        buttonStyle="primary"
        testId="feeder-approve"
        request={(api, id) => post(`${api}/feeder-batches/${id}/approve`, { fingerprint })}
      />
      <DocumentAction
        label="Hitung ulang isi kiriman"
        busyLabel="Menghitung ulang…"
        testId="feeder-refresh"
        request={(api, id) => post(`${api}/feeder-batches/${id}/refresh`)}
      />
    </div>
  )
}
