'use client'

import { useActionState, useId } from 'react'
import {
  requestCorrectionAction,
  type CorrectionFormState,
} from '@/features/admissions/data-rights/actions'
import { PendingButton } from '@/components/forms/PendingButton'
import { RequestStatus, requestInputClass } from './RequestStatus.client'

const initial: CorrectionFormState = {
  status: 'idle',
  message: '',
  errors: {},
  field: '',
  value: '',
}

/**
 * The correction request (after the form was submitted): which data and the right value. Hidden
 * while another request is being handled; what the applicant typed stays when it is refused.
 */
export function CorrectionRequest({ maxLength, blocked }: { maxLength: number; blocked: boolean }) {
  const id = useId()
  const [state, action, pending] = useActionState(requestCorrectionAction, initial)
  const status = <RequestStatus state={state} testId="correction-status" />

  if (blocked) return state.status === 'sent' ? status : null

  const error = (key: 'field' | 'value') =>
    state.errors[key] ? (
      <p id={`${id}-${key}-error`} className="mt-1 text-sm font-medium text-red-800">
        {state.errors[key]}
      </p>
    ) : null

  return (
    <form
      action={action}
      noValidate
      className="grid gap-4"
      aria-label="Permintaan koreksi data"
      data-testid="correction-form"
    >
      {status}
      <div>
        <label htmlFor={`${id}-field`} className="block font-semibold text-brand-900">
          Data yang perlu dikoreksi
        </label>
        <input
          id={`${id}-field`}
          name="field"
          type="text"
          required
          maxLength={150}
          placeholder="Misalnya: tempat lahir"
          defaultValue={state.field}
          key={`field-${state.field}`}
          aria-invalid={state.errors.field ? true : undefined}
          aria-describedby={state.errors.field ? `${id}-field-error` : undefined}
          className={requestInputClass}
        />
        {error('field')}
      </div>
      <div>
        <label htmlFor={`${id}-value`} className="block font-semibold text-brand-900">
          Data yang benar
        </label>
        <textarea
          id={`${id}-value`}
          name="value"
          rows={3}
          required
          maxLength={maxLength}
          defaultValue={state.value}
          key={`value-${state.value}`}
          aria-invalid={state.errors.value ? true : undefined}
          aria-describedby={state.errors.value ? `${id}-value-error` : undefined}
          className={requestInputClass}
        />
        {error('value')}
      </div>
      <div>
        <PendingButton pending={pending} label="Ajukan koreksi data" />
      </div>
    </form>
  )
}
