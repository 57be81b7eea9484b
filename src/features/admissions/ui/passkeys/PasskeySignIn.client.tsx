'use client'

import { startAuthentication } from '@simplewebauthn/browser'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { PASSKEY_LABELS as L } from '@/features/accounts/passkeys/messages'
import { APPLICANT_EMAIL_KEY } from '@/features/admissions/auth/storage'
import { FormMessage } from '../auth/Field'
import { callPasskey } from './call'

const buttonClass =
  'rounded-lg border border-brand-700 px-4 py-2.5 font-semibold text-brand-800 ' +
  'hover:bg-brand-50 disabled:opacity-60'

type Options = Parameters<typeof startAuthentication>[0]['optionsJSON']

/** "Masuk dengan passkey" on /daftar/login: the browser offers this site's passkeys, no email needed. */
export function PasskeySignIn({ kembali }: { kembali: string }) {
  const router = useRouter()
  const [message, setMessage] = useState('')
  const [pending, setPending] = useState(false)

  async function signIn() {
    setPending(true)
    setMessage('')
    try {
      const options = await callPasskey<Options>('masuk-opsi')
      if (!options.ok || !options.data) return setMessage(options.message || L.failed)
      const response = await startAuthentication({ optionsJSON: options.data }).catch(() => null)
      if (!response) return setMessage(L.browserRefused)
      const result = await callPasskey<{ email: string }>('masuk', { response })
      if (!result.ok) return setMessage(result.message || L.failed)
      try {
        if (result.data?.email) localStorage.setItem(APPLICANT_EMAIL_KEY, result.data.email)
      } catch {
        // Storage can be off (private mode); the session cookie is what counts.
      }
      router.replace(kembali)
    } finally {
      setPending(false)
    }
  }

  return (
    <div className="grid gap-2">
      <button type="button" onClick={signIn} disabled={pending} className={buttonClass}>
        {L.signIn}
      </button>
      {message ? <FormMessage tone="error">{message}</FormMessage> : null}
    </div>
  )
}
