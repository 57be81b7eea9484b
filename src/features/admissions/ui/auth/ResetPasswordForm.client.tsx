'use client'

import Link from 'next/link'
import { useId } from 'react'
import { resetPasswordAction } from '@/features/admissions/auth/actions'
import { PASSWORD_MAX, PASSWORD_MIN } from '@/features/accounts/password-policy-limits'
import { AuthForm } from './AuthForm'
import { NewPasswordFields, linkClass } from './Field'
import { useAuthForm } from './use-auth-form.client'

const FAILED = 'Kata sandi belum dapat disimpan. Silakan coba lagi nanti.'

/** The new password from an emailed link; on success the server sends the applicant to the login. */
export function ResetPasswordForm({ token }: { token: string }) {
  const formId = useId().replace(/:/g, '')
  const form = useAuthForm(resetPasswordAction)
  const { state } = form
  return (
    <AuthForm
      form={form}
      formId={formId}
      label="Atur kata sandi baru"
      testId="reset-form"
      hidden={{ token }}
      failed={FAILED}
      failedAction={
        state.reason === 'invalid-link' ? (
          <>
            {' '}
            <Link href="/daftar/lupa-sandi" className={linkClass}>
              Minta tautan baru
            </Link>
          </>
        ) : null
      }
      submit="Simpan kata sandi baru"
      submitting="Menyimpan…"
    >
      <NewPasswordFields
        formId={formId}
        errors={state.errors ?? {}}
        label="Kata sandi baru"
        confirmLabel="Ulangi kata sandi baru"
        hint={`Minimal ${PASSWORD_MIN} karakter (boleh sampai ${PASSWORD_MAX}). Kata sandi yang umum ditolak.`}
      />
    </AuthForm>
  )
}
