'use client'

import { useId, useState, type FormEvent } from 'react'
// Types only: zod and the server's rules stay out of the browser; the server answers with the messages.
import type { ContactField, FieldErrors } from '@/features/contact/schema'
import { PendingButton } from '@/components/forms/PendingButton'

type Status = 'idle' | 'sending' | 'sent' | 'error'
type Envelope = {
  meta?: { status?: number; message?: string }
  data?: { errors?: FieldErrors } | null
}

const ENDPOINT = '/api/contact/store'
// [name, label, type and autocomplete token, max length, hint]. Messages for bad input come from the server.
const FIELDS: [ContactField, string, string, number, string?][] = [
  ['name', 'Nama lengkap', 'name', 100],
  ['email', 'Email', 'email', 254],
  ['phone', 'Nomor HP', 'tel', 20, 'Contoh: 0812 3456 7890'],
]
const OFFLINE =
  'Pesan belum terkirim: koneksi terputus. Periksa koneksi internet Anda lalu coba lagi.'
const FAILED = 'Maaf, pesan belum dapat dikirim. Silakan coba lagi nanti.'

const inputClass =
  'mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-ink ' +
  'shadow-sm focus:outline-none focus:ring-3 focus:ring-brand-600/40 ' +
  'aria-invalid:border-red-700 border-gray-400'

/**
 * The alumni contact form (content API: POST /contact/store). What the visitor typed stays in the
 * fields until the message is accepted; each field's problem is shown under it.
 */
export function ContactForm() {
  const id = useId()
  const [status, setStatus] = useState<Status>('idle')
  const [message, setMessage] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  const sending = status === 'sending'

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    const form = event.currentTarget
    setStatus('sending')
    setMessage('')
    let response: Response
    try {
      response = await fetch(ENDPOINT, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(Object.fromEntries(new FormData(form))),
      })
    } catch {
      setStatus('error')
      setMessage(OFFLINE)
      return
    }
    const body = (await response.json().catch(() => null)) as Envelope | null
    if (response.ok) {
      form.reset()
      setErrors({})
      setStatus('sent')
      setMessage(body?.meta?.message ?? 'Pesan Anda sudah terkirim.')
      return
    }
    const fieldErrors = body?.data?.errors ?? {}
    setErrors(fieldErrors)
    setStatus('error')
    setMessage(body?.meta?.message ?? FAILED)
    const first = (['name', 'email', 'phone', 'message'] as const).find((f) => fieldErrors[f])
    const field = first ? form.elements.namedItem(first) : null
    if (field instanceof HTMLElement) field.focus()
  }

  const clearError = (field: ContactField) => {
    if (!errors[field]) return
    setErrors((current) => {
      const next = { ...current }
      delete next[field]
      return next
    })
  }

  const describedBy = (field: ContactField, hint?: boolean) =>
    [hint ? `${id}-${field}-hint` : '', errors[field] ? `${id}-${field}-error` : '']
      .filter(Boolean)
      .join(' ') || undefined

  const errorText = (field: ContactField) =>
    errors[field] ? (
      <p
        id={`${id}-${field}-error`}
        data-testid={`error-${field}`}
        className="mt-1 text-sm font-medium text-red-800"
      >
        {errors[field]}
      </p>
    ) : null

  return (
    <form
      method="post"
      action={ENDPOINT}
      noValidate
      onSubmit={submit}
      aria-label="Formulir kontak alumni"
      className="grid gap-4"
      data-testid="contact-form"
    >
      {FIELDS.map(([name, label, type, maxLength, hint]) => (
        <div key={name}>
          <label htmlFor={`${id}-${name}`} className="block font-semibold text-brand-900">
            {label}{' '}
            <span className="text-red-800" aria-hidden="true">
              *
            </span>
          </label>
          {hint ? (
            <p id={`${id}-${name}-hint`} className="text-sm text-muted">
              {hint}
            </p>
          ) : null}
          <input
            id={`${id}-${name}`}
            name={name}
            type={type === 'name' ? 'text' : type}
            autoComplete={type}
            maxLength={maxLength}
            required
            aria-invalid={errors[name] ? true : undefined}
            aria-describedby={describedBy(name, Boolean(hint))}
            onInput={() => clearError(name)}
            className={inputClass}
          />
          {errorText(name)}
        </div>
      ))}
      <div>
        <label htmlFor={`${id}-message`} className="block font-semibold text-brand-900">
          Pesan{' '}
          <span className="text-red-800" aria-hidden="true">
            *
          </span>
        </label>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={5}
          maxLength={2000}
          required
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy('message')}
          onInput={() => clearError('message')}
          className={inputClass}
        />
        {errorText('message')}
      </div>
      {/* Honeypot: hidden from people and assistive technology; bots that fill it are ignored. */}
      <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
        <label htmlFor={`${id}-website`}>Situs web (jangan diisi)</label>
        <input
          id={`${id}-website`}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <div aria-live="polite" data-testid="contact-status" data-status={status}>
        {message ? (
          <p
            className={
              `rounded-lg px-4 py-3 font-medium ` +
              `${status === 'sent' ? 'bg-emerald-50 text-emerald-900' : 'bg-red-50 text-red-900'}`
            }
          >
            {message}
          </p>
        ) : null}
      </div>
      <div>
        <PendingButton pending={sending} label="Kirim pesan" />
      </div>
    </form>
  )
}
