import type { ReactNode } from 'react'
import { FormMessage, submitClass } from './Field'
import type { useAuthForm } from './use-auth-form.client'

type Props = {
  form: ReturnType<typeof useAuthForm>
  formId: string
  label: string
  testId: string
  submit: string
  submitting: string
  /** The failure's text when the server sends none (none: a failure without text shows nothing). */
  failed?: string
  /** After the failure's text: what the applicant can do about it. */
  failedAction?: ReactNode
  /** The success notice, for the forms that stay on the page. */
  done?: ReactNode
  hidden?: Record<string, string | number>
  className?: string
  submitClassName?: string
  children: ReactNode
}

/**
 * An account form: its outcome above the fields (with the id `useAuthForm` focuses after a
 * failure), the fields, and a submit button that says it is busy while the action runs.
 */
export function AuthForm({
  form: { state, formAction, pending, onSubmit, formRef },
  formId,
  label,
  testId,
  submit,
  submitting,
  failed,
  failedAction,
  done,
  hidden = {},
  className = 'grid gap-4',
  submitClassName = submitClass,
  children,
}: Props) {
  const failure = state.message ?? failed
  return (
    <form
      ref={formRef}
      id={formId}
      action={formAction}
      onSubmit={onSubmit}
      noValidate
      aria-label={label}
      className={className}
      data-testid={testId}
    >
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {state.status === 'error' && failure ? (
        <FormMessage tone="error" id={`${formId}-message`}>
          {failure}
          {failedAction}
        </FormMessage>
      ) : null}
      {state.status === 'done' && done ? (
        <FormMessage tone="success" id={`${formId}-message`}>
          {done}
        </FormMessage>
      ) : null}
      {children}
      <button
        type="submit"
        className={submitClassName}
        disabled={pending}
        aria-busy={pending || undefined}
      >
        {pending ? submitting : submit}
      </button>
    </form>
  )
}
