import type { InputHTMLAttributes } from 'react'
import { PASSWORD_MAX } from '@/features/accounts/password-policy-limits'
import type { FieldErrors } from '@/features/admissions/auth/schemas'

const inputClass =
  'mt-1 block w-full rounded-lg border border-gray-400 bg-white ' +
  'px-3 py-2.5 text-ink shadow-sm focus:outline-none focus:ring-3 ' +
  'focus:ring-brand-600/40 aria-invalid:border-red-700'

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> & {
  formId: string
  name: string
  label: string
  error?: string
  hint?: string
}

/** A labelled input whose hint and error are tied to it (aria-describedby, aria-invalid). */
export function Field({ formId, name, label, error, hint, required = true, ...input }: Props) {
  const id = `${formId}-${name}`
  const describedBy =
    [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-brand-900">
        {label}{' '}
        {required ? (
          <span className="text-red-800" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={inputClass}
        {...input}
      />
      {error ? (
        <p
          id={`${id}-error`}
          data-testid={`error-${name}`}
          className="mt-1 text-sm font-medium text-red-800"
        >
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** The account's email: the same input on every account form (254: the longest address). */
export function EmailField({
  label = 'Email',
  ...props
}: Omit<Props, 'name' | 'label' | 'type'> & { label?: string }) {
  return (
    <Field
      {...props}
      name="email"
      label={label}
      type="email"
      autoComplete="email"
      maxLength={254}
    />
  )
}

/** The outcome of a submission: an alert for a failure, a status for a success. */
export function FormMessage({
  tone,
  children,
  id,
}: {
  tone: 'error' | 'success' | 'info'
  children: React.ReactNode
  id?: string
}) {
  const style =
    tone === 'error'
      ? 'border-red-300 bg-red-50 text-red-900'
      : tone === 'success'
        ? 'border-green-300 bg-green-50 text-green-900'
        : 'border-brand-200 bg-brand-50 text-brand-900'
  return (
    <div
      id={id}
      role={tone === 'error' ? 'alert' : 'status'}
      tabIndex={-1}
      data-testid={`form-${tone}`}
      className={`rounded-lg border px-4 py-3 text-sm font-medium focus:outline-none ${style}`}
    >
      {children}
    </div>
  )
}

export const submitClass =
  'inline-flex min-h-11 w-full items-center justify-center rounded-lg ' +
  'bg-brand-800 px-5 font-semibold text-white hover:bg-brand-900 ' +
  'focus-visible:outline-3 focus-visible:outline-offset-2 ' +
  'focus-visible:outline-brand-600 disabled:cursor-wait disabled:opacity-70'

export const linkClass =
  'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900'

/** A new password and its repetition: the same two inputs on registration and on the reset page. */
export function NewPasswordFields({
  formId,
  errors,
  label,
  confirmLabel,
  hint,
}: {
  formId: string
  errors: FieldErrors
  label: string
  confirmLabel: string
  hint: string
}) {
  const input = {
    formId,
    type: 'password',
    autoComplete: 'new-password',
    maxLength: PASSWORD_MAX * 2,
  }
  return (
    <>
      <Field {...input} name="password" label={label} error={errors.password} hint={hint} />
      <Field
        {...input}
        name="passwordConfirm"
        label={confirmLabel}
        error={errors.passwordConfirm}
      />
    </>
  )
}
