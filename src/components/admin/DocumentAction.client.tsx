'use client'

import { Button, useConfig, useDocumentInfo } from '@payloadcms/ui'
import type { CSSProperties } from 'react'
import { useAdminAction } from './admin-action'

type Props = {
  label: string
  /** What the status line says while the server works. */
  busyLabel: string
  /** The request for the open document: the API's base path (e.g. /api/cms) and its id. */
  request: (api: string, id: string | number) => Promise<Response>
  buttonStyle?: 'primary' | 'secondary'
  testId: string
  style?: CSSProperties
}

/**
 * One button in a document's edit view that asks the server to act on the document and says,
 * in a status line, what the server answered; the server checks who may.
 */
export function DocumentAction({
  label,
  busyLabel,
  request,
  buttonStyle = 'secondary',
  testId,
  style,
}: Props) {
  const { id } = useDocumentInfo()
  const { config } = useConfig()
  const { notice, busy, run } = useAdminAction()
  if (!id) return null
  return (
    <div style={{ display: 'grid', gap: 6, ...style }} data-testid={testId}>
      <Button
        buttonStyle={buttonStyle}
        size="small"
        margin={false}
        disabled={busy}
        onClick={() => run(busyLabel, () => request(config.routes.api, id))}
      >
        {label}
      </Button>
      <p role="status" style={{ margin: 0, color: 'var(--theme-elevation-800)' }}>
        {notice}
      </p>
    </div>
  )
}
