'use client'

import { useActionState, useId } from 'react'
import { YES } from '@/features/admissions/form/field-rules'
import {
  requestDeletionAction,
  type DeletionFormState,
} from '@/features/admissions/data-rights/actions'
import { PendingButton } from '@/components/forms/PendingButton'
import { ReasonTextarea, RequestStatus } from './RequestStatus.client'

const initial: DeletionFormState = { status: 'idle', message: '', errors: {}, reason: '' }

export type OpenRequest = { kindLabel: string; statusLabel: string; createdAt: string }

/**
 * The deletion request form, or (while a request is still being handled) a notice about it.
 * What the applicant typed stays in the form when the request is refused.
 */
export function DeletionRequest({
  open,
  reasonMaxLength,
}: {
  open: OpenRequest | null
  reasonMaxLength: number
}) {
  const id = useId()
  const [state, action, pending] = useActionState(requestDeletionAction, initial)
  const status = <RequestStatus state={state} testId="deletion-status" />

  if (open) {
    return (
      <div className="grid gap-4">
        {state.status === 'sent' ? status : null}
        <p
          className="rounded-lg border border-brand-100 bg-brand-50 px-4 py-3 text-brand-900"
          data-testid="open-request"
        >
          Permintaan {open.kindLabel.toLowerCase()} Anda tanggal {open.createdAt} berstatus{' '}
          <strong>{open.statusLabel}</strong>. Anda dapat mengajukan permintaan baru setelah
          permintaan ini selesai ditangani.
        </p>
      </div>
    )
  }

  const describedBy = (field: 'reason' | 'confirm', hint?: string) =>
    [hint, state.errors[field] ? `${id}-${field}-error` : ''].filter(Boolean).join(' ') || undefined

  return (
    <form
      action={action}
      noValidate
      className="grid gap-4"
      aria-label="Permintaan penghapusan data"
      data-testid="deletion-form"
    >
      {status}
      <div>
        <label htmlFor={`${id}-reason`} className="block font-semibold text-brand-900">
          Alasan <span className="font-normal text-muted">(opsional)</span>
        </label>
        <p id={`${id}-reason-hint`} className="text-sm text-muted">
          Boleh dikosongkan. Maksimal {reasonMaxLength} karakter.
        </p>
        <ReasonTextarea
          id={id}
          reason={state.reason}
          error={state.errors.reason}
          maxLength={reasonMaxLength}
          rows={4}
          describedBy={describedBy('reason', `${id}-reason-hint`)}
        />
      </div>
      <div>
        <div className="flex items-start gap-3">
          <input
            id={`${id}-confirm`}
            name="confirm"
            type="checkbox"
            value={YES}
            required
            aria-invalid={state.errors.confirm ? true : undefined}
            aria-describedby={describedBy('confirm')}
            className="mt-1 size-5 shrink-0 accent-brand-800"
          />
          <label htmlFor={`${id}-confirm`} className="text-ink">
            Saya mengerti bahwa setelah data saya dihapus, akun dan pendaftaran saya tidak dapat
            dipulihkan dan proses penerimaan saya berhenti.
          </label>
        </div>
        {state.errors.confirm ? (
          <p id={`${id}-confirm-error`} className="mt-1 text-sm font-medium text-red-800">
            {state.errors.confirm}
          </p>
        ) : null}
      </div>
      <div>
        <PendingButton pending={pending} label="Ajukan penghapusan data" tone="danger" />
      </div>
    </form>
  )
}
