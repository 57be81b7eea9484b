'use client'

import { useActionState, useId } from 'react'
import {
  requestRestrictionAction,
  type RestrictionFormState,
} from '@/features/admissions/data-rights/actions'
import { PendingButton } from '@/components/forms/PendingButton'
import { RequestStatus, requestInputClass } from './RequestStatus.client'

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
        <textarea
          id={`${id}-reason`}
          name="reason"
          rows={3}
          required
          maxLength={maxLength}
          defaultValue={state.reason}
          key={`reason-${state.reason}`}
          aria-invalid={state.errors.reason ? true : undefined}
          aria-describedby={state.errors.reason ? `${id}-reason-error` : undefined}
          className={requestInputClass}
        />
        {state.errors.reason ? (
          <p id={`${id}-reason-error`} className="mt-1 text-sm font-medium text-red-800">
            {state.errors.reason}
          </p>
        ) : null}
      </div>
      <div>
        <PendingButton pending={pending} label="Ajukan pembatasan pemrosesan" />
      </div>
    </form>
  )
}
