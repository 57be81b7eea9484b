'use client'

import { useId } from 'react'
import { resendVerificationAction } from '@/features/admissions/auth/actions'
import { AuthForm } from './AuthForm'
import { EmailField } from './Field'
import { useAuthForm } from './use-auth-form.client'

/**
 * "Kirim ulang email verifikasi": offered when a login fails only because the email is not
 * verified yet.
 */
export function ResendVerification({ email }: { email: string }) {
  const formId = useId().replace(/:/g, '')
  const form = useAuthForm(resendVerificationAction)
  const { state } = form
  return (
    <AuthForm
      form={form}
      formId={formId}
      label="Kirim ulang email verifikasi"
      testId="resend-form"
      className="grid gap-3 rounded-xl border border-brand-100 bg-brand-50 p-4"
      done={state.message}
      submit="Kirim ulang email verifikasi"
      submitting="Mengirim…"
      submitClassName={
        'inline-flex min-h-11 items-center justify-center rounded-lg border ' +
        'border-brand-700 bg-white px-5 font-semibold text-brand-800 ' +
        'hover:bg-brand-100 disabled:cursor-wait disabled:opacity-70'
      }
    >
      <EmailField
        formId={formId}
        label="Email akun"
        defaultValue={state.values?.email ?? email}
        error={state.errors?.email}
      />
    </AuthForm>
  )
}
