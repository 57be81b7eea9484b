'use client'

import { Button, useConfig, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useId, useState } from 'react'
import { useAdminAction } from '@/components/admin/admin-action'

const post = (url: string, body?: unknown) =>
  fetch(url, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

/**
 * In the sidebar of a re-registration waiting for review: "Setujui" (the server checks the first
 * instalment, gives the NIM and says it) and "Kembalikan" with the reason the applicant reads.
 */
export function ReviewReregistration() {
  const { id } = useDocumentInfo()
  const { config } = useConfig()
  const status = useFormFields(([fields]) => fields.status?.value)
  const { notice, busy, run } = useAdminAction()
  const [reason, setReason] = useState('')
  const reasonId = useId()
  if (!id) return null
  const base = `${config.routes.api}/reregistrations/${id}`
  // The status line stays after the review, with the server's answer (the NIM, or why not).
  return (
    <div style={{ display: 'grid', gap: 8, marginBottom: 16 }} data-testid="review-reregistration">
      {status === 'submitted' ? (
        <>
          <Button
            buttonStyle="primary"
            size="small"
            margin={false}
            disabled={busy}
            onClick={() => run('Menyetujui…', () => post(`${base}/approve`))}
          >
            Setujui dan tetapkan NIM
          </Button>
          <label htmlFor={reasonId} style={{ fontWeight: 600 }}>
            Alasan dikembalikan
          </label>
          <textarea
            id={reasonId}
            rows={3}
            maxLength={1000}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            style={{ width: '100%' }}
          />
          <Button
            buttonStyle="secondary"
            size="small"
            margin={false}
            disabled={busy}
            onClick={() => run('Mengembalikan…', () => post(`${base}/return`, { reason }))}
          >
            Kembalikan ke pendaftar
          </Button>
        </>
      ) : null}
      <p role="status" style={{ margin: 0, color: 'var(--theme-elevation-800)' }}>
        {notice}
      </p>
    </div>
  )
}
