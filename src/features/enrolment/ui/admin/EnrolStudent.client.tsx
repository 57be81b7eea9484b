'use client'

import { DocumentAction } from '@/components/admin/DocumentAction.client'

/**
 * "Tetapkan sebagai mahasiswa baru" in an accepted application's sidebar: the server checks the
 * role and the status, gives the NIM and says it (POST /api/cms/students/enrol). Pressed again,
 * it names the NIM the application already has.
 */
export function EnrolStudent() {
  return (
    <DocumentAction
      label="Tetapkan sebagai mahasiswa baru"
      busyLabel="Menetapkan…"
      buttonStyle="primary"
      testId="enrol-student"
      style={{ marginBottom: 16 }}
      request={(api, id) =>
        fetch(`${api}/students/enrol`, {
          method: 'POST',
          credentials: 'include',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ application: id }),
        })
      }
    />
  )
}
