'use client'

import { startRegistration } from '@simplewebauthn/browser'
import { Button } from '@payloadcms/ui'
import Link from 'next/link'
import { useId, useState } from 'react'
import { SECOND_FACTOR_LABELS as L } from '@/features/accounts/second-factor/messages'
import { RecoveryCodes } from './RecoveryCodes.client'
import { callMfa, goTo } from './mfa-api'

type Setup = { secret: string; uri: string; qr: string }
type Confirmed = { done: true; recoveryCodes?: string[] }

/**
 * Enrolment of a factor: an authenticator app (QR code, the secret as text for typing it in, a
 * first code to confirm) or a passkey. The first factor's answer carries the recovery codes,
 * shown here once. `optional`: the account need not have one yet, so it may skip.
 */
export function Enrol({ next, optional }: { next: string; optional: boolean }) {
  const [setup, setSetup] = useState<Setup | null>(null)
  const [codes, setCodes] = useState<string[] | null>(null)
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)
  const inputId = useId()

  const finished = (data: Confirmed) =>
    data.recoveryCodes ? setCodes(data.recoveryCodes) : goTo(next)

  const startTotp = async () => {
    setBusy(true)
    const result = await callMfa<Setup>('/totp/setup')
    setBusy(false)
    if (result.ok) setSetup(result.data)
    else setMessage(result.message)
  }

  const confirmTotp = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setBusy(true)
    const code = String(new FormData(event.currentTarget).get('code') ?? '')
    const result = await callMfa<Confirmed>('/totp/confirm', { code })
    setBusy(false)
    if (result.ok) finished(result.data)
    else setMessage(result.message)
  }

  const addPasskey = async () => {
    setBusy(true)
    setMessage('')
    const options = await callMfa<Parameters<typeof startRegistration>[0]['optionsJSON']>(
      '/passkey/register-options',
    )
    const response = options.ok
      ? await startRegistration({ optionsJSON: options.data }).catch(() => null)
      : null
    const result = response ? await callMfa<Confirmed>('/passkey/register', { response }) : null
    setBusy(false)
    if (result?.ok) return finished(result.data)
    setMessage(
      result?.message ??
        (options.ok ? 'Passkey dibatalkan atau tidak tersedia di perangkat ini.' : options.message),
    )
  }

  if (codes) return <RecoveryCodes codes={codes} next={next} />

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      {setup ? (
        <form onSubmit={confirmTotp} style={{ display: 'grid', gap: 8 }}>
          <p style={{ margin: 0 }}>
            Pindai kode QR ini dengan aplikasi autentikator (mis. Google Authenticator, Aegis), lalu
            masukkan kode yang tampil.
          </p>
          {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL made per request */}
          <img src={setup.qr} alt="Kode QR untuk aplikasi autentikator" width={200} height={200} />
          <p style={{ margin: 0 }}>
            Tidak bisa memindai? Masukkan kunci ini secara manual:{' '}
            <code data-testid="totp-secret">{setup.secret}</code>
          </p>
          <label htmlFor={inputId}>{L.codeLabel}</label>
          <input
            id={inputId}
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            required
            style={{ fontSize: 20, padding: 8, letterSpacing: 2 }}
          />
          <Button type="submit" disabled={busy} margin={false}>
            Aktifkan
          </Button>
        </form>
      ) : (
        <Button onClick={startTotp} disabled={busy} margin={false}>
          Siapkan aplikasi autentikator
        </Button>
      )}
      <Button buttonStyle="secondary" onClick={addPasskey} disabled={busy} margin={false}>
        Daftarkan passkey
      </Button>
      <p role="alert" style={{ margin: 0, color: 'var(--theme-error-500)' }}>
        {message}
      </p>
      {optional ? (
        <a href={next} style={{ color: 'var(--theme-text)' }}>
          {L.skip}
        </a>
      ) : (
        <Link href="/admin/logout" style={{ color: 'var(--theme-text)' }}>
          {L.logout}
        </Link>
      )}
    </div>
  )
}
