'use client'

import { Button, useConfig, useDocumentInfo } from '@payloadcms/ui'
import { useAdminAction } from '@/components/admin/admin-action'

/**
 * "Pindahkan ke gelombang berikutnya" under the application's wave: the server checks the role,
 * picks the next wave of the track and records the move in the history
 * (POST /api/cms/applications/:id/move-wave).
 */
export function MoveWave() {
  const { id } = useDocumentInfo()
  const { config } = useConfig()
  const { notice, busy, run } = useAdminAction()
  if (!id) return null

  const move = () =>
    run('Memindahkan…', () =>
      fetch(`${config.routes.api}/applications/${id}/move-wave`, {
        method: 'POST',
        credentials: 'include',
      }),
    )

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
