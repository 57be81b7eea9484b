'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useId } from 'react'
import { loginAction } from '@/features/admissions/auth/actions'
import { LOGIN_FAILED } from '@/features/admissions/auth/messages'
import { APPLICANT_EMAIL_KEY } from '@/features/admissions/auth/storage'
import { AuthForm } from './AuthForm'
import { EmailField, Field } from './Field'
import { ResendVerification } from './ResendVerification.client'
import { useAuthForm } from './use-auth-form.client'

/** Applicant login: on success the email is kept in the browser and the applicant returns to `kembali`. */
export function LoginForm({ kembali }: { kembali: string }) {
  const formId = useId().replace(/:/g, '')
  const router = useRouter()
  const form = useAuthForm(loginAction)
  const { state } = form

  useEffect(() => {
    if (state.status !== 'done' || !state.redirectTo) return
    try {
      if (state.email) localStorage.setItem(APPLICANT_EMAIL_KEY, state.email)
    } catch {
      // Storage can be off (private mode); the session cookie is what counts.
    }
    router.replace(state.redirectTo)
  }, [state, router])

  return (
    <div className="grid gap-5">
      <AuthForm
        form={form}
        formId={formId}
        label="Masuk ke akun pendaftar"
        testId="login-form"
        hidden={{ kembali }}
        failed={LOGIN_FAILED}
        done="Berhasil masuk. Mengalihkan…"
        submit="Masuk"
        submitting="Memproses…"
      >
        <EmailField
          formId={formId}
          defaultValue={state.values?.email}
          error={state.errors?.email}
        />
        <Field
          formId={formId}
          name="password"
          label="Kata sandi"
          type="password"
          autoComplete="current-password"
          maxLength={1024}
          error={state.errors?.password}
        />
      </AuthForm>
      {state.reason === 'unverified' ? (
        <ResendVerification email={state.values?.email ?? ''} />
      ) : null}
    </div>
  )
}
