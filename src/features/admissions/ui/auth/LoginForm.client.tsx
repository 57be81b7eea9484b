'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useId } from 'react'
import { loginAction } from '@/features/admissions/auth/actions'
import { LOGIN_FAILED } from '@/features/admissions/auth/messages'
import { APPLICANT_EMAIL_KEY } from '@/features/admissions/auth/storage'
import { EmailField, Field, FormMessage, submitClass } from './Field'
import { ResendVerification } from './ResendVerification.client'
import { useAuthForm } from './use-auth-form.client'

/** Applicant login: on success the email is kept in the browser and the applicant returns to `kembali`. */
export function LoginForm({ kembali }: { kembali: string }) {
  const formId = useId().replace(/:/g, '')
  const router = useRouter()
  const { state, formAction, pending, onSubmit, formRef } = useAuthForm(loginAction)

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
      <form
        ref={formRef}
        id={formId}
        action={formAction}
        onSubmit={onSubmit}
        noValidate
        aria-label="Masuk ke akun pendaftar"
        className="grid gap-4"
        data-testid="login-form"
      >
        <input type="hidden" name="kembali" value={kembali} />
        {state.status === 'error' ? (
          <FormMessage tone="error" id={`${formId}-message`}>
            {state.message ?? LOGIN_FAILED}
          </FormMessage>
        ) : null}
        {state.status === 'done' ? (
          <FormMessage tone="success">Berhasil masuk. Mengalihkan…</FormMessage>
        ) : null}
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
        <button
          type="submit"
          className={submitClass}
          disabled={pending}
          aria-busy={pending || undefined}
        >
          {pending ? 'Memproses…' : 'Masuk'}
        </button>
      </form>
      {state.reason === 'unverified' ? (
        <ResendVerification email={state.values?.email ?? ''} />
      ) : null}
    </div>
  )
}
