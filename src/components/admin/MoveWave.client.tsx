'use client'

import { Button, useConfig, useDocumentInfo } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

const errorOf = async (res: Response) =>
  ((await res.json().catch(() => null)) as { errors?: { message?: string }[] } | null)?.errors?.[0]
    ?.message ?? 'Permintaan gagal. Coba lagi.'

/**
 * "Pindahkan ke gelombang berikutnya" under the application's wave: the server checks the role,
 * picks the next wave of the track and records the move in the history
 * (POST /api/cms/applications/:id/move-wave).
 */
export function MoveWave() {
  const { id } = useDocumentInfo()
  const { config } = useConfig()
  const router = useRouter()
  const [notice, setNotice] = useState('')
  const [busy, setBusy] = useState(false)
  if (!id) return null

  const move = async () => {
    setBusy(true)
    setNotice('Memindahkan…')
    const res = await fetch(`${config.routes.api}/applications/${id}/move-wave`, {
      method: 'POST',
      credentials: 'include',
    }).catch(() => null)
    setBusy(false)
    if (!res) return setNotice('Tidak dapat terhubung ke server. Coba lagi.')
    setNotice(res.ok ? ((await res.json()) as { message: string }).message : await errorOf(res))
    if (res.ok) router.refresh()
  }

  return (
    <div style={{ display: 'grid', gap: 6, marginTop: 8 }} data-testid="move-wave">
      <Button buttonStyle="secondary" size="small" margin={false} disabled={busy} onClick={move}>
        Pindahkan ke gelombang berikutnya
      </Button>
      <p role="status" style={{ margin: 0, color: 'var(--theme-elevation-800)' }}>
        {notice}
      </p>
    </div>
  )
}
