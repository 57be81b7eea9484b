'use client'

import { DocumentAction } from '@/components/admin/DocumentAction.client'

/**
 * "Pindahkan ke gelombang berikutnya" under the application's wave: the server checks the role,
 * picks the next wave of the track and records the move in the history
 * (POST /api/cms/applications/:id/move-wave).
 */
export function MoveWave() {
  return (
    <DocumentAction
      label="Pindahkan ke gelombang berikutnya"
      busyLabel="Memindahkan…"
      testId="move-wave"
      style={{ marginTop: 8 }}
      request={(api, id) =>
        fetch(`${api}/applications/${id}/move-wave`, { method: 'POST', credentials: 'include' })
      }
    />
  )
}
