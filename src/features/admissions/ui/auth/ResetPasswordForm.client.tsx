'use client'

import Link from 'next/link'
import { useId } from 'react'
import { resetPasswordAction } from '@/features/admissions/auth/actions'
import { PASSWORD_MAX, PASSWORD_MIN } from '@/features/accounts/password-policy-limits'
import { Field, FormMessage, linkClass, submitClass } from './Field'
import { useAuthForm } from './use-auth-form.client'

const FAILED = 'Kata sandi belum dapat disimpan. Silakan coba lagi nanti.'

/** The new password from an emailed link; on success the server sends the applicant to the login. */
export function ResetPasswordForm({ token }: { token: string }) {
  const formId = useId().replace(/:/g, '')
  const { state, formAction, pending, onSubmit, formRef } = useAuthForm(resetPasswordAction)
  const errors = state.errors ?? {}
  return (
    <form
      ref={formRef}
      id={formId}
      action={formAction}
      onSubmit={onSubmit}
      noValidate
      aria-label="Atur kata sandi baru"
      className="grid gap-4"
      data-testid="reset-form"
    >
      <input type="hidden" name="token" value={token} />
      {state.status === 'error' ? (
        <FormMessage tone="error" id={`${formId}-message`}>
          {state.message ?? FAILED}
          {state.reason === 'invalid-link' ? (
            <>
              {' '}
              <Link href="/daftar/lupa-sandi" className={linkClass}>
                Minta tautan baru
              </Link>
            </>
          ) : null}
        </FormMessage>
      ) : null}
      <Field
        formId={formId}
        name="password"
        label="Kata sandi baru"
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX * 2}
        error={errors.password}
        hint={`Minimal ${PASSWORD_MIN} karakter (boleh sampai ${PASSWORD_MAX}). Kata sandi yang umum ditolak.`}
      />
      <Field
        formId={formId}
        name="passwordConfirm"
        label="Ulangi kata sandi baru"
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX * 2}
        error={errors.passwordConfirm}
      />
      <button
        type="submit"
        className={submitClass}
        disabled={pending}
        aria-busy={pending || undefined}
      >
        {pending ? 'Menyimpan…' : 'Simpan kata sandi baru'}
      </button>
    </form>
  )
}
