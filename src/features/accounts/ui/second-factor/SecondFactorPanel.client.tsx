'use client'

import { Button, useAuth, useDocumentInfo } from '@payloadcms/ui'
import { useEffect, useState } from 'react'
import { RecoveryCodes } from './RecoveryCodes.client'
import { callMfa, MFA_API } from './mfa-api'

type Status = {
  totp: boolean
  passkeys: { id: string; createdAt: string }[]
  recoveryCodesLeft: number
  required: boolean
}

const PANEL = { display: 'grid', gap: 8, marginBottom: 24 } as const
const TITLE = { margin: 0 } as const

const date = (iso: string) =>
  new Date(iso).toLocaleDateString('id-ID', { dateStyle: 'medium', timeZone: 'Asia/Jakarta' })

/**
 * "Faktor kedua" on a staff account. On one's own account: the factors, removing one, new
 * recovery codes, adding a factor. On another's, for an admin: the lost-factor reset.
 */
export function SecondFactorPanel() {
  const { id } = useDocumentInfo()
  const { user } = useAuth()
  const own = id !== undefined && user?.id !== undefined && String(id) === String(user.id)
  const [status, setStatus] = useState<Status | null>(null)
  const [codes, setCodes] = useState<string[] | null>(null)
  const [message, setMessage] = useState('')

  const [version, setVersion] = useState(0)
  const load = () => setVersion((v) => v + 1)
  useEffect(() => {
    if (!own) return
    let live = true
    fetch(MFA_API, { credentials: 'include' })
      .then((res) => (res.ok ? (res.json() as Promise<Status>) : null))
      .then((value) => live && value && setStatus(value))
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [own, version])

  const act = async (path: string, body?: unknown, confirmText?: string) => {
    if (confirmText && !window.confirm(confirmText)) return
    const result = await callMfa<{ recoveryCodes?: string[] }>(path, body)
    setMessage(result.ok ? 'Tersimpan.' : result.message)
    if (result.ok && result.data.recoveryCodes) setCodes(result.data.recoveryCodes)
    if (own) load()
  }

  if (!id) return null
  if (!own) {
    if ((user as { role?: string } | null)?.role !== 'admin') return null
    return (
      <section style={PANEL} data-testid="second-factor-reset">
        <h3 style={TITLE}>Faktor kedua</h3>
        <Button
          buttonStyle="secondary"
          margin={false}
          onClick={() =>
            act(
              `/reset/${id}`,
              {},
              'Hapus semua faktor kedua akun ini dan akhiri sesinya? Ia harus mendaftar lagi saat masuk.',
            )
          }
        >
          Atur ulang faktor kedua (faktor hilang)
        </Button>
        <p role="status" style={{ margin: 0 }}>
          {message}
        </p>
      </section>
    )
  }

  return (
    <section style={PANEL} data-testid="second-factor-panel">
      <h3 style={TITLE}>Faktor kedua</h3>
      {status ? (
        <ul style={{ margin: 0 }}>
          {status.totp ? (
            <li>
              Aplikasi autentikator{' '}
              <Button
                buttonStyle="none"
                margin={false}
                onClick={() => act('/remove', { factor: 'totp' }, 'Hapus aplikasi autentikator?')}
              >
                Hapus
              </Button>
            </li>
          ) : null}
          {status.passkeys.map((p) => (
            <li key={p.id}>
              Passkey (didaftarkan {date(p.createdAt)}){' '}
              <Button
                buttonStyle="none"
                margin={false}
                onClick={() =>
                  act('/remove', { factor: 'passkey', id: p.id }, 'Hapus passkey ini?')
                }
              >
                Hapus
              </Button>
            </li>
          ))}
          {!status.totp && !status.passkeys.length ? <li>Belum ada faktor kedua.</li> : null}
          {status.totp || status.passkeys.length ? (
            <li>Sisa kode pemulihan: {status.recoveryCodesLeft}</li>
          ) : null}
        </ul>
      ) : null}
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Button el="anchor" url="/admin/mfa" buttonStyle="secondary" margin={false}>
          Tambah faktor
        </Button>
        {status && (status.totp || status.passkeys.length) ? (
          <Button
            buttonStyle="secondary"
            margin={false}
            onClick={() =>
              act('/recovery-codes', {}, 'Buat kode pemulihan baru? Kode lama tidak berlaku lagi.')
            }
          >
            Buat kode pemulihan baru
          </Button>
        ) : null}
      </div>
      <p role="status" style={{ margin: 0 }}>
        {message}
      </p>
      {codes ? <RecoveryCodes codes={codes} /> : null}
    </section>
  )
}
