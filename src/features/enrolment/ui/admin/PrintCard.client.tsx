'use client'

import { Button, useConfig, useDocumentInfo } from '@payloadcms/ui'

/**
 * "Cetak KTM (PDF)" in an active student's sidebar: opens the card (GET /api/cms/students/:id/ktm),
 * which the server checks (admissions staff) and writes to the access audit.
 */
export function PrintCard() {
  const { id } = useDocumentInfo()
  const { config } = useConfig()
  if (!id) return null
  return (
    <div style={{ marginBottom: 16 }}>
      <Button
        el="anchor"
        url={`${config.routes.api}/students/${id}/ktm`}
        newTab
        buttonStyle="secondary"
        size="small"
        margin={false}
        id="cetak-ktm"
      >
        Cetak KTM (PDF)
      </Button>
    </div>
  )
}
