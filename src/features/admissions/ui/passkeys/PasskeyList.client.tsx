'use client'

import { startRegistration } from '@simplewebauthn/browser'
import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'
import { PASSKEY_LABELS as L } from '@/features/accounts/passkeys/messages'
import { formatDateTime } from '@/lib/format'
import { Field, FormMessage } from '../auth/Field'
import { callPasskey } from './call'

type Options = Parameters<typeof startRegistration>[0]['optionsJSON']
export type PasskeyItem = { id: string; createdAt: string; lastUsedAt: string | null }

/** The applicant's passkeys on /daftar/data-saya: add one, remove one. */
export function PasskeyList({ passkeys }: { passkeys: PasskeyItem[] }) {
  const formId = useId().replace(/:/g, '')
  const router = useRouter()
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null)
  const [password, setPassword] = useState('')
  const [pending, setPending] = useState(false)

  async function run(work: () => Promise<{ ok: boolean; message: string }>) {
    setPending(true)
    setMessage(null)
    try {
      const result = await work()
      setMessage({ tone: result.ok ? 'success' : 'error', text: result.message || L.failed })
      if (result.ok) {
        setPassword('')
        router.refresh()
      }
    } finally {
      setPending(false)
    }
  }

  const add = () =>
    run(async () => {
      const options = await callPasskey<Options>('daftar-opsi')
      if (!options.ok || !options.data) return options
      const response = await startRegistration({ optionsJSON: options.data }).catch(() => null)
      if (!response) return { ok: false, message: L.browserRefused }
      return callPasskey('daftar', { response })
    })
  const remove = (id: string) =>
    run(() => callPasskey('hapus', { id, ...(password ? { password } : {}) }))

  return (
    <section aria-labelledby={`${formId}-heading`} className="grid gap-3" data-testid="passkeys">
      <h2 id={`${formId}-heading`} className="text-xl font-bold text-brand-900">
        {L.heading}
      </h2>
      <p>{L.lead}</p>
      {passkeys.length === 0 ? (
        <p>{L.none}</p>
      ) : (
        <ul className="grid gap-2">
          {passkeys.map((p, i) => (
            <li key={p.id} className="flex items-center justify-between gap-3 rounded border p-3">
              <span>
                Passkey {i + 1}, ditambahkan {formatDateTime(p.createdAt)}
                {p.lastUsedAt ? `, terakhir dipakai ${formatDateTime(p.lastUsedAt)}` : ''}
              </span>
              <button
                type="button"
                disabled={pending}
                onClick={() => remove(p.id)}
                className="rounded border border-red-800 px-3 py-1 text-red-800"
                aria-label={`${L.remove} passkey ${i + 1}`}
              >
                {L.remove}
              </button>
            </li>
          ))}
        </ul>
      )}
      {passkeys.length > 0 ? (
        <Field
          formId={formId}
          name="password"
          type="password"
          autoComplete="current-password"
          label={L.password}
          required={false}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      ) : null}
      <div>
        <button
          type="button"
          onClick={add}
          disabled={pending}
          className="rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white disabled:opacity-60"
        >
          {L.add}
        </button>
      </div>
      {message ? <FormMessage tone={message.tone}>{message.text}</FormMessage> : null}
    </section>
  )
}
