'use client'

import Link from 'next/link'
import { useId } from 'react'
import { registerAction } from '@/features/admissions/auth/actions'
import { REGISTRATION_FAILED } from '@/features/admissions/auth/messages'
import { PASSWORD_MAX, PASSWORD_MIN } from '@/features/accounts/password-policy-limits'
import { AuthForm } from './AuthForm'
import { EmailField, Field, FormMessage, NewPasswordFields, linkClass } from './Field'
import { useAuthForm } from './use-auth-form.client'
import { PRIVACY_NOTICE_PATH, PRIVACY_NOTICE_TITLE } from '@/features/privacy/messages'

type Props = {
  privacyNotice: string
  privacyNoticeVersion: number
  privacyNoticeLabel: string
  loginHref: string
}

/** Account creation: name, email, WhatsApp, password twice and consent to the privacy notice shown above the box. */
export function RegisterForm({
  privacyNotice,
  privacyNoticeVersion,
  privacyNoticeLabel,
  loginHref,
}: Props) {
  const formId = useId().replace(/:/g, '')
  const form = useAuthForm(registerAction)
  const { state } = form
  const errors = state.errors ?? {}
  const values = state.values ?? {}

  if (state.status === 'done') {
    return (
      <div className="grid gap-4" data-testid="register-done">
        <FormMessage tone="success">{state.message}</FormMessage>
        <p>
          Sudah memverifikasi email?{' '}
          <Link href={loginHref} className={linkClass}>
            Masuk
          </Link>
        </p>
      </div>
    )
  }

  return (
    <AuthForm
      form={form}
      formId={formId}
      label="Buat akun pendaftar"
      testId="register-form"
      hidden={{ consentVersion: privacyNoticeVersion }}
      failed={REGISTRATION_FAILED}
      submit="Buat akun"
      submitting="Membuat akun…"
    >
      <Field
        formId={formId}
        name="fullName"
        label="Nama lengkap"
        type="text"
        autoComplete="name"
        maxLength={100}
        defaultValue={values.fullName}
        error={errors.fullName}
        hint="Sesuai ijazah atau KTP."
      />
      <EmailField
        formId={formId}
        defaultValue={values.email}
        error={errors.email}
        hint="Email verifikasi dan kabar pendaftaran dikirim ke sini."
      />
      <Field
        formId={formId}
        name="whatsapp"
        label="Nomor WhatsApp"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={20}
        defaultValue={values.whatsapp}
        error={errors.whatsapp}
        hint="Nomor HP Indonesia, contoh: 0812 3456 7890."
      />
      <NewPasswordFields
        formId={formId}
        errors={errors}
        label="Kata sandi"
        confirmLabel="Ulangi kata sandi"
        hint={
          `Minimal ${PASSWORD_MIN} karakter (boleh sampai ${PASSWORD_MAX}, spasi ` +
          `boleh). Kata sandi yang umum, atau yang hanya berisi nama, email Anda, nama kampus ` +
          `dan angka, ditolak.`
        }
      />
      <fieldset className="grid gap-2 rounded-xl border border-brand-100 bg-brand-50 p-4">
        <legend className="px-1 font-semibold text-brand-900">Pemberitahuan privasi</legend>
        <p
          id={`${formId}-privacy`}
          className="whitespace-pre-line text-sm text-ink"
          data-testid="privacy-notice"
        >
          {privacyNotice}{' '}
          <a
            href={PRIVACY_NOTICE_PATH}
            target="_blank"
            rel="noopener"
            className="font-semibold underline underline-offset-2"
          >
            Baca {PRIVACY_NOTICE_TITLE} selengkapnya
          </a>{' '}
          ({privacyNoticeLabel}).
        </p>
        <div className="flex items-start gap-3">
          <input
            id={`${formId}-consent`}
            name="consent"
            type="checkbox"
            defaultChecked={values.consent === 'on'}
            required
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={[`${formId}-privacy`, errors.consent ? `${formId}-consent-error` : '']
              .filter(Boolean)
              .join(' ')}
            className="mt-1 size-5 shrink-0 accent-brand-800"
          />
          <label htmlFor={`${formId}-consent`} className="font-medium text-brand-900">
            Saya telah membaca dan menyetujui pemberitahuan privasi di atas (versi{' '}
            {privacyNoticeVersion}).
          </label>
        </div>
        {errors.consent ? (
          <p
            id={`${formId}-consent-error`}
            data-testid="error-consent"
            className="text-sm font-medium text-red-800"
          >
            {errors.consent}
          </p>
        ) : null}
      </fieldset>
    </AuthForm>
  )
}
