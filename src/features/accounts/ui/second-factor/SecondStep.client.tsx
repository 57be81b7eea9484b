'use client'

import { startAuthentication } from '@simplewebauthn/browser'
import { Button } from '@payloadcms/ui'
import Link from 'next/link'
import { useId, useState } from 'react'
import { SECOND_FACTOR_LABELS as L } from '@/features/accounts/second-factor/messages'
import { callMfa, goTo } from './mfa-api'

/**
 * The second step of a staff login: a code from the authenticator app, a passkey, or one of the
 * recovery codes. On success the admin is loaded again at `next`.
 */
export function SecondStep({
  next,
  hasPasskey,
  hasTotp,
}: {
  next: string
  hasPasskey: boolean
  hasTotp: boolean
}) {
  const [recovery, setRecovery] = useState(!hasTotp && !hasPasskey)
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)
  const inputId = useId()

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const value = String(new FormData(event.currentTarget).get('code') ?? '')
    setBusy(true)
    const result = await callMfa('/verify', recovery ? { recoveryCode: value } : { code: value })
    setBusy(false)
    if (result.ok) return goTo(next)
    setMessage(result.message)
  }

  const usePasskey = async () => {
    setBusy(true)
    setMessage('')
    const options =
      await callMfa<Parameters<typeof startAuthentication>[0]['optionsJSON']>(
        '/passkey/login-options',
      )
    if (!options.ok) {
      setBusy(false)
      return setMessage(options.message)
    }
    const response = await startAuthentication({ optionsJSON: options.data }).catch(() => null)
    if (!response) {
      setBusy(false)
      return setMessage('Passkey dibatalkan atau tidak tersedia di perangkat ini.')
    }
    const result = await callMfa('/passkey/login', { response })
    setBusy(false)
    if (result.ok) return goTo(next)
    setMessage(result.message)
  }

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      {hasTotp || recovery ? (
        <form
          onSubmit={submit}
          style={{ display: 'grid', gap: 8 }}
          aria-describedby={`${inputId}-msg`}
        >
          <label htmlFor={inputId}>{recovery ? L.recoveryLabel : L.codeLabel}</label>
          <input
            id={inputId}
            name="code"
            key={recovery ? 'recovery' : 'totp'}
            className="mfa-input"
            autoComplete="one-time-code"
            inputMode={recovery ? 'text' : 'numeric'}
            required
            autoFocus
            style={{ fontSize: 20, padding: 8, letterSpacing: 2 }}
          />
          <Button type="submit" disabled={busy} margin={false}>
            {L.submit}
          </Button>
        </form>
      ) : null}
      {hasPasskey ? (
        <Button buttonStyle="secondary" onClick={usePasskey} disabled={busy} margin={false}>
          {L.usePasskey}
        </Button>
      ) : null}
      <p id={`${inputId}-msg`} role="alert" style={{ margin: 0, color: 'var(--theme-error-500)' }}>
        {message}
      </p>
      {!recovery ? (
        <button
          type="button"
          className="btn--style-none"
          onClick={() => setRecovery(true)}
          style={linkStyle}
        >
          {L.useRecovery}
        </button>
      ) : null}
      <Link href="/admin/logout" style={linkStyle}>
        {L.logout}
      </Link>
    </div>
  )
}

const linkStyle = {
  background: 'none',
  border: 0,
  padding: 0,
  textDecoration: 'underline',
  cursor: 'pointer',
  color: 'var(--theme-text)',
  justifySelf: 'start',
} as const
