'use client'

import { useId } from 'react'
import { forgotPasswordAction } from '@/features/admissions/auth/actions'
import { AuthForm } from './AuthForm'
import { EmailField } from './Field'
import { useAuthForm } from './use-auth-form.client'

const FAILED = 'Permintaan belum dapat diproses. Silakan coba lagi nanti.'

/** Asks for a reset link; the answer is the same whether or not the email has an account. */
export function ForgotPasswordForm() {
  const formId = useId().replace(/:/g, '')
  const form = useAuthForm(forgotPasswordAction)
  const { state } = form
  return (
    <AuthForm
      form={form}
      formId={formId}
      label="Minta tautan atur ulang kata sandi"
      testId="forgot-form"
      failed={FAILED}
      done={state.message}
      submit="Kirim tautan atur ulang"
      submitting="Mengirim…"
    >
      <EmailField
        formId={formId}
        label="Email akun"
        defaultValue={state.values?.email}
        error={state.errors?.email}
      />
    </AuthForm>
  )
}
