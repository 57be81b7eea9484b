'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

/** The Indonesian message of a refused call to one of our collection endpoints. */
export const errorOf = async (res: Response) =>
  ((await res.json().catch(() => null)) as { errors?: { message?: string }[] } | null)?.errors?.[0]
    ?.message ?? 'Permintaan gagal. Coba lagi.'

/**
 * A button's call to an endpoint of ours in /admin: busy while it runs, then the server's
 * message in a status line, and the document view refreshed when it worked.
 */
export function useAdminAction() {
  const router = useRouter()
  const [notice, setNotice] = useState('')
  const [busy, setBusy] = useState(false)
  const run = async (pending: string, call: () => Promise<Response>) => {
    setBusy(true)
    setNotice(pending)
    const res = await call().catch(() => null)
    setBusy(false)
    if (!res) return setNotice('Tidak dapat terhubung ke server. Coba lagi.')
    setNotice(res.ok ? ((await res.json()) as { message: string }).message : await errorOf(res))
    if (res.ok) router.refresh()
  }
  return { notice, setNotice, busy, run }
}
