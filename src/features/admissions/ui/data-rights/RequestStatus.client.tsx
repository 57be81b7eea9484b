'use client'

import { useEffect, useRef } from 'react'

export const requestInputClass =
  'mt-1 block w-full rounded-lg border border-gray-400 bg-white ' +
  'px-3 py-2.5 text-ink shadow-sm focus:outline-none focus:ring-3 ' +
  'focus:ring-brand-600/40 aria-invalid:border-red-700'

type State = { status: 'idle' | 'sent' | 'error'; message: string }

/**
 * The answer to a data request form (sent, or what is wrong), focused when it changes so a
 * screen reader and the keyboard land on it.
 */
export function RequestStatus({ state, testId }: { state: State; testId: string }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (state.status !== 'idle') ref.current?.focus()
  }, [state])
  if (!state.message) return null
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role={state.status === 'error' ? 'alert' : 'status'}
      data-testid={testId}
      className={
        `rounded-lg px-4 py-3 font-medium focus:outline-none ` +
        `${state.status === 'sent' ? 'bg-emerald-50 text-emerald-900' : 'bg-red-50 text-red-900'}`
      }
    >
      {state.message}
    </div>
  )
}

/**
 * The reason box of a request form with its error under it; what was typed comes back after a
 * refusal (`key` remounts the box with it).
 */
export function ReasonTextarea(props: {
  id: string
  reason: string
  error?: string
  maxLength: number
  rows: number
  required?: boolean
  describedBy?: string
}) {
  const { id, reason, error } = props
  return (
    <>
      <textarea
        id={`${id}-reason`}
        name="reason"
        rows={props.rows}
        required={props.required}
        maxLength={props.maxLength}
        defaultValue={reason}
        key={`reason-${reason}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={props.describedBy}
        className={requestInputClass}
      />
      {error ? (
        <p id={`${id}-reason-error`} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </>
  )
}
