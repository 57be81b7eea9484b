'use client'

import { useId } from 'react'
import { resendVerificationAction } from '@/features/admissions/auth/actions'
import { EmailField, FormMessage } from './Field'
import { useAuthForm } from './use-auth-form.client'

/**
 * "Kirim ulang email verifikasi": offered when a login fails only because the email is not
 * verified yet.
 */
export function ResendVerification({ email }: { email: string }) {
  const formId = useId().replace(/:/g, '')
  const { state, formAction, pending, onSubmit, formRef } = useAuthForm(resendVerificationAction)
  return (
    <form
      ref={formRef}
      id={formId}
      action={formAction}
      onSubmit={onSubmit}
      noValidate
      aria-label="Kirim ulang email verifikasi"
      className="grid gap-3 rounded-xl border border-brand-100 bg-brand-50 p-4"
      data-testid="resend-form"
    >
      {state.status !== 'idle' && state.message ? (
        <FormMessage tone={state.status === 'done' ? 'success' : 'error'} id={`${formId}-message`}>
          {state.message}
        </FormMessage>
      ) : null}
      <EmailField
        formId={formId}
        label="Email akun"
        defaultValue={state.values?.email ?? email}
        error={state.errors?.email}
      />
      <button
        type="submit"
        disabled={pending}
        aria-busy={pending || undefined}
        className={
          'inline-flex min-h-11 items-center justify-center rounded-lg border ' +
          'border-brand-700 bg-white px-5 font-semibold text-brand-800 ' +
          'hover:bg-brand-100 disabled:cursor-wait disabled:opacity-70'
        }
      >
        {pending ? 'Mengirim…' : 'Kirim ulang email verifikasi'}
      </button>
    </form>
  )
}
