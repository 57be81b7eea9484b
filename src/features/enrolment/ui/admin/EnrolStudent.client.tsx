'use client'

import { Button, useConfig, useDocumentInfo } from '@payloadcms/ui'
import { useAdminAction } from '@/components/admin/admin-action'

/**
 * "Tetapkan sebagai mahasiswa baru" in an accepted application's sidebar: the server checks the
 * role and the status, gives the NIM and says it (POST /api/cms/students/enrol). Pressed again,
 * it names the NIM the application already has.
 */
export function EnrolStudent() {
  const { id } = useDocumentInfo()
  const { config } = useConfig()
  const { notice, busy, run } = useAdminAction()
  if (!id) return null

  const enrol = () =>
    run('Menetapkan…', () =>
      fetch(`${config.routes.api}/students/enrol`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ application: id }),
      }),
    )

  return (
    <div style={{ display: 'grid', gap: 6, marginBottom: 16 }} data-testid="enrol-student">
      <Button buttonStyle="primary" size="small" margin={false} disabled={busy} onClick={enrol}>
        Tetapkan sebagai mahasiswa baru
      </Button>
      <p role="status" style={{ margin: 0, color: 'var(--theme-elevation-800)' }}>
        {notice}
      </p>
    </div>
  )
}
