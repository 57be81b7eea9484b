'use client'

import { startTransition, useActionState, useEffect, useRef, type FormEvent } from 'react'
import type { AuthFormState } from '@/features/admissions/auth/actions'

type Action = (state: AuthFormState, form: FormData) => Promise<AuthFormState>

/**
 * An account form on a server action. The form posts normally without JavaScript; with it, the
 * submission runs in a transition instead of React's form action so the browser keeps every
 * field as typed (React resets a form after its action, passwords included). After a failure the
 * first field in error, or the message, receives focus.
 */
export function useAuthForm(action: Action) {
  const [state, formAction, pending] = useActionState(action, { status: 'idle' })
  const formRef = useRef<HTMLFormElement>(null)

  useEffect(() => {
    if (state.status !== 'error' || !formRef.current) return
    const first = formRef.current.querySelector<HTMLElement>('[aria-invalid="true"]')
    ;(first ?? document.getElementById(`${formRef.current.id}-message`))?.focus()
  }, [state])

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (pending) return
    const data = new FormData(event.currentTarget)
    data.set('js', '1')
    startTransition(() => formAction(data))
  }

  return { state, formAction, pending, onSubmit, formRef }
}
