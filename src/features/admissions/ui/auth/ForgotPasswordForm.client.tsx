'use client'

import { useId } from 'react'
import { forgotPasswordAction } from '@/features/admissions/auth/actions'
import { EmailField, FormMessage, submitClass } from './Field'
import { useAuthForm } from './use-auth-form.client'

const FAILED = 'Permintaan belum dapat diproses. Silakan coba lagi nanti.'

/** Asks for a reset link; the answer is the same whether or not the email has an account. */
export function ForgotPasswordForm() {
  const formId = useId().replace(/:/g, '')
  const { state, formAction, pending, onSubmit, formRef } = useAuthForm(forgotPasswordAction)
  return (
    <form
      ref={formRef}
      id={formId}
      action={formAction}
      onSubmit={onSubmit}
      noValidate
      aria-label="Minta tautan atur ulang kata sandi"
      className="grid gap-4"
      data-testid="forgot-form"
    >
      {state.status === 'done' ? <FormMessage tone="success">{state.message}</FormMessage> : null}
      {state.status === 'error' ? (
        <FormMessage tone="error" id={`${formId}-message`}>
          {state.message ?? FAILED}
        </FormMessage>
      ) : null}
      <EmailField
        formId={formId}
        label="Email akun"
        defaultValue={state.values?.email}
        error={state.errors?.email}
      />
      <button
        type="submit"
        className={submitClass}
        disabled={pending}
        aria-busy={pending || undefined}
      >
        {pending ? 'Mengirim…' : 'Kirim tautan atur ulang'}
      </button>
    </form>
  )
}
