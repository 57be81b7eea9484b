'use client'

import { useActionState, useId } from 'react'
import {
  requestRestrictionAction,
  type RestrictionFormState,
} from '@/features/admissions/data-rights/actions'
import { PendingButton } from '@/components/forms/PendingButton'
import { ReasonTextarea, RequestStatus } from './RequestStatus.client'

const initial: RestrictionFormState = { status: 'idle', message: '', errors: {}, reason: '' }

/**
 * The restriction-of-processing request, with its reason. Hidden while another request is being
 * handled; what the applicant typed stays when it is refused.
 */
export function RestrictionRequest({
  maxLength,
  blocked,
}: {
  maxLength: number
  blocked: boolean
}) {
  const id = useId()
  const [state, action, pending] = useActionState(requestRestrictionAction, initial)
  const status = <RequestStatus state={state} testId="restriction-status" />
  if (blocked) return state.status === 'sent' ? status : null
  return (
    <form
      action={action}
      noValidate
      className="grid gap-4"
      aria-label="Permintaan pembatasan pemrosesan"
      data-testid="restriction-form"
    >
      {status}
      <div>
        <label htmlFor={`${id}-reason`} className="block font-semibold text-brand-900">
          Alasan pembatasan
        </label>
        <ReasonTextarea
          id={id}
          reason={state.reason}
          error={state.errors.reason}
          maxLength={maxLength}
          rows={3}
          required
          describedBy={state.errors.reason ? `${id}-reason-error` : undefined}
        />
      </div>
      <div>
        <PendingButton pending={pending} label="Ajukan pembatasan pemrosesan" />
      </div>
    </form>
  )
}
