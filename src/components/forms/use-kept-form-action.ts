'use client'

import { startTransition, useActionState, useEffect, useRef, type FormEvent } from 'react'

/**
 * A form's server action, run from its submit event rather than through `<form action>`: React
 * resets a form after its action, which would put every select back to its first value. Without
 * JavaScript the form still posts to the same action. Whenever the action answers, focus moves to
 * the message summary (`summary`), so a screen reader reads what happened.
 */
export function useKeptFormAction<State extends { status: string }>(
  action: (state: State, data: FormData) => Promise<State>,
  initial: State,
  /** Told which button sent the form (e.g. "kembali"), before the action runs. */
  onSubmitter?: (submitter: HTMLElement | null) => void,
) {
  // A form's state is a plain object, never a promise: Awaited<State> is State.
  const [awaited, formAction, pending] = useActionState<State, FormData>(
    action as (state: Awaited<State>, data: FormData) => Promise<State>,
    initial as Awaited<State>,
  )
  const state = awaited as State
  const summary = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (state.status !== 'idle') summary.current?.focus()
  }, [state])

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending) return
    const { submitter } = event.nativeEvent as SubmitEvent
    onSubmitter?.(submitter)
    const data = new FormData(event.currentTarget, submitter)
    startTransition(() => formAction(data))
  }

  return { state, formAction, pending, submit, summary }
}
